/**
 * The status buttons of a promotion: one per move PROMOTION_TRANSITIONS allows from its status, named by
 * what the operator does (publish a draft, pause, resume a paused one, close), so a refused move is never
 * offered. Close is final, so it is the one that asks first.
 */
import { PROMOTION_TRANSITIONS, type PromotionStatus } from '@platform/contracts';

export type PromotionAction = 'publish' | 'pause' | 'resume' | 'close';

export interface StatusAction {
  action: PromotionAction;
  to: PromotionStatus;
  /** Asked for in a dialog before it is sent. */
  confirm: boolean;
}

function actionOf(from: PromotionStatus, to: PromotionStatus): PromotionAction {
  if (to === 'closed') return 'close';
  if (to === 'paused') return 'pause';
  return from === 'draft' ? 'publish' : 'resume';
}

export function statusActions(status: PromotionStatus): StatusAction[] {
  return PROMOTION_TRANSITIONS[status].map((to) => ({ action: actionOf(status, to), to, confirm: to === 'closed' }));
}

/** Only a draft changes its code, kind and window; a closed promotion is not edited at all. */
export const isFixed = (status: PromotionStatus) => status !== 'draft';
export const isEditable = (status: PromotionStatus) => status !== 'closed';
