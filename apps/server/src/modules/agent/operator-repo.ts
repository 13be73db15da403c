import { sql, type SQL } from 'drizzle-orm';
import { AGENT_TYPES, MEMBER_TYPE } from '@platform/contracts';
import type { Db } from '../../db/client';
import { agentContracts, agentContractSettlements, members } from '../../db/schema';
import { teamMembers, type TeamScope } from '../../lib/team-scope';

/**
 * Read-only SQL of the back office's agent tree (decision 0051). Every query names the merchant, so an
 * id of another merchant finds nothing. Children are walked along `members_upline` (merchant, upline),
 * a team along `members_path`, a username by its start; trial accounts are never part of the tree.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface NodeRow {
  id: number; username: string; type: number; status: 'active' | 'disabled'; depth: number; path: string;
  upline_username: string | null; created_at: string | Date; direct_count: number;
}

const agentTypes = sql.raw(AGENT_TYPES.join(', '));
const notTrial = sql`m.type <> ${MEMBER_TYPE.trial}`;
/** The node's columns; its direct count is one index-only count per row of the page (at most 100). */
const nodeSelect = sql`SELECT m.id, m.username, m.type, m.status, m.depth, m.path, u.username AS upline_username, m.created_at,
    (SELECT COUNT(*)::int FROM ${members} c WHERE c.merchant_code = m.merchant_code AND c.upline_id = m.id AND c.type <> ${MEMBER_TYPE.trial}) AS direct_count
  FROM ${members} m LEFT JOIN ${members} u ON u.id = m.upline_id`;

/** Which members a page lists: the top agents, one member's direct downline, or a username search. */
export type NodeFilter = { by: 'top' } | { by: 'children'; id: number } | { by: 'username'; part: string };

function whereOf(merchantCode: string, f: NodeFilter, team: TeamScope | null): SQL {
  const base = sql`m.merchant_code = ${merchantCode} AND ${notTrial}`;
  // A team-bound operator's tree (decision 0053) starts at its agent, and its searches stay within the team.
  if (team && f.by === 'top') return sql`${base} AND m.id = ${team.agentId}`;
  if (team && f.by === 'username') return sql`${whereOf(merchantCode, f, null)} AND ${teamMembers(team)}`;
  if (f.by === 'top') return sql`${base} AND m.upline_id IS NULL AND m.type IN (${agentTypes})`;
  if (f.by === 'children') return sql`${base} AND m.upline_id = ${f.id}`;
  // The start of a username (an index range of `members_username_prefix`, wildcards escaped), as the
  // player directory searches (decision 0046): a part in the middle would scan trigrams of thousands of names.
  return sql`${base} AND m.username_key LIKE ${`${f.part.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
}

/** Agents first at each level (they are what an operator expands), then by id. */
export async function pageNodes(db: Db, merchantCode: string, f: NodeFilter, limit: number, offset: number, team: TeamScope | null = null) {
  const where = whereOf(merchantCode, f, team);
  const [list, [counted]] = await Promise.all([
    rows<NodeRow>(db, sql`${nodeSelect} WHERE ${where} ORDER BY (m.type IN (${agentTypes})) DESC, m.id LIMIT ${limit} OFFSET ${offset}`),
    rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM ${members} m WHERE ${where}`),
  ]);
  return { list, total: counted?.n ?? 0 };
}

export async function findNode(db: Db, merchantCode: string, id: number) {
  const [row] = await rows<NodeRow>(db, sql`${nodeSelect} WHERE m.merchant_code = ${merchantCode} AND ${notTrial} AND m.id = ${id}`);
  return row;
}

/** Everyone below the member at every depth: a range of `members_path`. */
export async function teamSize(db: Db, merchantCode: string, prefix: string) {
  const [row] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM ${members} m WHERE m.merchant_code = ${merchantCode} AND m.path LIKE ${`${prefix}%`} AND ${notTrial}`);
  return row?.n ?? 0;
}

/** The members on a path (its upline chain), top first. */
export async function namesOnPath(db: Db, merchantCode: string, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number; username: string }>(db, sql`SELECT id, username FROM ${members}
    WHERE merchant_code = ${merchantCode} AND id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  const byId = new Map(found.map((r) => [r.id, r.username]));
  return ids.flatMap((id) => (byId.has(id) ? [{ id, username: byId.get(id)! }] : []));
}

export interface ContractListRow {
  id: number; type: 'dividend' | 'daily' | 'hourly' | 'realtime'; status: 'offered' | 'requested' | 'active' | 'rejected' | 'termination_requested' | 'terminated';
  upline_id: number; upline_username: string; downline_id: number; downline_username: string; rate_bp: number; period_kind: string;
  created_at: string | Date; activated_at: string | Date | null; ended_at: string | Date | null;
}

/** Contracts the member holds or gives, newest first, along `agent_contracts_downline` and `agent_contracts_upline`. */
export async function pageContracts(db: Db, merchantCode: string, memberId: number, limit: number, offset: number) {
  const where = sql`c.merchant_code = ${merchantCode} AND (c.downline_id = ${memberId} OR c.upline_id = ${memberId})`;
  const [list, [counted]] = await Promise.all([
    rows<ContractListRow>(db, sql`SELECT c.id, c.type, c.status, c.upline_id, u.username AS upline_username, c.downline_id, d.username AS downline_username,
        c.rate_bp, c.period_kind, c.created_at, c.activated_at, c.ended_at
      FROM ${agentContracts} c JOIN ${members} u ON u.id = c.upline_id JOIN ${members} d ON d.id = c.downline_id
      WHERE ${where} ORDER BY c.id DESC LIMIT ${limit} OFFSET ${offset}`),
    rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM ${agentContracts} c WHERE ${where}`),
  ]);
  return { list, total: counted?.n ?? 0 };
}

export interface SettlementListRow {
  id: number; period_start: string | Date; period_end: string | Date; team_valid_bet: string; team_net_loss: string;
  active_members: number; rate_bp: number | null; amount: string; posting_id: number | null; created_at: string | Date;
}

/** A contract's settled periods, newest first (the unique (contract, period) index walked backwards). */
export async function pageSettlements(db: Db, merchantCode: string, contractId: number, limit: number, offset: number) {
  const where = sql`s.merchant_code = ${merchantCode} AND s.contract_id = ${contractId}`;
  const [list, [counted]] = await Promise.all([
    rows<SettlementListRow>(db, sql`SELECT s.id, s.period_start, s.period_end, s.team_valid_bet::text AS team_valid_bet, s.team_net_loss::text AS team_net_loss,
        s.active_members, s.rate_bp, s.amount::text AS amount, s.posting_id, s.created_at
      FROM ${agentContractSettlements} s WHERE ${where} ORDER BY s.period_start DESC LIMIT ${limit} OFFSET ${offset}`),
    rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM ${agentContractSettlements} s WHERE ${where}`),
  ]);
  return { list, total: counted?.n ?? 0 };
}
