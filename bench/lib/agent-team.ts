// The agents benchmark's data (issue 6): a top agent's network of agents, members and settled game
// rounds, written straight into the platform's tables of a scratch PostgreSQL database, set-based
// (unnest and generate_series), deterministic for a given size. The hierarchy follows the platform's
// rules (decision 0025): upline of the same merchant, `path` of the ancestors' ids, `depth`.
import type pg from 'pg';

export interface TeamSize { agents: number; members: number; rounds: number; days: number }

/** Agent k (1-based) reports to agent ⌊(k − 1) / 3⌋, 0 being the top agent: 10,000 agents make 9 levels below it. */
const FAN_OUT = 3;
const CHUNK = 10_000;

/**
 * Makes `topId` (an existing member of `merchant`, no upline) a top agent and writes below it
 * `size.agents` agents, `size.members` players (each under an agent, spread evenly) and `size.rounds`
 * settled rounds of those players over the last `size.days` days. Returns the members' ids (agents first).
 */
export async function generateTeam(client: pg.Client, merchant: string, topId: number, size: TeamSize, log: (line: string) => void) {
  const [top] = (await client.query(`UPDATE members SET type = 1 WHERE id = $1 AND merchant_code = $2 AND upline_id IS NULL RETURNING password_hash, path`, [topId, merchant])).rows;
  if (!top) throw new Error(`member ${topId} is not a top-level member of ${merchant}`);
  // Ids taken in one block, so uplines and paths are known before the rows are written.
  const [{ first }] = (await client.query(`SELECT nextval('members_id_seq')::int AS first`)).rows;
  await client.query(`SELECT setval('members_id_seq', $1)`, [first + size.agents + size.members]);
  const tag = Date.now().toString(36);
  const agentId = (k: number) => (k === 0 ? topId : first + k - 1);
  const paths = new Map<number, string>([[topId, '/']]);
  const rows: { id: number; upline: number; path: string; depth: number; type: number; username: string }[] = [];
  for (let k = 1; k <= size.agents; k++) {
    const upline = agentId(Math.floor((k - 1) / FAN_OUT));
    const path = `${paths.get(upline)!}${upline}/`;
    paths.set(agentId(k), path);
    rows.push({ id: agentId(k), upline, path, depth: path.split('/').length - 2, type: 1, username: `ag${tag}a${k}` });
  }
  for (let j = 0; j < size.members; j++) {
    // Spread over every agent, the top one included, in a scattered order.
    const upline = agentId((j * 7919) % (size.agents + 1));
    const path = `${paths.get(upline)!}${upline}/`;
    rows.push({ id: first + size.agents + j, upline, path, depth: path.split('/').length - 2, type: 0, username: `ag${tag}m${j}` });
  }
  let started = Date.now();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    await client.query(`
      INSERT INTO members (id, merchant_code, username, username_key, password_hash, type, upline_id, path, depth, register_ip, created_at)
      SELECT x.id, $1, x.username, x.username, $2, x.type, x.upline, x.path, x.depth, '127.0.0.1', now() - (x.id % $8) * interval '1 day'
      FROM unnest($3::int4[], $4::text[], $5::int2[], $6::int4[], $7::text[], $9::int2[]) AS x(id, username, type, upline, path, depth)`,
    [merchant, top.password_hash, part.map((r) => r.id), part.map((r) => r.username), part.map((r) => r.type), part.map((r) => r.upline),
      part.map((r) => r.path), size.days, part.map((r) => r.depth)]);
  }
  log(`  ${size.agents} agents and ${size.members} members written in ${((Date.now() - started) / 1000).toFixed(1)} s (depth ≤ ${Math.max(...rows.map((r) => r.depth))})`);

  started = Date.now();
  await addRounds(client, merchant, first + size.agents, size.members, size.rounds, { start: new Date(Date.now() - size.days * 86_400_000), seconds: size.days * 86_400 }, tag);
  log(`  ${size.rounds} settled rounds written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // VACUUM as autovacuum would have by now in production (it is off on this machine): index-only scans
  // of a team's members (a deep page in tree order) need the visibility map.
  await client.query('VACUUM ANALYZE members');
  await client.query('VACUUM ANALYZE game_rounds');
  return { firstMemberId: first + size.agents, tag };
}

/**
 * `count` settled real-money rounds of the players with ids firstMember … firstMember + members − 1,
 * started within `window` (a start and a length in seconds, the last 31 s left out so every round is
 * settled 30 s after its start inside it): stakes of 1.00 to 100.00, about 98 % paid back on average (40 %
 * of rounds lost, the rest paid 1.60-1.66 times), each of four products (vendor PG or JL in RNG, EG2 in
 * LIVE, CQ9 in FISH) by a multiplicative hash of the round, so a player's rounds spread over them (a
 * player's rounds are g apart by the number of players: g mod 4 would give each player one product).
 * `tag` keeps round ids unique across calls.
 */
export async function addRounds(client: pg.Client, merchant: string, firstMember: number, members: number, count: number, window: { start: Date; seconds: number }, tag: string) {
  const span = Math.max(1, window.seconds - 31);
  for (let from = 1; from <= count; from += 250_000) {
    const to = Math.min(count, from + 249_999);
    await client.query(`
      INSERT INTO game_rounds (merchant_code, member_id, vendor_code, game_code, game_type, round_id, status, bet_amount, win_amount, currency, demo, started_at, settled_at)
      SELECT $1, $2 + (g * 7919) % $3, (ARRAY['PG', 'JL', 'EG2', 'CQ9'])[x.product], 'g' || (g % 50), (ARRAY['RNG', 'RNG', 'LIVE', 'FISH'])[x.product],
        $4 || '-' || g, 'settled', b, CASE WHEN g % 5 < 2 THEN 0 ELSE (b * (1.6 + (g % 7) * 0.01))::int8 END, 'THB', false, t, t + interval '30 seconds'
      FROM generate_series($5::int8, $6::int8) AS g,
        LATERAL (SELECT (100 + (g * 104729) % 9901)::int8 AS b, $7::timestamptz + ((g * 15485863::int8) % $8::int8) * interval '1 second' AS t,
          (1 + ((g * 2654435761) % 4294967296) / 1073741824)::int AS product) AS x`,
    [merchant, firstMember, members, `bench-${tag}`, from, to, window.start.toISOString(), span]);
  }
}
