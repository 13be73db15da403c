/**
 * One decision on a request in a confirm dialog: an optional reason (required where the API wants one)
 * and optional extra fields; the server's refusal is shown from its errorCode, in the dialog.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/error-text';

export function DecisionDialog({ open, testId, title, confirmLabel, danger, question, reasonLabel, children, busy, error, onConfirm, onClose }: {
  open: boolean;
  testId: string;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  question: string;
  /** Asks for a reason (1 to 500 characters) when set. */
  reasonLabel?: string;
  children?: ReactNode;
  busy: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonId = `${testId}-reason`;

  function confirm() {
    const text = reason.trim();
    if (reasonLabel && !text) {
      setMissing(true);
      return;
    }
    onConfirm(text);
  }

  return (
    <ConfirmDialog open={open} testId={testId} title={title} confirmLabel={confirmLabel} danger={danger} busy={busy} onConfirm={confirm}
      onClose={() => { setReason(''); setMissing(false); onClose(); }}>
      <p>{question}</p>
      {children}
      {reasonLabel ? (
        <div className="field">
          <label className="field-label" htmlFor={reasonId}>{reasonLabel}</label>
          <textarea
            id={reasonId} className="field-input" rows={3} maxLength={500} value={reason} required
            aria-invalid={missing ? true : undefined} aria-describedby={missing ? `${reasonId}-error` : undefined}
            onChange={(e) => { setReason(e.target.value); setMissing(false); }} data-testid={reasonId}
          />
          {missing ? <p id={`${reasonId}-error`} className="field-error">{t('finance.actions.reasonRequired')}</p> : null}
        </div>
      ) : null}
      {error ? <Alert tone="error" testId={`${testId}-error`}>{errorText(t, error)}</Alert> : null}
    </ConfirmDialog>
  );
}
