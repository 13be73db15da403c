import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { merchants } from '../schema';

/**
 * The promotions catalogue (issue 19; decision 0058). Owned by the promotions module. Texts are per
 * language (language code → text), EN the fallback, as banners and notices keep theirs.
 */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  /** What banners and notices link to (their PROMOTION target and promotionType). */
  code: text('code').notNull(),
  kind: text('kind').notNull(),
  category: text('category').notNull(),
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  summaries: jsonb('summaries').$type<Record<string, string>>().notNull().default({}),
  /** Safe HTML per language (cleaned by lib/html.ts before it is stored). */
  contents: jsonb('contents').$type<Record<string, string>>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The window; null ends are open. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  status: text('status').notNull().default('draft'),
  /** The card's picture, uploaded by an operator (files module storage; PNG or JPEG by its bytes); none shows the drawn art. */
  imageKey: text('image_key'),
  imageType: text('image_type'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('promotions_code').on(t.merchantCode, t.code),
  index('promotions_list').on(t.merchantCode, t.status, t.sortOrder),
  check('promotions_kind', sql`${t.kind} IN ('deposit_bonus', 'rebate', 'cashback', 'red_envelope', 'referral', 'apply', 'check_in')`),
  check('promotions_status', sql`${t.status} IN ('draft', 'active', 'paused', 'closed')`),
  check('promotions_image', sql`(${t.imageKey} IS NULL) = (${t.imageType} IS NULL)`),
  check('promotions_window', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
]);
