/**
 * A one-time code input with its send button (spec §4, §9): after sending, the button stays
 * disabled for expiredMinutes × 60 s (1 minute when the answer has none) and shows the seconds
 * left. A refused request opens a warning with the server's message (spec §8).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../lib/use-countdown';
import { errorText } from '../../lib/error-text';
import { resendWaitSeconds } from '../../lib/sms-countdown';
import { FormField } from './form-field';
import { WarningDialog } from '../ui/warning-dialog';
import './form.css';

export function CodeField({ id, testId, label, sentText, value, onChange, error, send }: {
  id: string;
  testId: string;
  label: string;
  /** Where the code went, shown while the resend wait runs. */
  sentText: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Requests a code; null when nothing was sent because the caller showed a problem itself. */
  send: () => Promise<{ expiredMinutes?: number } | null>;
}) {
  const { t } = useTranslation();
  const [secondsLeft, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSend = async () => {
    if (sending || secondsLeft > 0) return;
    setSending(true);
    try {
      const result = await send();
      if (result) {
        startCountdown(resendWaitSeconds(result.expiredMinutes));
        setSent(true);
      }
    } catch (e) {
      setFailure(errorText(t, e));
    } finally {
      setSending(false);
    }
  };

  return (
    <div>
      <div className="captcha-row">
        <FormField
          id={id}
          testId={testId}
          name="verificationCode"
          label={label}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
        <button
          type="button"
          className="btn btn-outline sms-send"
          onClick={() => void onSend()}
          disabled={sending || secondsLeft > 0}
          data-testid={`${testId}-send`}
        >
          {secondsLeft > 0 ? t('auth.smsResendIn', { seconds: secondsLeft }) : sent ? t('auth.smsResend') : t('auth.smsSend')}
        </button>
      </div>
      {sent && secondsLeft > 0 ? (
        <p className="auth-hint" role="status" data-testid={`${testId}-sent`}>
          {sentText}
        </p>
      ) : null}
      <WarningDialog message={failure} onClose={() => setFailure(null)} testId={`${testId}-send-failed`} />
    </div>
  );
}
