import { sql, type SQL } from 'drizzle-orm';
import { AGENT_TYPES, MEMBER_TYPE, type PlayerListQuery } from '@platform/contracts';
import type { Db } from '../../db/client';
import { teamMembers, type TeamScope } from '../../lib/team-scope';

/**
 * SQL of the back office's player directory (decision 0046). Every statement is bound to one merchant
 * and leaves trial accounts out; the searches are exact or prefix lookups on the indexes of migrations
 * 0029 and 0032, so a million players cost an index probe, not a scan.
 */

export type PlayerSearch =
  | { by: 'none' }
  | { by: 'id'; id: number }
  /** The start of a username (an index range; a part in the middle would scan trigrams of thousands of names). */
  | { by: 'username'; part: string }
  | { by: 'mobile'; dialingCode: string; mobile: string }
  | { by: 'email'; email: string }
  | { by: 'ip'; ip: string };

export interface PlayerRow {
  id: number; username: string; type: number; status: 'active' | 'disabled'; mobile: string | null; dialingCode: string | null;
  email: string | null; balance: string | null; uplineUsername: string | null; createdAt: Date | string; lastLoginAt: Date | string | null;
  lockedUntil: Date | string | null;
}

export interface PlayerDetailRow extends PlayerRow {
  nickname: string | null; payeeName: string | null; registerIp: string | null; lastLoginIp: string | null; registerMethod: string;
  mobileVerifiedAt: Date | string | null; emailVerifiedAt: Date | string | null; totpEnabledAt: Date | string | null;
  mustChangePassword: boolean; path: string;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `%` and `_` typed by an operator are letters, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(merchantCode: string, search: PlayerSearch): SQL {
  switch (search.by) {
    case 'none': return sql`TRUE`;
    case 'id': return sql`m.id = ${search.id}`;
    case 'username': return sql`m.username_key LIKE ${`${likeLiteral(search.part.toLowerCase())}%`}`;
    case 'mobile': return sql`m.dialing_code = ${search.dialingCode} AND m.mobile = ${search.mobile}`;
    case 'email': return sql`lower(m.email) = ${search.email.toLowerCase()} AND m.email IS NOT NULL`;
    // Every address the player logged in from, and the one it registered from: both indexed, so a union of two probes.
    case 'ip': return sql`m.id IN (SELECT k.member_id FROM member_known_ips k WHERE k.ip = ${search.ip}
      UNION SELECT r.id FROM members r WHERE r.merchant_code = ${merchantCode} AND r.register_ip = ${search.ip})`;
  }
}

function where(merchantCode: string, search: PlayerSearch, q: Pick<PlayerListQuery, 'status' | 'kind'>, team: TeamScope | null): SQL {
  const kind = q.kind === 'player' ? sql`m.type = ${MEMBER_TYPE.member}`
    : q.kind === 'agent' ? sql`m.type IN (${sql.join(AGENT_TYPES.map((t) => sql`${t}`), sql`, `)})`
      : sql`m.type <> ${MEMBER_TYPE.trial}`;
  // A team-bound operator's list (decision 0053): the team's range of members_path, within the rest.
  const inTeam = team ? sql` AND ${teamMembers(team)}` : sql``;
  return sql`m.merchant_code = ${merchantCode} AND ${kind}${q.status ? sql` AND m.status = ${q.status}` : sql``} AND ${searchCondition(merchantCode, search)}${inTeam}`;
}

const SORT_COLUMN = { createdAt: sql`m.created_at`, lastLoginAt: sql`m.last_login_at`, username: sql`m.username_key` } as const;

const listColumns = sql`m.id, m.username, m.type, m.status, m.mobile, m.dialing_code AS "dialingCode", m.email,
  a.balance::text AS balance, u.username AS "uplineUsername", m.created_at AS "createdAt", m.last_login_at AS "lastLoginAt",
  m.locked_until AS "lockedUntil"`;

/** The main wallet (in the merchant's currency) and the direct upline, one index probe each per row shown. */
const listJoins = (currency: string) => sql`LEFT JOIN ledger_accounts a ON a.member_id = m.id AND a.owner_kind = 'member' AND a.currency = ${currency}
  LEFT JOIN members u ON u.merchant_code = m.merchant_code AND u.id = m.upline_id`;

export function searchPlayers(db: Db, merchantCode: string, currency: string, search: PlayerSearch, q: PlayerListQuery, team: TeamScope | null): Promise<PlayerRow[]> {
  const direction = q.order === 'asc' ? sql`ASC` : sql`DESC`;
  // Each order as its index holds it (a NULLS clause that differs would sort the whole merchant): only the
  // last login can be empty, and those who never logged in come last when the newest come first.
  const nulls = q.sort !== 'lastLoginAt' ? sql`` : q.order === 'asc' ? sql`NULLS FIRST` : sql`NULLS LAST`;
  const order = sql`ORDER BY ${SORT_COLUMN[q.sort]} ${direction} ${nulls}, m.id ${direction} ${nulls}`;
  // The page is chosen from members alone and only its rows are joined: joined first, a deep page (OFFSET
  // 980) looked up the wallet and upline of every row it skipped (bench:players).
  return rows<PlayerRow>(db, sql`SELECT ${listColumns}
    FROM (SELECT m.* FROM members m WHERE ${where(merchantCode, search, q, team)} ${order}
      LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}) m
    ${listJoins(currency)}
    ${order}`);
}

/** How many match, counted no further than `cap`. */
export async function countPlayers(db: Db, merchantCode: string, search: PlayerSearch, q: PlayerListQuery, cap: number, team: TeamScope | null): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM members m WHERE ${where(merchantCode, search, q, team)} LIMIT ${cap}) c`);
  return row?.n ?? 0;
}

export async function findPlayer(db: Db, merchantCode: string, currency: string, id: number): Promise<PlayerDetailRow | undefined> {
  const [row] = await rows<PlayerDetailRow>(db, sql`SELECT ${listColumns}, m.nickname, m.payee_name AS "payeeName", m.register_ip AS "registerIp",
    m.last_login_ip AS "lastLoginIp", m.register_method AS "registerMethod", m.mobile_verified_at AS "mobileVerifiedAt",
    m.email_verified_at AS "emailVerifiedAt", m.totp_enabled_at AS "totpEnabledAt", m.must_change_password AS "mustChangePassword", m.path
    FROM members m ${listJoins(currency)} WHERE m.merchant_code = ${merchantCode} AND m.id = ${id} AND m.type <> ${MEMBER_TYPE.trial}`);
  return row;
}

/** The usernames of the ids on a member's path (its agents), in the path's order. */
export async function agentsOnPath(db: Db, merchantCode: string, ids: number[]): Promise<{ id: number; username: string }[]> {
  if (!ids.length) return [];
  const found = await rows<{ id: number; username: string }>(db, sql`SELECT id, username FROM members
    WHERE merchant_code = ${merchantCode} AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export function knownAddresses(db: Db, memberId: number, limit: number) {
  return rows<{ ip: string; firstSeenAt: Date | string; lastSeenAt: Date | string }>(db, sql`SELECT ip, created_at AS "firstSeenAt", last_seen_at AS "lastSeenAt"
    FROM member_known_ips WHERE member_id = ${memberId} ORDER BY last_seen_at DESC LIMIT ${limit}`);
}

/** One personal field in clear, for an audited unmasking. */
export async function piiValue(db: Db, merchantCode: string, id: number, column: 'mobile' | 'email' | 'payee_name' | 'register_ip' | 'last_login_ip') {
  const [row] = await rows<{ value: string | null; dialingCode: string | null }>(db, sql`SELECT ${sql.identifier(column)} AS value, dialing_code AS "dialingCode"
    FROM members WHERE merchant_code = ${merchantCode} AND id = ${id} AND type <> ${MEMBER_TYPE.trial}`);
  return row;
}
