import { describe, expect, it } from 'vitest';
import { categoryOfType, codeOfParam, promotionDetailPath, promotionsPath } from './promotion-links';

describe('promotion links', () => {
  it('takes a category from the type, in any case, and anything else as every category', () => {
    expect(categoryOfType('VIP')).toBe('VIP');
    expect(categoryOfType(' new_member ')).toBe('NEW_MEMBER');
    expect(categoryOfType('REFERRAL')).toBeNull();
    expect(categoryOfType(null)).toBeNull();
  });

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
