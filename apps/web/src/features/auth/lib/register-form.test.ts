import { describe, expect, it } from 'vitest';
import type { RegisterFieldConfig } from '@platform/contracts';
import { buildRegisterBody, requiredAge, visibleFields } from './register-form';

const f = (field: RegisterFieldConfig['field'], enabled: boolean, required = false): RegisterFieldConfig => ({
  field, enabled, required, acceptedPattern: '*', patternId: 'ANY', minLength: 0, maxLength: 50,
});
const config = [f('username', true, true), f('password', true, true), f('confirmPassword', true, true), f('mobileNum', true, true), f('email', false), f('affiliateCode', false), f('line', true)];
const base = { config, acceptTerms: true, confirmAge: true, dialingCode: '66', urlAffiliateCode: '', href: 'http://x.test/register', hostname: 'x.test' };

describe('registration form', () => {
  it('shows enabled fields only; the mobile tab starts with the number and asks no username', () => {
    expect(visibleFields(config, 'username').map((c) => c.field)).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'line']);
    expect(visibleFields(config, 'mobile').map((c) => c.field)).toEqual(['mobileNum', 'password', 'confirmPassword', 'line']);
  });

  it('sends only shown, filled fields plus the always-sent ones; never a disabled field', () => {
    const body = buildRegisterBody({ ...base, mode: 'username', values: { username: 'alice', password: 'p', confirmPassword: 'p', mobileNum: '0812345678', email: 'a@b.cc', line: '' } });
    expect(body).toEqual({
      username: 'alice', password: 'p', confirmPassword: 'p', mobileNum: '812345678', countryDialingCode: '66',
      domain: 'x.test', registerUrl: 'http://x.test/register', registerMethod: 'WEB', acceptTerms: true, confirmAge: true,
    });
  });

  it('uses the URL affiliate code when the field is hidden, not when it is shown', () => {
    expect(buildRegisterBody({ ...base, mode: 'mobile', urlAffiliateCode: 'AG01', values: {} }).affiliateCode).toBe('AG01');
    const shown = config.map((c) => (c.field === 'affiliateCode' ? { ...c, enabled: true } : c));
    expect(buildRegisterBody({ ...base, config: shown, mode: 'mobile', urlAffiliateCode: 'AG01', values: {} }).affiliateCode).toBeUndefined();
  });

  it('asks for age 21 when the birthday is asked, else 18', () => {
    expect(requiredAge(config)).toBe(18);
    expect(requiredAge([...config, f('birthday', true)])).toBe(21);
  });
});
