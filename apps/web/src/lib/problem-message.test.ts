import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { PATTERNS } from '@platform/contracts';
import en from '../locales/en.json';
import { problemMessage } from './problem-message';

// A tiny stand-in for i18next: looks the key up in the EN bundle and fills {{placeholders}}.
const t = ((key: string, options: Record<string, unknown> = {}) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  return String(value ?? key).replace(/{{(\w+)}}/g, (_, name: string) => String(options[name]));
}) as unknown as TFunction;

describe('registration problem messages', () => {
  it('has an EN message for every pattern id', () => {
    const messages = en.validation.pattern as Record<string, string>;
    expect(Object.keys(PATTERNS).filter((id) => !messages[id])).toEqual([]);
  });

  it('names min–max, or one number when both are equal', () => {
    expect(problemMessage(t, { field: 'username', rule: 'pattern', patternId: 'DIGITS', minLength: 4, maxLength: 16 }, 18)).toBe('Digits only, 4–16 characters');
    expect(problemMessage(t, { field: 'paymentPassword', rule: 'pattern', patternId: 'DIGITS', minLength: 6, maxLength: 6 }, 18)).toBe('Digits only, 6 characters');
    expect(problemMessage(t, { field: 'line', rule: 'pattern', patternId: 'OPERATOR_CUSTOM', minLength: 3, maxLength: 9 }, 18)).toBe('Format is incorrect, 3–9 characters');
  });

  it('words the other rules', () => {
    expect(problemMessage(t, { field: 'username', rule: 'required' }, 18)).toBe('Input cannot be empty');
    expect(problemMessage(t, { field: 'confirmPassword', rule: 'mismatch' }, 18)).toBe('Confirmation password is not correct');
    expect(problemMessage(t, { field: 'confirmAge', rule: 'age' }, 21)).toBe('Please confirm you are 21 years old');
  });
});
