import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it('keeps the stored language when the merchant offers it', () => {
    expect(resolveLanguage('EN', null, ['TH', 'EN', 'CN'])).toBe('EN');
  });
  it("falls back to the visitor's last choice, then the merchant's first language", () => {
    expect(resolveLanguage('HI', 'CN', ['TH', 'EN', 'CN'])).toBe('CN');
    expect(resolveLanguage('CN', null, ['HI', 'EN'])).toBe('HI');
    expect(resolveLanguage(null, null, ['TH', 'EN'])).toBe('TH');
  });
  it('uses EN when a merchant lists no language we ship', () => {
    expect(resolveLanguage(null, null, [])).toBe('EN');
  });
});
