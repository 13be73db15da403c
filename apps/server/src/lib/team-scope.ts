import { sql, type SQL } from 'drizzle-orm';
import type { Bind } from '../db/prepared';

/**
 * An operator bound to one agent's team (decision 0053): the agent and its whole downline, which the
 * members' materialised path makes one index range (`members_path`): `prefix` is the agent's own path
 * followed by its id ('/1/5/' for agent 5 under agent 1).
 */
export interface TeamScope {
  agentId: number;
  prefix: string;
}

export const teamPrefix = (agent: { id: number; path: string }) => `${agent.path}${agent.id}/`;

/**
 * The members of the team, over a members row aliased `alias` (`m` in most repos). The prefix holds only
 * digits and slashes, so it needs no LIKE escaping.
 */
export function teamMembers(team: TeamScope, alias = 'm', bind: Bind = (_, value) => value): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.id = ${bind('teamAgentId', team.agentId)} OR ${a}.path LIKE ${bind('teamPathPattern', `${team.prefix}%`)})`;
}

/**
 * The agents above a member that a team-bound viewer may see: from the team's agent down; the chain above
 * it lies outside the team. Unchanged without a team.
 */
export function teamPath(team: TeamScope | null | undefined, pathIds: number[]): number[] {
  if (!team) return pathIds;
  const from = pathIds.indexOf(team.agentId);
  return from < 0 ? [] : pathIds.slice(from);
}

/** A member id (a column of another table, e.g. `d.member_id`) that belongs to the team. */
export function memberOfTeam(team: TeamScope, memberId: SQL, bind?: Bind): SQL {
  return sql`EXISTS (SELECT 1 FROM members tm WHERE tm.id = ${memberId} AND ${teamMembers(team, 'tm', bind)})`;
}
