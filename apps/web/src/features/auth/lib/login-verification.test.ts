import { describe, expect, it } from 'vitest';
import { answerProblem, firstMethod, sendsCode } from './login-verification';

describe('login verification answers', () => {
  it('sends codes for mobile and e-mail only', () => {
    expect(sendsCode('mobile')).toBe(true);
    expect(sendsCode('email')).toBe(true);
    expect(sendsCode('bankName')).toBe(false);
    expect(sendsCode('totp')).toBe(false);
  });

  it('checks each answer before it is sent', () => {
    expect(answerProblem('mobile', ' 123456 ')).toBeNull();
    expect(answerProblem('email', '12ab')).toBe('code');
    expect(answerProblem('totp', '123456')).toBeNull();
    expect(answerProblem('totp', '12345')).toBe('totp');
    expect(answerProblem('bankName', '  Somchai Jaidee ')).toBeNull();
    expect(answerProblem('bankName', '   ')).toBe('bankName');
    expect(answerProblem('bankName', 'x'.repeat(101))).toBe('bankName');
  });

  it('offers the first listed method first, none when the list is empty', () => {
    expect(firstMethod({ ticket: 't'.repeat(20), methods: [{ method: 'email', hint: 's•••@mail.com' }, { method: 'totp', hint: null }] })).toBe('email');
    expect(firstMethod({ ticket: 't'.repeat(20), methods: [] })).toBeNull();
  });
});
