/**
 * Which registration fields the popup shows and what it sends (spec §3, §4): only fields the
 * merchant enabled, plus the ones every registration needs. The server rejects unknown keys.
 */
import type { RegisterBody, RegisterField, RegisterFieldConfig } from '@platform/contracts';
import { normalizeMobile } from '@platform/contracts';
import type { RegisterMode } from '../api/register-member';

/** Fields with their own widgets or rules elsewhere in the popup. */
const NOT_TEXT_INPUTS = new Set<RegisterField>(['captcha', 'verificationCode']);

/** The fields shown for a mode, in the operator's order; the mobile tab starts with the number. */
export function visibleFields(config: readonly RegisterFieldConfig[], mode: RegisterMode): RegisterFieldConfig[] {
  const forced = (f: RegisterField) =>
    f === 'password' || f === 'confirmPassword' || (mode === 'username' && f === 'username') || (mode === 'mobile' && f === 'mobileNum');
  const shown = config.filter((c) => (c.enabled || forced(c.field)) && !NOT_TEXT_INPUTS.has(c.field) && !(mode === 'mobile' && c.field === 'username'));
  if (mode !== 'mobile') return shown;
  return [...shown.filter((c) => c.field === 'mobileNum'), ...shown.filter((c) => c.field !== 'mobileNum')];
}

/** Spec §9: ages 18 and 21; a merchant asking for the birthday asks for 21. */
export function requiredAge(config: readonly RegisterFieldConfig[]): number {
  return config.some((c) => c.field === 'birthday' && c.enabled) ? 21 : 18;
}

export function buildRegisterBody(input: {
  config: readonly RegisterFieldConfig[];
  mode: RegisterMode;
  values: Partial<Record<RegisterField, string>>;
  acceptTerms: boolean;
  confirmAge: boolean;
  dialingCode: string;
  urlAffiliateCode: string;
  href: string;
  hostname: string;
}): Partial<RegisterBody> {
  const { config, mode, values } = input;
  const body: Partial<RegisterBody> = {
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    domain: input.hostname,
    registerUrl: input.href,
    registerMethod: 'WEB',
    acceptTerms: input.acceptTerms,
    confirmAge: input.confirmAge,
  };
  const fields = visibleFields(config, mode);
  for (const { field } of fields) {
    if (field === 'password' || field === 'confirmPassword') continue;
    const value = values[field]?.trim() ?? '';
    if (value === '') continue;
    (body as Record<string, unknown>)[field] = field === 'mobileNum' ? normalizeMobile(value) : value;
  }
  if (body.mobileNum) body.countryDialingCode = input.dialingCode;
  // Spec §4: the URL's affiliate code is used when no code field is shown.
  if (!fields.some((c) => c.field === 'affiliateCode') && input.urlAffiliateCode) body.affiliateCode = input.urlAffiliateCode;
  return body;
}
