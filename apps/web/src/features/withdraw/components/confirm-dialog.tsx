/**
 * The receipt confirmation after disbursement (spec §3, §4): all received; partly received (the
 * amount that arrived, the remainder shown); or not received with 1 to 3 proof images (png/jpg,
 * ≤ 5 MB). Unanswered, the withdrawal counts as received after the merchant's minutes.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawConfirmBody, WithdrawView } from '@platform/contracts';
import { FormField } from '../../../components/form/form-field';
import { FileField } from '../../../components/form/file-field';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/error-text';
import { confirmWithdrawal } from '../api/confirm-withdrawal';
import { uploadProofImages } from '../api/upload-proof-images';
import { partAmountValid, proofProblem } from '../lib/withdraw';

type Outcome = WithdrawConfirmBody['outcome'];
const OUTCOMES: Outcome[] = ['received', 'partly_received', 'not_received'];

export function ConfirmDialog({ withdrawal, money, autoReceiveMinutes, onClose, onDone }: {
  withdrawal: WithdrawView | null;
  money: (n: number) => string;
  autoReceiveMinutes: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={withdrawal !== null} onClose={onClose} title={t('withdraw.confirm.title')} size="sm" testId="withdraw-confirm-dialog">
      {withdrawal ? <ConfirmForm key={withdrawal.id} withdrawal={withdrawal} money={money} autoReceiveMinutes={autoReceiveMinutes} onDone={onDone} /> : null}
    </Dialog>
  );
}

function ConfirmForm({ withdrawal, money, autoReceiveMinutes, onDone }: { withdrawal: WithdrawView; money: (n: number) => string; autoReceiveMinutes: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>('received');
  const [received, setReceived] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const receivedNumber = Number(received);
  const remaining = received && Number.isFinite(receivedNumber) ? Math.max(0, Math.round((withdrawal.amount - receivedNumber) * 100) / 100) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let body: WithdrawConfirmBody | null = { outcome: 'received' };
    if (outcome === 'partly_received') {
      if (!partAmountValid(received, withdrawal.amount)) return setError(t('withdraw.confirm.receivedInvalid', { max: money(withdrawal.amount) }));
      body = { outcome, receivedAmount: received.trim() };
    } else if (outcome === 'not_received') {
      const problem = proofProblem(files);
      if (problem) return setError(t(`withdraw.confirm.proof_${problem}`));
      body = null;
    }
    setBusy(true);
    try {
      const answer = body ?? { outcome: 'not_received' as const, proofFileIds: await uploadProofImages(files) };
      await confirmWithdrawal(withdrawal.id, answer);
      onDone();
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="withdraw-confirm-form">
      <fieldset className="auth-form" disabled={busy}>
        <p>{t('withdraw.confirm.intro', { amount: money(withdrawal.amount), minutes: autoReceiveMinutes })}</p>
        <fieldset className="withdraw-choice">
          <legend className="field-label">{t('withdraw.confirm.question')}</legend>
          {OUTCOMES.map((o) => (
            <label key={o} className="withdraw-radio">
              <input type="radio" name="withdraw-outcome" value={o} checked={outcome === o} onChange={() => setOutcome(o)} data-testid={`withdraw-outcome-${o}`} />
              {t(`withdraw.confirm.${o}`)}
            </label>
          ))}
        </fieldset>
        {outcome === 'partly_received' ? (
          <FormField
            id="withdraw-received" testId="withdraw-received" label={t('withdraw.confirm.receivedAmount')} required inputMode="decimal"
            value={received} onChange={(e) => setReceived(e.target.value)}
            hint={remaining !== null ? t('withdraw.confirm.remaining', { amount: money(remaining) }) : undefined}
          />
        ) : null}
        {outcome === 'not_received' ? (
          <FileField
            id="withdraw-proof" testId="withdraw-proof" label={t('withdraw.confirm.proof')} accept="image/png,image/jpeg" multiple
            onFiles={setFiles} hint={t('withdraw.confirm.proofHint')}
          />
        ) : null}
        {error ? <p className="auth-alert" role="alert" data-testid="withdraw-confirm-error">{error}</p> : null}
        <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="withdraw-confirm-submit">{t('withdraw.confirm.submit')}</button>
      </fieldset>
    </form>
  );
}
