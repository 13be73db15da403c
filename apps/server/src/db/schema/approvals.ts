import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../schema';

/**
 * Changes that wait for a second operator (issue 18, decision 0045). Owned by the approvals module; what
 * a kind means (`operator.role`, later a merchant's money settings) belongs to the module that
 * registered it. Wallet adjustments keep their own table (decision 0033): they carry an amount, a member
 * and a ledger posting.
 */
export const approvalRequests = pgTable('approval_requests', {
  id: serial('id').primaryKey(),
  /** The registered kind, e.g. `operator.role`. */
  kind: text('kind').notNull(),
  /** The merchant the change belongs to, for scoping; null: a change of the whole site (an unbound operator). */
  merchantCode: text('merchant_code').references(() => merchants.code),
  /** What it changes, as the audit log names it: `operator:12`. */
  target: text('target').notNull(),
  /** What the applier applies. */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** What it replaces, as read when the request was made: shown to the checker. */
  before: jsonb('before').$type<Record<string, unknown>>(),
  /** 'stale': what it changes was changed since it was asked for; closed at the approval that found it (migration 0039). */
  status: text('status').$type<'pending' | 'approved' | 'rejected' | 'cancelled' | 'stale'>().notNull().default('pending'),
  /** The maker: its operator id (null for the CLI) and the audit actor id (`<id>:<username>`). */
  requestedById: integer('requested_by_id'),
  requestedBy: text('requested_by').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  decidedBy: text('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionReason: text('decision_reason'),
}, (t) => [
  // One open question per thing at a time: a second request would be decided against a stale `before`.
  uniqueIndex('approval_requests_one_pending').on(t.kind, t.target).where(sql`${t.status} = 'pending'`),
  index('approval_requests_list').on(t.merchantCode, t.status, t.id),
  check('approval_requests_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected', 'cancelled', 'stale')`),
]);
