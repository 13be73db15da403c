import { describe, expect, it } from 'vitest';
import { codeOfParam, promotionDetailPath, promotionsPath } from './promotion-links';

describe('promotion links', () => {
  it('builds the list and detail addresses', () => {
    expect(promotionsPath(null)).toBe('/promotions');
    expect(promotionsPath('DAILY')).toBe('/promotions?type=DAILY');
    expect(promotionDetailPath('WELCOME')).toBe('/promotionDetail?code=WELCOME');
  });

  it('reads a code as the catalogue writes it and nothing else', () => {
    expect(codeOfParam('welcome')).toBe('WELCOME');
    expect(codeOfParam('WEEKLY_CASHBACK')).toBe('WEEKLY_CASHBACK');
    expect(codeOfParam('../x')).toBeNull();
    expect(codeOfParam('')).toBeNull();
    expect(codeOfParam(null)).toBeNull();
  });
});
