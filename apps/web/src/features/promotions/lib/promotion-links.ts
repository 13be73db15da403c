/**
 * The promotions pages' addresses: `/promotions?type=<category>` picks a tab (the side menu's VIP entry
 * uses it; any other type shows every category), `/promotionDetail?code=<code>` is one promotion, the
 * address banners and notices with a promotion link open.
 */
import { promotionCode, type PromotionCategory } from '@platform/contracts';

export const promotionsPath = (category: PromotionCategory | null) => (category ? `/promotions?type=${category}` : '/promotions');

/** The member centre's pages a deposit bonus leads to: the deposit that earns it, the bonus details that follow it. */
export const DEPOSIT_PATH = '/member?page=deposit';
export const BONUS_DETAILS_PATH = '/member?page=bonusDetails';

export const promotionDetailPath = (code: string) => `/promotionDetail?code=${encodeURIComponent(code)}`;

/** A promotion code as the catalogue writes them (A-Z, 0-9, _), or null for anything else in the address. */
export function codeOfParam(code: string | null): string | null {
  const parsed = promotionCode.safeParse(code?.toUpperCase());
  return parsed.success ? parsed.data : null;
}
