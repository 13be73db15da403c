/**
 * What a player's state in a promotion offers and how a bonus's turnover reads (issue 19): the action of
 * a promotion's card, the part a deposit bonus's page shows, and the progress of a grant's turnover.
 * The server decides the state; these only pick the words and the button for it.
 */
import type { MemberBonusGrant, MemberPromotionState } from '@platform/contracts';
import { rushView } from './rush';

/** The card's link: Apply (again), Join, Claim or Take (a red envelope) when the state allows it now, otherwise the promotion's details. */
export type CardAction = 'apply' | 'applyAgain' | 'join' | 'claim' | 'take' | 'details';

export function cardAction(mine: MemberPromotionState | undefined): CardAction {
  if (!mine) return 'details';
  if (mine.kind === 'red_envelope') return rushView(mine) === 'CLAIM' ? 'take' : 'details';
  if (mine.kind === 'deposit_bonus') return !mine.canJoin ? 'details' : mine.state === 'JOIN' ? 'join' : mine.state === 'CLAIM' ? 'claim' : 'details';
  if (!mine.canApply) return 'details';
  return mine.state === 'REJECTED' ? 'applyAgain' : 'apply';
}

/**
 * A deposit bonus's state as the player reads it: `NOT_ELIGIBLE` is a JOIN the player cannot take (a
 * first-deposit bonus after its first deposit); the others are the server's own.
 */
export type DepositBonusView = 'JOIN' | 'NOT_ELIGIBLE' | 'JOINED' | 'CLAIM' | 'ISSUED' | 'COMING_SOON' | 'CLOSE';

export function depositBonusView(state: Pick<MemberPromotionState, 'state' | 'canJoin'>): DepositBonusView {
  switch (state.state) {
    case 'JOIN':
      return state.canJoin ? 'JOIN' : 'NOT_ELIGIBLE';
    case 'JOINED':
    case 'CLAIM':
    case 'ISSUED':
    case 'COMING_SOON':
    case 'CLOSE':
      return state.state;
    // An apply promotion's states never come for a deposit bonus: read as closed rather than offering anything.
    default:
      return 'CLOSE';
  }
}

type KindState = Pick<MemberPromotionState, 'kind' | 'state' | 'canJoin' | 'rush'>;

/** The state a card or a page shows (and styles), by the promotion's kind. */
export function stateView(mine: KindState): string {
  if (mine.kind === 'deposit_bonus') return depositBonusView(mine);
  return mine.kind === 'red_envelope' ? rushView(mine) : mine.state;
}

/** The locale key of that state: a deposit bonus's and a red envelope's words are their own (joined, paid; taken, all taken), an apply promotion's are an application's. */
export function stateTextKey(mine: KindState): string {
  if (mine.kind === 'deposit_bonus') return `promotions.join.states.${depositBonusView(mine)}`;
  return mine.kind === 'red_envelope' ? `promotions.rush.states.${rushView(mine)}` : `promotions.apply.states.${mine.state}`;
}

/** The part of the turnover done, in whole percent from 0 to 100 (a met one is 100, nothing to wager is 100). */
export function turnoverPercent(grant: Pick<MemberBonusGrant, 'turnoverDone' | 'turnoverRequired' | 'status'>): number {
  if (grant.status === 'met' || grant.turnoverRequired <= 0) return 100;
  const share = (grant.turnoverDone / grant.turnoverRequired) * 100;
  if (!Number.isFinite(share) || share <= 0) return 0;
  // Floored: 99.6 % is not yet done, and the bar should not say it is.
  return Math.min(100, Math.floor(share));
}

/** Only an open grant can be given up; a met, forfeited or expired one is closed. */
export const canForfeit = (grant: Pick<MemberBonusGrant, 'status'>) => grant.status === 'active';

/** What holds a balance or a figure a bonus paid or taken back changes: the header's and the wallets' balances, the withdraw page, the records, the promotions' states. */
export const CHANGED_BY_BONUS = [['publicState'], ['consolidated'], ['merchantWallet'], ['withdrawInfo'], ['records'], ['promotions', 'state'], ['promotions', 'states']];
