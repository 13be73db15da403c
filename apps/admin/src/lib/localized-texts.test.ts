import { describe, expect, it } from 'vitest';
import { filledTexts, textLanguages } from './localized-texts';

describe('texts per language', () => {
  it('puts EN first, then the merchant\'s other languages once', () => {
    expect(textLanguages(['TH', 'EN', 'CN'])).toEqual(['EN', 'TH', 'CN']);
    expect(textLanguages(undefined)).toEqual(['EN']);
  });

  it('sends only the filled texts, trimmed', () => {
    expect(filledTexts({ EN: ' Hello ', TH: '  ', CN: '' })).toEqual({ EN: 'Hello' });
  });
});
