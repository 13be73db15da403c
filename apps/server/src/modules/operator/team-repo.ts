import { sql, type SQL } from 'drizzle-orm';
import { AGENT_TYPES } from '@platform/contracts';
import type { Db } from '../../db/client';
import { memberOfTeam, teamMembers, teamPrefix, type TeamScope } from '../../lib/team-scope';

/**
 * The team binding's SQL (decision 0053). It reads other modules' tables on purpose: the check that a
 * request's object lies within the operator's team runs in the operator routes' onRequest, before any
 * module sees the request, so each module's routes only declare what their `:id` names.
 */

export type TeamTarget = 'member' | 'deposit' | 'withdrawal' | 'adjustment' | 'contract' | 'file';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const agentTypes = sql.join(AGENT_TYPES.map((t) => sql`${t}`), sql`, `);

/** An agent of the merchant by username (case as stored lower-case), for binding an operator to its team. */
export async function findAgent(db: Db, merchantCode: string, username: string): Promise<{ id: number; username: string } | undefined> {
  const [row] = await rows<{ id: number; username: string }>(db, sql`SELECT id, username FROM members
    WHERE merchant_code = ${merchantCode} AND username_key = ${username.toLowerCase()} AND type IN (${agentTypes})`);
  return row;
}

/** The team of a bound operator's agent, as each request uses it; the agent's username for display. */
export async function teamOf(db: Db, agentId: number): Promise<(TeamScope & { agentUsername: string }) | undefined> {
  const [row] = await rows<{ id: number; path: string; username: string }>(db, sql`SELECT id, path, username FROM members WHERE id = ${agentId}`);
  return row && { agentId: row.id, prefix: teamPrefix(row), agentUsername: row.username };
}

/** The agents' usernames of several bound operators at once (the operators list). */
export async function agentNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const found = await rows<{ id: number; username: string }>(db, sql`SELECT id, username FROM members WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(found.map((r) => [r.id, r.username]));
}

/** Whether the object a route's `:id` names belongs to a member of the team, within the merchant. */
export async function inTeam(db: Db, team: TeamScope, merchantCode: string, target: TeamTarget, id: string): Promise<boolean> {
  const numeric = /^[0-9]{1,15}$/.test(id) ? Number(id) : null;
  // A malformed id is left to the route's own validation, which refuses it before anything is read.
  if (target !== 'file' && numeric === null) return true;
  const query = (() => {
    switch (target) {
      case 'member': return sql`SELECT 1 FROM members m WHERE m.merchant_code = ${merchantCode} AND m.id = ${numeric} AND ${teamMembers(team)}`;
      case 'deposit': return sql`SELECT 1 FROM deposits d WHERE d.merchant_code = ${merchantCode} AND d.id = ${numeric} AND ${memberOfTeam(team, sql`d.member_id`)}`;
      case 'withdrawal': return sql`SELECT 1 FROM withdrawals w WHERE w.merchant_code = ${merchantCode} AND w.id = ${numeric} AND ${memberOfTeam(team, sql`w.member_id`)}`;
      case 'adjustment': return sql`SELECT 1 FROM wallet_adjustment_requests r WHERE r.merchant_code = ${merchantCode} AND r.id = ${numeric} AND ${memberOfTeam(team, sql`r.member_id`)}`;
      case 'contract': return sql`SELECT 1 FROM agent_contracts c WHERE c.merchant_code = ${merchantCode} AND c.id = ${numeric} AND ${memberOfTeam(team, sql`c.downline_id`)}`;
      case 'file': return /^[0-9a-f-]{36}$/i.test(id)
        ? sql`SELECT 1 FROM uploads u WHERE u.merchant_code = ${merchantCode} AND u.id = ${id}::uuid AND ${memberOfTeam(team, sql`u.member_id`)}`
        : null;
    }
  })();
  if (query === null) return true;
  return (await rows(db, query)).length > 0;
}
