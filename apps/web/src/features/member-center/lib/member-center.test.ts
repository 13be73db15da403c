import { describe, expect, it } from 'vitest';
import { PATTERNS, type RegisterFieldConfig } from '@platform/contracts';
import { codeProblem, emailProblem, fundPasswordProblems, mobileProblem } from './forms';
import { badgeText, DEFAULT_MEMBER_PAGE, MEMBER_MENU, memberPageFrom } from './menu';
import { securityLevel } from './security-level';

const field = (name: RegisterFieldConfig['field'], patternId: keyof typeof PATTERNS, minLength: number, maxLength: number): RegisterFieldConfig =>
  ({ field: name, enabled: true, required: false, acceptedPattern: PATTERNS[patternId], patternId, minLength, maxLength });
const CONFIG = [field('mobileNum', 'DIGITS', 9, 9), field('email', 'EMAIL', 6, 64), field('paymentPassword', 'DIGITS', 6, 6)];

describe('member centre menu', () => {
  it('lists the fourteen entries of spec §2 with security first and the default', () => {
    expect(MEMBER_MENU.map((e) => e.id)).toEqual([
      'securityCenter', 'walletTransfer', 'deposit', 'withdraw', 'transferToUpline', 'bettingRecord', 'accountRecord',
      'personalProfit', 'bonusDetails', 'rewardCenter', 'inviteFriends', 'missionLeaderboard', 'messages', 'manualRebate',
    ]);
    expect(DEFAULT_MEMBER_PAGE).toBe('securityCenter');
    expect(MEMBER_MENU.filter((e) => 'badge' in e).map((e) => e.id)).toEqual(['rewardCenter', 'missionLeaderboard', 'messages']);
  });

  it('reads the page from the query, falling back to the security centre', () => {
    expect(memberPageFrom('deposit').id).toBe('deposit');
    expect(memberPageFrom(null).id).toBe('securityCenter');
    expect(memberPageFrom('nope').id).toBe('securityCenter');
    expect(memberPageFrom('__proto__').id).toBe('securityCenter');
  });

  it('shows a badge only for a positive count, capped at 99+', () => {
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-2)).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('security level', () => {
  const none = { mobileVerified: false, emailVerified: false, totpEnabled: false, fundPasswordSet: false, payeeNameSet: false };
  it('counts verified and set protections', () => {
    expect(securityLevel(none)).toEqual({ done: 0, total: 5, level: 'low' });
    expect(securityLevel({ ...none, mobileVerified: true, fundPasswordSet: true })).toMatchObject({ done: 2, level: 'medium' });
    expect(securityLevel({ ...none, mobileVerified: true, emailVerified: true, totpEnabled: true, fundPasswordSet: true })).toMatchObject({ done: 4, level: 'high' });
  });
});

describe('security forms', () => {
  it("checks a number against the merchant's rule after dropping the trunk zero", () => {
    expect(mobileProblem(CONFIG, '0812345678')).toBeNull();
    expect(mobileProblem(CONFIG, '')).toEqual({ field: 'mobileNum', rule: 'required' });
    expect(mobileProblem(CONFIG, '08123')).toEqual({ rule: 'mobile' });
    expect(mobileProblem(CONFIG, '08123456ab')).toEqual({ rule: 'mobile' });
  });

  it('checks e-mail addresses and codes', () => {
    expect(emailProblem(CONFIG, ' somchai@mail.com ')).toBeNull();
    expect(emailProblem(CONFIG, 'somchai@')).toEqual({ rule: 'email' });
    expect(emailProblem([], 'a@b.co')).toBeNull();
    expect(emailProblem(CONFIG, '  ')).toEqual({ field: 'email', rule: 'required' });
    expect(codeProblem('123 456', 'totp')).toBeNull();
    expect(codeProblem('12345', 'totp')).toEqual({ rule: 'code' });
    expect(codeProblem('1234', 'otp')).toBeNull();
    expect(codeProblem('', 'otp')).toEqual({ field: 'verificationCode', rule: 'required' });
  });

  it('asks for the old fund password only when changing, follows the rule and refuses the login password', () => {
    const values = { oldFundPassword: '', loginPassword: 'Secret#123', newFundPassword: '246810', confirmFundPassword: '246810' };
    expect(fundPasswordProblems(CONFIG, values, false)).toEqual({});
    expect(fundPasswordProblems(CONFIG, values, true)).toEqual({ oldFundPassword: { field: 'paymentPassword', rule: 'required' } });
    expect(fundPasswordProblems(CONFIG, { ...values, newFundPassword: 'abc', confirmFundPassword: 'abc' }, false)).toEqual({
      newFundPassword: { field: 'paymentPassword', rule: 'pattern', patternId: 'DIGITS', minLength: 6, maxLength: 6 },
    });
    expect(fundPasswordProblems(CONFIG, { ...values, confirmFundPassword: '246811' }, false)).toEqual({ confirmFundPassword: { field: 'paymentPassword', rule: 'mismatch' } });
    expect(fundPasswordProblems([], { ...values, loginPassword: '246810' }, false)).toEqual({ newFundPassword: { rule: 'sameAsLogin' } });
    expect(fundPasswordProblems(CONFIG, { oldFundPassword: '', loginPassword: '', newFundPassword: '', confirmFundPassword: '' }, false)).toEqual({
      loginPassword: { field: 'password', rule: 'required' }, newFundPassword: { field: 'paymentPassword', rule: 'required' },
    });
  });
});
