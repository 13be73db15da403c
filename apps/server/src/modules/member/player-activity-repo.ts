import { sql, type SQL } from 'drizzle-orm';
import { MEMBER_TYPE } from '@platform/contracts';
import type { Db } from '../../db/client';

/**
 * SQL of the player page's tabs and actions (decision 0048). Each list is one index range of one
 * player, newest first, read a page at a time and counted up to a cap:
 * ledger entries on `ledger_entries_account_created` (one wallet at a time), rounds on
 * `game_rounds_member`, logins on `member_sessions_member` (member, id), notes on `player_notes_member`.
 * The caller has already found the player in the operator's merchant.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Page { limit: number; offset: number }
export interface Period { from?: string; to?: string }

const page = (p: Page) => sql`LIMIT ${p.limit} OFFSET ${p.offset}`;
const period = (column: SQL, p: Period) =>
  sql`${p.from ? sql` AND ${column} >= ${p.from}` : sql``}${p.to ? sql` AND ${column} < ${p.to}` : sql``}`;

/** How many rows `from … where` holds, counted no further than `cap`. */
async function countUpTo(db: Db, fromWhere: SQL, cap: number): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (SELECT 1 ${fromWhere} LIMIT ${cap}) c`);
  return row?.n ?? 0;
}

/** The player (not a trial account) in the merchant, locked for an action when `forUpdate`. */
export async function findMember(db: Db, merchantCode: string, id: number, forUpdate = false) {
  const [row] = await rows<{ id: number; status: 'active' | 'disabled'; disabledBy: 'operator' | 'agent' | null; mustChangePassword: boolean; totpEnabled: boolean }>(db, sql`SELECT id, status,
    disabled_by AS "disabledBy", must_change_password AS "mustChangePassword", (totp_enabled_at IS NOT NULL OR totp_secret IS NOT NULL) AS "totpEnabled"
    FROM members WHERE merchant_code = ${merchantCode} AND id = ${id} AND type <> ${MEMBER_TYPE.trial}${forUpdate ? sql` FOR UPDATE` : sql``}`);
  return row;
}

export function wallets(db: Db, merchantCode: string, memberId: number) {
  return rows<{ ownerKind: string; ownerId: string; balance: string; currency: string; updatedAt: Date | string }>(db, sql`SELECT owner_kind AS "ownerKind",
    owner_id AS "ownerId", balance::text AS balance, currency, updated_at AS "updatedAt"
    FROM ledger_accounts WHERE member_id = ${memberId} AND merchant_code = ${merchantCode} AND owner_kind IN ('member', 'member_vendor')
    ORDER BY owner_kind, owner_id`);
}

/** The id of one of the player's wallets: the main one, or the vendor's (its owner id is `<member>:<vendor>`). */
export async function walletAccount(db: Db, merchantCode: string, memberId: number, currency: string, vendorCode: string | undefined) {
  const [row] = await rows<{ id: number }>(db, sql`SELECT id FROM ledger_accounts WHERE member_id = ${memberId} AND merchant_code = ${merchantCode}
    AND currency = ${currency} AND ${vendorCode ? sql`owner_kind = 'member_vendor' AND owner_id = ${`${memberId}:${vendorCode}`}` : sql`owner_kind = 'member'`}`);
  return row?.id;
}

export interface LedgerRow {
  id: number; postingId: number; type: string; amount: string; balanceAfter: string | null; reference: string | null; memo: string | null; createdAt: Date | string;
}

export async function ledger(db: Db, accountId: number, q: Period & Page, cap: number) {
  const fromWhere = sql`FROM ledger_entries e WHERE e.account_id = ${accountId}${period(sql`e.created_at`, q)}`;
  const [list, total] = await Promise.all([
    rows<LedgerRow>(db, sql`SELECT e.id::int AS id, e.posting_id::int AS "postingId", p.type, e.amount::text AS amount, e.balance_after::text AS "balanceAfter",
      p.reference, p.memo, e.created_at AS "createdAt"
      FROM (SELECT e.* ${fromWhere} ORDER BY e.created_at DESC, e.id DESC ${page(q)}) e
      JOIN ledger_postings p ON p.id = e.posting_id ORDER BY e.created_at DESC, e.id DESC`),
    countUpTo(db, fromWhere, cap),
  ]);
  return { list, total };
}

export interface RoundRow {
  id: number; vendorCode: string; gameCode: string; roundId: string; status: 'open' | 'settled' | 'rolled_back'; bet: string; win: string; refund: string;
  currency: string; startedAt: Date | string; settledAt: Date | string | null;
}

export async function rounds(db: Db, merchantCode: string, memberId: number, q: Period & Page, cap: number) {
  const fromWhere = sql`FROM game_rounds r WHERE r.merchant_code = ${merchantCode} AND r.member_id = ${memberId}${period(sql`r.started_at`, q)}`;
  const [list, total] = await Promise.all([
    rows<RoundRow>(db, sql`SELECT r.id::int AS id, r.vendor_code AS "vendorCode", r.game_code AS "gameCode", r.round_id AS "roundId", r.status,
      r.bet_amount::text AS bet, r.win_amount::text AS win, r.refund_amount::text AS refund, r.currency, r.started_at AS "startedAt", r.settled_at AS "settledAt"
      ${fromWhere} ORDER BY r.started_at DESC, r.id DESC ${page(q)}`),
    countUpTo(db, fromWhere, cap),
  ]);
  return { list, total };
}

export interface SessionRow {
  id: number; ip: string | null; device: string | null; createdAt: Date | string; lastSeenAt: Date | string; expiresAt: Date | string; revokedAt: Date | string | null;
}

/** Logins newest first; `activeAt` keeps only the sessions still open at that time. */
export async function sessions(db: Db, memberId: number, q: Period & Page & { activeAt?: Date }, cap: number) {
  const active = q.activeAt ? sql` AND s.revoked_at IS NULL AND s.expires_at > ${q.activeAt.toISOString()}` : sql``;
  const fromWhere = sql`FROM member_sessions s WHERE s.member_id = ${memberId}${active}${period(sql`s.created_at`, q)}`;
  const [list, total] = await Promise.all([
    rows<SessionRow>(db, sql`SELECT s.id, s.ip, s.device, s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt",
      s.revoked_at AS "revokedAt" ${fromWhere} ORDER BY s.id DESC ${page(q)}`),
    countUpTo(db, fromWhere, cap),
  ]);
  return { list, total };
}

/** The devices (browser descriptions) the player logged in with, most recent first: one member's sessions, grouped. */
export async function devices(db: Db, memberId: number, q: Page, cap: number) {
  const grouped = sql`FROM member_sessions s WHERE s.member_id = ${memberId} GROUP BY s.device`;
  const [list, total] = await Promise.all([
    rows<{ device: string | null; logins: number; lastSeenAt: Date | string }>(db, sql`SELECT s.device, count(*)::int AS logins, max(s.last_seen_at) AS "lastSeenAt"
      ${grouped} ORDER BY max(s.last_seen_at) DESC, s.device ${page(q)}`),
    countUpTo(db, grouped, cap),
  ]);
  return { list, total };
}

export async function addresses(db: Db, memberId: number, q: Page, cap: number) {
  const fromWhere = sql`FROM member_known_ips k WHERE k.member_id = ${memberId}`;
  const [list, total] = await Promise.all([
    rows<{ ip: string; firstSeenAt: Date | string; lastSeenAt: Date | string }>(db, sql`SELECT k.ip, k.created_at AS "firstSeenAt", k.last_seen_at AS "lastSeenAt"
      ${fromWhere} ORDER BY k.last_seen_at DESC, k.ip ${page(q)}`),
    countUpTo(db, fromWhere, cap),
  ]);
  return { list, total };
}

export async function notes(db: Db, memberId: number, q: Page, cap: number) {
  const fromWhere = sql`FROM player_notes n WHERE n.member_id = ${memberId}`;
  const [list, total] = await Promise.all([
    rows<{ id: number; text: string; author: string; createdAt: Date | string }>(db, sql`SELECT n.id, n.text, n.author, n.created_at AS "createdAt"
      ${fromWhere} ORDER BY n.id DESC ${page(q)}`),
    countUpTo(db, fromWhere, cap),
  ]);
  return { list, total };
}

export async function insertNote(db: Db, row: { merchantCode: string; memberId: number; text: string; authorId: string; author: string }) {
  const [note] = await rows<{ id: number; createdAt: Date | string }>(db, sql`INSERT INTO player_notes (merchant_code, member_id, text, author_id, author)
    VALUES (${row.merchantCode}, ${row.memberId}, ${row.text}, ${row.authorId}, ${row.author}) RETURNING id, created_at AS "createdAt"`);
  return note!;
}

/** The back office's lock (recorded as the operator's, which an agent cannot lift) or its unlock. */
export async function setStatus(db: Db, memberId: number, status: 'active' | 'disabled') {
  await db.execute(sql`UPDATE members SET status = ${status}, disabled_by = ${status === 'disabled' ? 'operator' : null} WHERE id = ${memberId}`);
}

export async function setMustChangePassword(db: Db, memberId: number) {
  await db.execute(sql`UPDATE members SET must_change_password = TRUE WHERE id = ${memberId}`);
}

/** Two-factor off and its secret gone: the player sets it up again from the start. */
export async function clearTotp(db: Db, memberId: number) {
  await db.execute(sql`UPDATE members SET totp_secret = NULL, totp_enabled_at = NULL WHERE id = ${memberId}`);
}

/** Ends every open session and remember-me token of the player at once; answers how many sessions ended. */
export async function endSessions(db: Db, memberId: number, at: Date) {
  const ended = await rows<{ id: number }>(db, sql`UPDATE member_sessions SET revoked_at = ${at.toISOString()}
    WHERE member_id = ${memberId} AND revoked_at IS NULL RETURNING id`);
  await db.execute(sql`UPDATE member_remember_tokens SET revoked_at = ${at.toISOString()} WHERE member_id = ${memberId} AND revoked_at IS NULL`);
  return ended.length;
}
