/**
 * Extra verification for a login from an unrecognised address (spec §2, §4): the account confirms
 * with a code sent to its mobile or e-mail, its bank account's real name, or an authenticator code.
 */
import type { z } from 'zod';
import type { loginResponse, loginVerificationMethod } from '@platform/contracts';

export type LoginVerificationMethod = z.infer<typeof loginVerificationMethod>;
export type LoginVerification = NonNullable<z.infer<typeof loginResponse>['verification']>;
export type AnswerProblem = 'code' | 'totp' | 'bankName';

/** Mobile and e-mail need a code sent first; the others are answered from what the player knows. */
export function sendsCode(method: LoginVerificationMethod): method is 'mobile' | 'email' {
  return method === 'mobile' || method === 'email';
}

/** The problem with an answer before it is sent, or null when it may be sent. */
export function answerProblem(method: LoginVerificationMethod, answer: string): AnswerProblem | null {
  const value = answer.trim();
  if (sendsCode(method)) return /^\d{4,8}$/.test(value) ? null : 'code';
  if (method === 'totp') return /^\d{6}$/.test(value) ? null : 'totp';
  return value.length > 0 && value.length <= 100 ? null : 'bankName';
}

/** The method offered first: the first one the server lists (it lists the strongest first). */
export function firstMethod(verification: LoginVerification): LoginVerificationMethod | null {
  return verification.methods[0]?.method ?? null;
}
