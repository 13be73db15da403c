// The settlement benchmark's data (issue 6), beside the team generator (agent-team.ts): contracts for
// every agent of a generated team and one day's settled rounds, written straight into a scratch
// PostgreSQL database, set-based. The contracts follow the rate rule (decision 0026): a downline's rate
// never exceeds its upline's, so rates fall with depth; the top agent has none (it has no upline).
import type pg from 'pg';

/** The highest tier's rate of an agent at `depth` (1 = the top agent's direct downline): 2.00 % falling 0.20 % per level. */
const rateAt = (depth: string) => `GREATEST(200 - 20 * (${depth} - 1), 20)`;

/**
 * Gives every agent below `topId` an accepted (active) contract of each of `types` from its upline,
 * activated at `activatedAt`, with two tiers: half the rate from the first valid bet and one active
 * member, the full rate from 1,000.00 and three active members (a member is active from 10.00 of valid
 * bets). `dividend` contracts are Daily. Returns how many were written.
 */
export async function giveContracts(client: pg.Client, merchant: string, topId: number, types: ('daily' | 'dividend')[], activatedAt: Date): Promise<number> {
  let written = 0;
  for (const type of types) {
    const r = await client.query(`
      INSERT INTO agent_contracts (merchant_code, type, upline_id, downline_id, terms, rate_bp, period_kind, status, proposed_by, created_at, activated_at)
      SELECT $1, $2, m.upline_id, m.id,
        jsonb_build_object('period', $3::text, 'minValidBet', '1000', 'tiers', jsonb_build_array(
          jsonb_build_object('threshold', '0', 'activeMembers', 1, 'rateBp', ${rateAt('m.depth')} / 2),
          jsonb_build_object('threshold', '100000', 'activeMembers', 3, 'rateBp', ${rateAt('m.depth')}))),
        ${rateAt('m.depth')}, 'daily', 'active', 'upline', $4::timestamptz, $4::timestamptz
      FROM members m
      WHERE m.merchant_code = $1 AND m.type = 1 AND m.path LIKE $5`,
    [merchant, type, type === 'dividend' ? 'Daily' : null, activatedAt.toISOString(), `%/${topId}/%`]);
    written += r.rowCount ?? 0;
  }
  await client.query('ANALYZE agent_contracts');
  return written;
}
