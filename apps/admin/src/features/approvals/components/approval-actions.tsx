/**
 * The buttons of one request: Approve and Reject for a checker, Cancel for its maker (the server refuses a
 * maker's approval, `approval.self_approval`, so it is not offered), nothing once decided. What changes
 * while the page is open comes through context, so the buttons are not remounted and keep their focus.
 */
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalRequest } from '@platform/contracts';

export type ApprovalAction = { kind: 'approve' | 'reject' | 'cancel'; request: ApprovalRequest };

export interface ApprovalActionsState {
  /** The signed-in operator as the audit log names it (`<id>:<username>`), to know its own requests. */
  self: string | undefined;
  busy: boolean;
  onAction: (action: ApprovalAction) => void;
}

export const ApprovalActionsContext = createContext<ApprovalActionsState>({ self: undefined, busy: false, onAction: () => undefined });

export function ApprovalActions({ request }: { request: ApprovalRequest }) {
  const { t } = useTranslation();
  const { self, busy, onAction } = useContext(ApprovalActionsContext);
  if (request.status !== 'pending' || self === undefined) return null;
  const button = (kind: ApprovalAction['kind']) => (
    <button
      type="button" className="button-small" disabled={busy} data-testid={`approval-${kind}`}
      aria-label={t(`approvals.${kind}Label`, { id: request.id })} onClick={() => onAction({ kind, request })}
    >
      {t(`approvals.${kind}`)}
    </button>
  );
  if (request.requestedBy === self) {
    return (
      <div className="row-actions">
        <span className="muted" data-testid="approval-own">{t('approvals.own')}</span>
        {button('cancel')}
      </div>
    );
  }
  return <div className="row-actions">{button('approve')}{button('reject')}</div>;
}
