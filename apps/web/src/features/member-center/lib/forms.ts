/**
 * The checks the security dialogs run before calling the server, with the merchant's own rules
 * (the registration config), so a player sees the same rule text as on the register popup.
 */
import { PATTERNS, matchesPattern, normalizeMobile, type FieldProblem, type RegisterFieldConfig } from '@platform/contracts';

export type Problem = FieldProblem | { rule: 'sameAsLogin' } | { rule: 'mobile' } | { rule: 'email' } | { rule: 'code' };

const ruleOf = (config: readonly RegisterFieldConfig[], field: string) => config.find((f) => f.field === field);

/** Null when the number fits the merchant's mobile rule (digits, length), after dropping the trunk zero. */
export function mobileProblem(config: readonly RegisterFieldConfig[], typed: string): Problem | null {
  const mobile = normalizeMobile(typed);
  if (!mobile) return { field: 'mobileNum', rule: 'required' };
  const rule = ruleOf(config, 'mobileNum');
  const ok = /^\d+$/.test(mobile) && (!rule || (mobile.length >= rule.minLength && mobile.length <= rule.maxLength));
  return ok ? null : { rule: 'mobile' };
}

export function emailProblem(config: readonly RegisterFieldConfig[], typed: string): Problem | null {
  const email = typed.trim();
  if (!email) return { field: 'email', rule: 'required' };
  const rule = ruleOf(config, 'email');
  const ok = rule ? matchesPattern(rule.acceptedPattern, email, rule.minLength, rule.maxLength) : matchesPattern(PATTERNS.EMAIL, email, 6, 120);
  return ok ? null : { rule: 'email' };
}

/** One-time codes: SMS and e-mail codes are 4–8 digits, authenticator codes exactly 6. */
export function codeProblem(typed: string, digits: 'otp' | 'totp'): Problem | null {
  const code = typed.replace(/\s/g, '');
  if (!code) return { field: 'verificationCode', rule: 'required' };
  return (digits === 'totp' ? /^\d{6}$/ : /^\d{4,8}$/).test(code) ? null : { rule: 'code' };
}

export type FundField = 'oldFundPassword' | 'loginPassword' | 'newFundPassword' | 'confirmFundPassword';

/**
 * The fund password form: every shown field filled, the new one following the merchant's
 * `paymentPassword` rule, confirmed, and not the login password typed above it.
 */
export function fundPasswordProblems(
  config: readonly RegisterFieldConfig[],
  values: Record<FundField, string>,
  changing: boolean,
): Partial<Record<FundField, Problem>> {
  const problems: Partial<Record<FundField, Problem>> = {};
  if (changing && !values.oldFundPassword) problems.oldFundPassword = { field: 'paymentPassword', rule: 'required' };
  if (!values.loginPassword) problems.loginPassword = { field: 'password', rule: 'required' };
  const rule = ruleOf(config, 'paymentPassword');
  if (!values.newFundPassword) problems.newFundPassword = { field: 'paymentPassword', rule: 'required' };
  else if (rule && !matchesPattern(rule.acceptedPattern, values.newFundPassword, rule.minLength, rule.maxLength)) {
    problems.newFundPassword = { field: 'paymentPassword', rule: 'pattern', patternId: rule.patternId, minLength: rule.minLength, maxLength: rule.maxLength };
  } else if (values.newFundPassword === values.loginPassword) problems.newFundPassword = { rule: 'sameAsLogin' };
  if (!problems.newFundPassword && values.confirmFundPassword !== values.newFundPassword) problems.confirmFundPassword = { field: 'paymentPassword', rule: 'mismatch' };
  return problems;
}
