/**
 * SMS codes (spec §4, §7): /wps/verification/sms/noLogin for SMS login and recovery by phone,
 * /wps/verification/sms/register for registration. The answer says how long the code lives.
 */
import type { z } from 'zod';
import type { smsSentResponse } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export type SmsSent = z.infer<typeof smsSentResponse>;
export type SmsPurpose = 'noLogin' | 'register';

export function sendSmsCode(purpose: SmsPurpose, mobileNum: string, countryDialingCode: string): Promise<SmsSent> {
  const body = purpose === 'register' ? { mobileNo: mobileNum, countryDialingCode } : { mobileNum, countryDialingCode };
  return apiRequest<SmsSent>(`/wps/verification/sms/${purpose}`, { method: 'POST', body });
}
