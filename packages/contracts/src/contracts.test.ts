import { describe, expect, it } from 'vitest';
import { PATTERNS, matchesPattern } from './patterns';
import { parseLanguage, pickLanguage } from './languages';

describe('languages', () => {
  it('reads header values in many spellings', () => {
    expect(parseLanguage('th')).toBe('TH');
    expect(parseLanguage('zh-CN')).toBe('CN');
    expect(parseLanguage('pt-BR')).toBe('PT');
    expect(parseLanguage('KM')).toBeUndefined();
    expect(parseLanguage('')).toBeUndefined();
  });

  it('picks the requested language only when the merchant offers it, else its first, else EN', () => {
    expect(pickLanguage('EN', ['TH', 'EN', 'CN'])).toBe('EN');
    expect(pickLanguage('PT', ['TH', 'EN', 'CN'])).toBe('TH');
    expect(pickLanguage(undefined, ['ID', 'EN'])).toBe('ID');
    expect(pickLanguage('TH', [])).toBe('EN');
  });
});

describe('registration patterns (spec §5)', () => {
  const cases: [keyof typeof PATTERNS, string[], string[]][] = [
    ['ALPHANUMERIC', ['abc123'], ['abc 123', 'ab_1']],
    ['LETTER_FIRST_ALPHANUMERIC', ['a123'], ['1abc']],
    ['EMAIL', ['a@b.co'], ['a@b', 'a b@c.de']],
    ['DIGITS', ['0812345678'], ['08-1234']],
    ['HAS_UPPERCASE', ['abC'], ['abc']],
    ['NO_SPACES', ['a-b_c!'], ['a b']],
    ['ENGLISH_SPACES', ['John Smith'], ['John1']],
    ['THAI', ['สมชาย'], ['สมชาย a']],
    ['KOREAN', ['김민수'], ['kim']],
    ['THAI_ENGLISH_SPACES', ['สมชาย Smith'], ['สมชาย1']],
    ['JAPANESE_FULL_WIDTH', ['ヤマダタロウ'], ['yamada']],
    ['CHINESE', ['王小明'], ['wang']],
    ['FULL_NAME', ['Somchai Jaidee'], ['Somchai', 'A B C']],
    ['UPPERCASE', ['ABC'], ['AbC']],
    ['DATE_YYYY_MM_DD', ['2000-02-29'], ['2000-13-01', '02-29-2000']],
    ['DATE_MM_DD_YYYY', ['02-29-2000'], ['2000-02-29']],
    ['STRONG_PASSWORD', ['Aa1!aaaa'], ['Aa1aaaaa', 'aa1!aaaa']],
    ['NAME_ANY_SCRIPT', ['José da Silva', 'राहुल शर्मा'], ['R2D2']],
  ];
  it.each(cases)('%s', (id, good, bad) => {
    for (const v of good) expect(matchesPattern(PATTERNS[id], v, 1, 50), v).toBe(true);
    for (const v of bad) expect(matchesPattern(PATTERNS[id], v, 1, 50), v).toBe(false);
  });

  it('accepts anything for *, but still checks length (in characters, not bytes)', () => {
    expect(matchesPattern('*', 'any thing!', 1, 20)).toBe(true);
    expect(matchesPattern('*', '', 1, 20)).toBe(false);
    expect(matchesPattern('*', 'สมชาย', 5, 5)).toBe(true);
    expect(matchesPattern(PATTERNS.DIGITS, '123', 4, 10)).toBe(false);
  });

  it('treats a broken operator pattern as no match instead of throwing', () => {
    expect(matchesPattern('([', 'x', 0, 5)).toBe(false);
  });
});
