import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members, merchants } from '../schema';

/**
 * Operators' notes on a player (issue 18, decision 0048). Owned by the member module's player
 * directory. A note is never edited or deleted: what support wrote stays as written, with its author.
 */
export const playerNotes = pgTable('player_notes', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  memberId: integer('member_id').notNull().references(() => members.id),
  text: text('text').notNull(),
  /** The author as the audit log names it (`<id>:<username>`), and its username to show. */
  authorId: text('author_id').notNull(),
  author: text('author').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Newest first per player: one index range.
  index('player_notes_member').on(t.memberId, t.id),
  check('player_notes_text_length', sql`char_length(${t.text}) BETWEEN 1 AND 1000`),
]);
