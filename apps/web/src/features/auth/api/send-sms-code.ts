/**
 * SMS codes (spec §4, §7): /wps/verification/sms/noLogin for SMS login and recovery by phone,
 * /wps/verification/sms/register for registration. Both carry the human-verification answer when
 * the merchant asks for one. The answer says how long the code lives.
 */
import type { z } from 'zod';
import type { smsSentResponse } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export type SmsSent = z.infer<typeof smsSentResponse>;
export type SmsPurpose = 'noLogin' | 'register';

export function sendSmsCode(purpose: SmsPurpose, mobileNum: string, countryDialingCode: string, humanVerification?: string): Promise<SmsSent> {
  const number = purpose === 'register' ? { mobileNo: mobileNum } : { mobileNum };
  const body = { ...number, countryDialingCode, ...(humanVerification ? { humanVerification } : {}) };
  return apiRequest<SmsSent>(`/wps/verification/sms/${purpose}`, { method: 'POST', body });
}
