/**
 * The SMS code input (spec §4, §7): the mobile number is checked before a code is requested, and
 * the request carries a human-verification answer from the popup's solver.
 */
import { useTranslation } from 'react-i18next';
import { normalizeMobile } from '@platform/contracts';
import { sendSmsCode, type SmsPurpose } from '../api/send-sms-code';
import { CodeField } from '../../../components/form/code-field';
import { useHumanCheck } from './human-check';

const MOBILE = /^\d{6,15}$/;

export function SmsCodeField({ purpose, mobile, dialingCode, onMobileInvalid, ...field }: {
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
  const human = useHumanCheck();

  const send = async () => {
    const number = normalizeMobile(mobile);
    if (!MOBILE.test(number)) {
      onMobileInvalid(number ? t('validation.mobileInvalid') : t('validation.mobileRequired'));
      return null;
    }
    return sendSmsCode(purpose, number, dialingCode, await human.take());
  };

  return <CodeField {...field} label={t('auth.smsCode')} sentText={t('auth.smsSent')} send={send} />;
}
