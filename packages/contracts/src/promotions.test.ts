import { describe, expect, it } from 'vitest';
import { promotionCategoryOf, promotionCode } from './promotions';

describe('promotion addresses', () => {
  it('takes a category from a page type, in any case, and anything else as every category', () => {
    expect(promotionCategoryOf('VIP')).toBe('VIP');
    expect(promotionCategoryOf(' new_member ')).toBe('NEW_MEMBER');
    expect(promotionCategoryOf('REFERRAL')).toBeNull();
    expect(promotionCategoryOf(null)).toBeNull();
  });

  it('accepts a code as the catalogue writes them and nothing else', () => {
    expect(promotionCode.safeParse('WEEKLY_CASHBACK').success).toBe(true);
    expect(promotionCode.safeParse(' WELCOME ').data).toBe('WELCOME');
    expect(promotionCode.safeParse('welcome').success).toBe(false);
    expect(promotionCode.safeParse('A'.repeat(41)).success).toBe(false);
    expect(promotionCode.safeParse('../x').success).toBe(false);
  });
});
