/**
 * The SMS code input with its send button (spec §4, §9): the mobile number is checked before a code
 * is requested; after sending, the button stays disabled for expiredMinutes × 60 s (1 minute when the
 * answer has none) and shows the seconds left. A refused request shows the server's message.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeMobile } from '@platform/contracts';
import { ApiError } from '../../../lib/api-client';
import { sendSmsCode, type SmsPurpose } from '../api/send-sms-code';
import { useCountdown } from '../hooks/use-countdown';
import { resendWaitSeconds } from '../lib/sms-countdown';
import { FormField } from './form-field';

const MOBILE = /^\d{6,15}$/;

export function SmsCodeField({ id, testId, purpose, mobile, dialingCode, value, onChange, error, onMobileInvalid }: {
  id: string;
  testId: string;
  purpose: SmsPurpose;
  /** The number as typed; sent without its trunk zero. */
  mobile: string;
  dialingCode: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Called instead of sending when the number is missing or malformed. */
  onMobileInvalid: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [secondsLeft, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSend = async () => {
    if (sending || secondsLeft > 0) return;
    setSendError(null);
    const number = normalizeMobile(mobile);
    if (!number) return onMobileInvalid(t('validation.mobileRequired'));
    if (!MOBILE.test(number)) return onMobileInvalid(t('validation.mobileInvalid'));
    setSending(true);
    try {
      const result = await sendSmsCode(purpose, number, dialingCode);
      startCountdown(resendWaitSeconds(result.expiredMinutes));
      setSent(true);
    } catch (e) {
      setSendError(e instanceof ApiError && e.code !== 'client.network' ? e.message : t('errors.network'));
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
          label={t('auth.smsCode')}
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
          {t('auth.smsSent')}
        </p>
      ) : null}
      {sendError ? (
        <p className="auth-alert sms-send-error" role="alert" data-testid={`${testId}-send-error`}>
          {sendError}
        </p>
      ) : null}
    </div>
  );
}
