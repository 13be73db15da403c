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
 * `size.agents` agents, `size.members` players (each under an agent, spread evenly; one in a hundred
 * disabled, as accounts closed after they played) and `size.rounds`
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
      INSERT INTO members (id, merchant_code, username, username_key, password_hash, type, upline_id, path, depth, register_ip, created_at, status)
      SELECT x.id, $1, x.username, x.username, $2, x.type, x.upline, x.path, x.depth, '127.0.0.1', now() - (x.id % $8) * interval '1 day',
        CASE WHEN x.type = 0 AND x.id % 100 = 37 THEN 'disabled' ELSE 'active' END
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

/**
 * The players' wallets and their ledger for the rounds started since `since` (the downline transaction
 * details read them): per player a tracked main-wallet account opened with an `adjustment` of 10,000.00
 * from the house, then per round a `bet` posting (the wallet to the provider's clearing account) at its
 * start and, when it paid, a `win` posting back at its settlement — double-entry, each member entry
 * with its balance before and after, the accounts' balances their last entry's. Written before the team
 * roll-up, which reads neither kind. Returns the number of postings written.
 */
export async function addLedger(client: pg.Client, merchant: string, firstMember: number, members: number, since: Date): Promise<number> {
  const opening = 1_000_000;
  await client.query(`INSERT INTO ledger_accounts (merchant_code, owner_kind, owner_id, currency)
    VALUES ($1, 'house', '', 'THB'), ($1, 'provider_clearing', 'BENCH', 'THB') ON CONFLICT DO NOTHING`, [merchant]);
  const counter = async (kind: string) => (await client.query(`SELECT id FROM ledger_accounts WHERE merchant_code = $1 AND owner_kind = $2 AND currency = 'THB' ORDER BY id LIMIT 1`, [merchant, kind])).rows[0].id as string;
  const house = await counter('house');
  const clearing = await counter('provider_clearing');
  await client.query(`INSERT INTO ledger_accounts (merchant_code, owner_kind, owner_id, member_id, currency, balance, floor)
    SELECT $1, 'member', m::text, m, 'THB', 0, 0 FROM generate_series($2::int, $2::int + $3 - 1) AS m ON CONFLICT DO NOTHING`, [merchant, firstMember, members]);
  // Every money movement as (member, time, type, amount, key), opening first, then the rounds in time order.
  await client.query(`CREATE TEMP TABLE bench_moves AS
    SELECT m AS member_id, $4::timestamptz - interval '1 day' AS at, 'adjustment' AS type, $5::int8 AS amount, 'bench-open:' || m AS key
    FROM generate_series($2::int, $2::int + $3 - 1) AS m
    UNION ALL
    SELECT g.member_id, g.started_at, 'bet', -g.bet_amount, 'bench-bet:' || g.id FROM game_rounds g
    WHERE g.merchant_code = $1 AND g.member_id BETWEEN $2 AND $2 + $3 - 1 AND g.started_at >= $4 AND NOT g.demo
    UNION ALL
    SELECT g.member_id, g.settled_at, 'win', g.win_amount, 'bench-win:' || g.id FROM game_rounds g
    WHERE g.merchant_code = $1 AND g.member_id BETWEEN $2 AND $2 + $3 - 1 AND g.started_at >= $4 AND NOT g.demo AND g.win_amount > 0`,
  [merchant, firstMember, members, since.toISOString(), opening]);
  const { rowCount } = await client.query(`INSERT INTO ledger_postings (merchant_code, type, idempotency_key, request_hash, currency, actor_type, actor_id, created_at)
    SELECT $1, type, key, md5(key), 'THB', 'system', 'bench', at FROM bench_moves ORDER BY at`, [merchant]);
  await client.query(`INSERT INTO ledger_entries (posting_id, account_id, amount, balance_before, balance_after, created_at)
    SELECT p.id, a.id, x.amount, x.after - x.amount, x.after, x.at
    FROM (SELECT v.*, SUM(v.amount) OVER (PARTITION BY v.member_id ORDER BY v.at, v.key) AS after FROM bench_moves v) x
    JOIN ledger_postings p ON p.merchant_code = $1 AND p.idempotency_key = x.key
    JOIN ledger_accounts a ON a.merchant_code = $1 AND a.owner_kind = 'member' AND a.member_id = x.member_id
    UNION ALL
    SELECT p.id, CASE WHEN x.type = 'adjustment' THEN $2::int8 ELSE $3::int8 END, -x.amount, NULL, NULL, x.at
    FROM bench_moves x JOIN ledger_postings p ON p.merchant_code = $1 AND p.idempotency_key = x.key`, [merchant, house, clearing]);
  await client.query(`UPDATE ledger_accounts a SET balance = t.total FROM (SELECT member_id, SUM(amount) AS total FROM bench_moves GROUP BY member_id) t
    WHERE a.merchant_code = $1 AND a.owner_kind = 'member' AND a.member_id = t.member_id`, [merchant]);
  await client.query('DROP TABLE bench_moves');
  await client.query('VACUUM ANALYZE ledger_accounts');
  await client.query('VACUUM ANALYZE ledger_postings');
  await client.query('VACUUM ANALYZE ledger_entries');
  return rowCount ?? 0;
}
