/** The confirmation of a player action: what it does, the reason (required) and, to adjust, the signed amount. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerAction } from '@platform/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { readAmount } from '../../../lib/amount';

export type Asking = PlayerAction | 'adjust';

export function ActionDialog({ asking, username, currency, busy, onConfirm, onClose }: {
  asking: Asking | null;
  username: string;
  currency: string;
  busy: boolean;
  onConfirm: (input: { reason: string; amount?: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; amount?: string }>({});
  const kind = asking ?? 'lock';

  function confirm() {
    const found: typeof problems = {};
    const parsed = kind === 'adjust' ? readAmount(amount) : undefined;
    if (kind === 'adjust' && !parsed) found.amount = t('playerActions.adjust.amountInvalid');
    if (!reason.trim()) found.reason = t('playerActions.reasonRequired');
    setProblems(found);
    if (found.amount || found.reason) {
      document.getElementById(found.amount ? `${id}-amount` : `${id}-reason`)?.focus();
      return;
    }
    onConfirm({ reason: reason.trim(), amount: parsed });
  }

  function close() {
    setReason('');
    setAmount('');
    setProblems({});
    onClose();
  }

  return (
    <ConfirmDialog
      open={asking !== null} testId="player-action-confirm" title={t(`playerActions.confirm.${kind}.title`, { name: username })}
      confirmLabel={t(`playerActions.actions.${kind}`)} danger={kind === 'lock'} busy={busy} onConfirm={confirm} onClose={close}
    >
      <p>{t(`playerActions.confirm.${kind}.body`)}</p>
      {kind === 'adjust' ? (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-amount`}>{t('playerActions.adjust.amount', { currency })}</label>
          <input
            id={`${id}-amount`} className="field-input" inputMode="decimal" autoComplete="off" value={amount}
            aria-invalid={problems.amount ? true : undefined} aria-describedby={`${id}-amount-hint${problems.amount ? ` ${id}-amount-error` : ''}`}
            onChange={(e) => { setAmount(e.target.value); setProblems({ ...problems, amount: undefined }); }} data-testid="adjust-amount"
          />
          <p id={`${id}-amount-hint`} className="field-hint">{t('playerActions.adjust.amountHint')}</p>
          {problems.amount ? <p id={`${id}-amount-error`} className="field-error" role="alert">{problems.amount}</p> : null}
        </div>
      ) : null}
      <div className="field">
        <label className="field-label" htmlFor={`${id}-reason`}>{t('playerActions.reason')}</label>
        <textarea
          id={`${id}-reason`} className="field-input field-textarea" rows={3} maxLength={500} value={reason}
          aria-invalid={problems.reason ? true : undefined} aria-describedby={problems.reason ? `${id}-reason-error` : undefined}
          onChange={(e) => { setReason(e.target.value); setProblems({ ...problems, reason: undefined }); }} data-testid="action-reason"
        />
        {problems.reason ? <p id={`${id}-reason-error`} className="field-error" role="alert">{problems.reason}</p> : null}
      </div>
    </ConfirmDialog>
  );
}
