import {
  FALLBACK_LANGUAGE, PROMOTION_CATEGORIES,
  type Language, type PromotionCard, type PromotionCategory, type PromotionDetail, type PromotionKind, type PromotionPeriod,
} from '@platform/contracts';
import { imageExt } from '../files/images';
import type { PromotionRow } from './repo';

/**
 * What a player is shown of a promotion: its texts in the player's language, EN where the operator
 * wrote none in it (EN is required), and where it stands in its window at `now`.
 */
export function periodOf(row: Pick<PromotionRow, 'status' | 'startsAt' | 'endsAt'>, now: Date): PromotionPeriod {
  if (row.status !== 'active') return 'CLOSE';
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return 'CLOSE';
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return 'COMING_SOON';
  return 'RUNNING';
}

const inLanguage = (texts: Record<string, string>, language: Language) => texts[language] || texts[FALLBACK_LANGUAGE] || '';

/** The versioned address of a promotion's uploaded picture, or null without one. */
export function promotionImageUrl(row: Pick<PromotionRow, 'id' | 'merchantCode' | 'imageType' | 'updatedAt'>): string | null {
  if (!row.imageType) return null;
  return `/wps/promotions/image/${row.merchantCode}/${row.id}.${imageExt(row.imageType)}?v=${row.updatedAt.getTime()}`;
}

export function toCard(row: PromotionRow, language: Language, now: Date): PromotionCard {
  return {
    code: row.code, kind: row.kind as PromotionKind, category: row.category as PromotionCategory,
    title: inLanguage(row.titles, language), summary: inLanguage(row.summaries, language),
    startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null, period: periodOf(row, now),
    imageUrl: promotionImageUrl(row),
  };
}

export function toDetail(row: PromotionRow, language: Language, now: Date): PromotionDetail {
  return { ...toCard(row, language, now), content: inLanguage(row.contents, language) };
}

/** The page's tabs in the catalogue's order, whatever order the database gave them in. */
export function orderedCategories(found: readonly string[]): PromotionCategory[] {
  return PROMOTION_CATEGORIES.filter((c) => found.includes(c));
}
