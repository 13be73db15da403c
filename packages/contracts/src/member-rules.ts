import { matchesPattern } from './patterns';
import type { RegisterField } from './constants';
import type { RegisterFieldConfig } from './system';

/** Member rules shared by server and web, free of zod (docs/decisions/0002). */

/** Member types (spec §3, §6): agents 1, 2, 41, 42; trial 4; 0 an ordinary member. */
export const MEMBER_TYPE = { member: 0, trial: 4 } as const;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);
/**
 * Who may log in to the member site: players, agents (they play too) and trial users. Any other
 * account type (house and staff accounts kept for the agent tree) gets member_no_enter.
 */
export const canEnterMemberSite = (type: number) => type === MEMBER_TYPE.member || type === MEMBER_TYPE.trial || isAgentType(type);

/**
 * The password policy's floor (decision 0033): a merchant's register config may ask for longer
 * passwords, never shorter. The server also checks a list of common passwords and the username.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Mobile numbers are kept without the national trunk prefix: "0812345678" and "812345678" are one number. */
export function normalizeMobile(raw: string): string {
  return raw.replace(/[\s-]/g, '').replace(/^0+/, '');
}

/** One broken rule of the registration form: enough for the popup to show the translated message. */
export interface FieldProblem {
  field: RegisterField | 'acceptTerms' | 'confirmAge';
  /**
   * required, pattern (with patternId and min–max), mismatch (confirm password), the tick boxes, or the
   * server's password policy (decision 0033): common (a common or breached password) and same_as_username.
   */
  rule: 'required' | 'pattern' | 'mismatch' | 'terms' | 'age' | 'common' | 'same_as_username';
  patternId?: string;
  minLength?: number;
  maxLength?: number;
}

/**
 * The registration rules of spec §5, run in the browser and on the server alike: each enabled field
 * is required when configured so, and a value must match its pattern and length. Mobile registration
 * always needs the mobile number; username registration always needs the username.
 */
export function validateRegistration(
  config: readonly RegisterFieldConfig[],
  form: Partial<Record<string, unknown>>,
  mode: 'username' | 'mobile',
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const value = (f: string) => (typeof form[f] === 'string' ? (form[f] as string).trim() : '');
  for (const c of config) {
    const forced = (c.field === 'username' && mode === 'username') || (c.field === 'mobileNum' && mode === 'mobile')
      || c.field === 'password' || c.field === 'confirmPassword';
    // Mobile registration uses the mobile number as username, so the username field is not asked.
    if (c.field === 'username' && mode === 'mobile') continue;
    if (!c.enabled && !forced) continue;
    const v = c.field === 'mobileNum' ? normalizeMobile(value(c.field)) : value(c.field);
    if (v === '') {
      if (c.required || forced) problems.push({ field: c.field, rule: 'required' });
      continue;
    }
    if (!matchesPattern(c.acceptedPattern, v, c.minLength, c.maxLength)) {
      problems.push({ field: c.field, rule: 'pattern', patternId: c.patternId, minLength: c.minLength, maxLength: c.maxLength });
    }
  }
  if (value('password') !== '' && form.password !== form.confirmPassword) problems.push({ field: 'confirmPassword', rule: 'mismatch' });
  if (form.acceptTerms !== true) problems.push({ field: 'acceptTerms', rule: 'terms' });
  if (form.confirmAge !== true) problems.push({ field: 'confirmAge', rule: 'age' });
  return problems;
}

