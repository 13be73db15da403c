import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../schema';

/**
 * Banners and notices (issue 5; decision 0022). Owned by the content module. Texts are per language
 * (language code → text); a language the operator left out falls back to EN, then to any text.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** How the server draws a banner's generated SVG when no image was uploaded (see content/banner-art.ts). */
export interface BannerArt { theme: string; motif: string }

/** A banner of one group (spec §3: w_login, w_register, w_home, w_leftmenu, w_lott). */
export const contentBanners = pgTable('content_banners', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  groupName: text('group_name').notNull(),
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  subtitles: jsonb('subtitles').$type<Record<string, string>>().notNull().default({}),
  art: jsonb('art').$type<BannerArt>().notNull(),
  /** An operator's uploaded image (files module storage; PNG or JPEG by its bytes) shown instead of the drawn art. */
  imageKey: text('image_key'),
  imageType: text('image_type'),
  /** GAME (target: node id), PROMOTION (promotion type), URL (http(s) address), CATEGORY (game category); null: not clickable. */
  linkageType: text('linkage_type'),
  target: text('target'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The active window; null ends are open. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  status: text('status').notNull().default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('content_banners_group').on(t.merchantCode, t.groupName, t.sortOrder),
  check('content_banners_group_name', sql`${t.groupName} IN ('w_login', 'w_register', 'w_home', 'w_leftmenu', 'w_lott')`),
  check('content_banners_linkage', sql`${t.linkageType} IS NULL OR ${t.linkageType} IN ('GAME', 'PROMOTION', 'URL', 'CATEGORY')`),
  check('content_banners_status', sql`${t.status} IN ('active', 'hidden')`),
  check('content_banners_image', sql`(${t.imageKey} IS NULL) = (${t.imageType} IS NULL)`),
]);

/**
 * An announcement (spec §3, §9; banners are type B): PL player notice, PU popup, PR promotion,
 * H headline; execution A after login, B before login, F both. Content is HTML, sanitised on write.
 */
export const contentNotices = pgTable('content_notices', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  contents: jsonb('contents').$type<Record<string, string>>().notNull(),
  execution: text('execution').notNull().default('F'),
  promotionType: text('promotion_type'),
  sortOrder: integer('sort_order').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  status: text('status').notNull().default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('content_notices_type').on(t.merchantCode, t.type, t.sortOrder),
  check('content_notices_type_check', sql`${t.type} IN ('PL', 'PU', 'PR', 'H')`),
  check('content_notices_execution', sql`${t.execution} IN ('A', 'B', 'F')`),
  check('content_notices_status', sql`${t.status} IN ('active', 'hidden')`),
]);
