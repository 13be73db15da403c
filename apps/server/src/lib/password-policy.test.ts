import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR, DEMO_PLAYER } from '../db/seed';
import { OPERATOR_PASSWORD_MIN_LENGTH, commonPasswordCount, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('checks against a list of at least 10,000 common and breached passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const common of ['password', '12345678', 'PassWord1', 'qwertyuiop', 'iloveyou', 'football']) {
      expect(passwordProblem(common), common).toBe('common');
    }
  });

  it('refuses trivial shapes the list misses: a repeated unit or a straight run', () => {
    for (const trivial of ['aaaaaaaa', 'ZZZZZZZZZZ', 'abababab', 'xyzxyzxyz', 'abcdefghij', '98765432', 'hgfedcba']) {
      expect(passwordProblem(trivial), trivial).toBe('common');
    }
  });

  it('refuses short passwords and never lets a caller loosen the floor of 8', () => {
    expect(passwordProblem('Ab#4567')).toBe('too_short');
    expect(passwordProblem('Ab#4567', { minLength: 4 })).toBe('too_short');
    expect(passwordProblem('Ab#45678', { minLength: 10 })).toBe('too_short');
    // Characters, not UTF-16 units: eight Thai letters are eight.
    expect(passwordProblem('รหัสผ่านดีมาก')).toBeNull();
  });

  it('refuses the username itself, whatever the case', () => {
    expect(passwordProblem('Lucky_Tiger88', { username: 'lucky_tiger88' })).toBe('same_as_username');
    expect(passwordProblem('Lucky_Tiger88', { username: 'someone' })).toBeNull();
  });

  it('keeps 12 characters for operators and accepts the published demo passwords for players', () => {
    expect(passwordProblem('Th-ops#2026x', { minLength: OPERATOR_PASSWORD_MIN_LENGTH })).toBeNull();
    expect(passwordProblem('Th-ops#2026', { minLength: OPERATOR_PASSWORD_MIN_LENGTH })).toBe('too_short');
    expect(passwordProblem(DEMO_PLAYER.password, { username: DEMO_PLAYER.username })).toBeNull();
    // The demo operator's published password is shorter than the operator floor: the seed is exempt (decision 0033).
    expect(passwordProblem(DEMO_OPERATOR.password, { minLength: OPERATOR_PASSWORD_MIN_LENGTH })).toBe('too_short');
  });
});
