/** The confirmation of a decision: what the request changes, and for a rejection the reason, which is required. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { changeWords } from '../lib/approval-words';
import type { ApprovalAction } from './approval-actions';

export function DecisionDialog({ asking, busy, onDecide, onClose }: {
  asking: ApprovalAction | null;
  busy: boolean;
  onDecide: (action: ApprovalAction, reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  const kind = asking?.kind ?? 'approve';

  function confirm() {
    if (!asking) return;
    if (kind === 'reject' && !reason.trim()) {
      setProblem(true);
      document.getElementById('reject-reason')?.focus();
      return;
    }
    onDecide(asking, reason.trim());
  }

  function close() {
    setReason('');
    setProblem(false);
    onClose();
  }

  return (
    <ConfirmDialog
      open={asking !== null}
      testId="approval-confirm"
      title={t(`approvals.confirm.${kind}Title`)}
      confirmLabel={t(`approvals.${kind}`)}
      danger={kind !== 'approve'}
      busy={busy}
      onConfirm={confirm}
      onClose={close}
    >
      <p>{asking ? changeWords(t, asking.request) : null}</p>
      <p>{t(`approvals.confirm.${kind}Body`)}</p>
      {kind === 'reject' ? (
        <div className="field">
          <label className="field-label" htmlFor="reject-reason">{t('approvals.reason')}</label>
          <textarea
            id="reject-reason" className="field-input field-textarea" maxLength={500} rows={3} required value={reason}
            aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'reject-reason-error' : undefined}
            onChange={(e) => { setReason(e.target.value); setProblem(false); }} data-testid="approval-reason"
          />
          {problem ? <p id="reject-reason-error" className="field-error" role="alert">{t('approvals.reasonRequired')}</p> : null}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
