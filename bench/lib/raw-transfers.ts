// Child process: the wallet benchmark's baseline. The same transfer transaction the platform makes for
// an operator adjustment (posting with idempotency key, member account locked, balance updated, two
// entries, audit row), written by hand: with `pg` and a pool of POOL connections against DBURL
// (PostgreSQL), or through PGlite in this process when DBURL is unset. CONCURRENCY transfers in flight,
// closed loop, for SECONDS. Prints "RATE <n> P50 <ms> P99 <ms> CPU <µs of this process per transfer> PGCPU <µs of PostgreSQL per
// transfer, NaN embedded>".
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { boot } from '../../apps/server/src/boot';
import { loadEnv } from '../../apps/server/src/lib/env';
import { postgresCpuSeconds } from './harness';

const seconds = Number(process.env.SECONDS ?? 6);
const concurrency = Number(process.env.CONCURRENCY ?? 32);
const poolSize = Number(process.env.POOL ?? 20);
const memberCount = Number(process.env.MEMBERS ?? 64);
const merchant = 'thailand';

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
interface Driver { transaction<T>(fn: (q: Query) => Promise<T>): Promise<T>; query: Query; close(): Promise<void> }

async function postgres(url: string): Promise<Driver> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  return {
    query: (text, values) => pool.query(text, values),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn((text, values) => client.query(text, values));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function embedded(): Promise<Driver> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-raw-'));
  const platform = await boot(loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, RUN_JOBS: 'false' }), { logger: false });
  const query: Query = (text, values) => platform.database.executeSql(text, values) as Promise<{ rows: Record<string, unknown>[] }>;
  // PGlite is one session: transactions take turns (as the platform's own db.transaction does).
  let turn: Promise<unknown> = Promise.resolve();
  return {
    query,
    transaction(fn) {
      const mine = turn.then(async () => {
        await query('BEGIN');
        try {
          const result = await fn(query);
          await query('COMMIT');
          return result;
        } catch (err) {
          await query('ROLLBACK');
          throw err;
        }
      });
      turn = mine.catch(() => {});
      return mine;
    },
    close: async () => {
      await platform.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const db = process.env.DBURL ? await postgres(process.env.DBURL) : await embedded();

// On PostgreSQL: the very member wallets the HTTP rounds use (funded through the API), so both sides
// work on the same rows and the ledger still reconciles afterwards. Embedded (a database of its own):
// members and wallets straight from SQL, each funded by an opening posting with its entries.
const tag = crypto.randomBytes(3).toString('hex');
await db.query(`INSERT INTO ledger_accounts (merchant_code, owner_kind, owner_id, currency) VALUES ($1, 'house', '', 'THB') ON CONFLICT DO NOTHING`, [merchant]);
const house = Number((await db.query(`SELECT id FROM ledger_accounts WHERE merchant_code = $1 AND owner_kind = 'house' AND owner_id = ''`, [merchant])).rows[0]!.id);
let accounts = (await db.query(`SELECT a.id FROM ledger_accounts a JOIN members m ON m.id = a.member_id
  WHERE a.merchant_code = $1 AND m.username LIKE 'walletbench%' ORDER BY a.id`, [merchant])).rows.map((r) => Number(r.id));
if (!accounts.length) {
  for (let i = 0; i < memberCount; i++) {
    const username = `raw_${tag}_${i}`;
    const [m] = (await db.query(`INSERT INTO members (merchant_code, username, username_key, password_hash, type, register_ip) VALUES ($1, $2, $2, 'x', 0, '127.0.0.1') RETURNING id`, [merchant, username])).rows;
    const [a] = (await db.query(`INSERT INTO ledger_accounts (merchant_code, owner_kind, owner_id, member_id, currency, balance, floor) VALUES ($1, 'member', $2, $3, 'THB', 100000000, 0) RETURNING id`, [merchant, String(m!.id), m!.id])).rows;
    const [posting] = (await db.query(`INSERT INTO ledger_postings (merchant_code, type, idempotency_key, request_hash, currency, actor_type, actor_id) VALUES ($1, 'adjustment', $2, 'x', 'THB', 'system', 'bench') RETURNING id`, [merchant, `raw-open:${tag}:${i}`])).rows;
    await db.query('INSERT INTO ledger_entries (posting_id, account_id, amount, balance_before, balance_after) VALUES ($1, $2, 100000000, 0, 100000000), ($1, $3, -100000000, NULL, NULL)', [posting!.id, a!.id, house]);
  }
  accounts = (await db.query(`SELECT id FROM ledger_accounts WHERE owner_kind = 'member' AND owner_id IN (SELECT id::text FROM members WHERE username LIKE $1)`, [`raw_${tag}_%`])).rows.map((r) => Number(r.id));
}

let seq = 0;
async function transfer(worker: number) {
  const account = accounts[worker % accounts.length]!;
  const amount = seq % 2 === 0 ? -100 : 100;
  const key = `raw:${tag}:${++seq}`;
  await db.transaction(async (q) => {
    const [posting] = (await q(`INSERT INTO ledger_postings (merchant_code, type, idempotency_key, request_hash, currency, actor_type, actor_id, memo)
      VALUES ($1, 'adjustment', $2, $3, 'THB', 'operator', '1', 'bench') ON CONFLICT DO NOTHING RETURNING id`, [merchant, key, crypto.createHash('sha256').update(key).digest('hex')])).rows;
    if (!posting) return;
    const [row] = (await q('SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE', [account])).rows;
    const before = BigInt(row!.balance as string);
    const after = before + BigInt(amount);
    if (after < 0n) throw new Error('insufficient funds');
    await q(`WITH u AS (UPDATE ledger_accounts SET balance = $1, updated_at = now() WHERE id = $2)
      INSERT INTO ledger_entries (posting_id, account_id, amount, balance_before, balance_after) VALUES ($3, $2, $4, $5, $1), ($3, $6, $7, NULL, NULL)`,
    [after.toString(), account, posting.id, amount, before.toString(), house, -amount]);
    await q(`INSERT INTO audit_log (actor_type, actor_id, ip, merchant_code, action, target, before, after) VALUES ('operator', '1', '127.0.0.1', $1, 'wallet.adjust', $2, $3, $4)`,
      [merchant, `member:${account}`, JSON.stringify({ balance: before.toString() }), JSON.stringify({ balance: after.toString() })]);
  });
}

const latencies: number[] = [];
let done = 0;
const warmUntil = Date.now() + 1000;
const until = warmUntil + seconds * 1000;
let started = 0;
/** This process's CPU from the end of the warm-up: the client's work and, embedded, PGlite's. */
let cpu0: NodeJS.CpuUsage | undefined;
/** PostgreSQL's CPU from the same moment (production mode), read before the pool closes its backends. */
let pgCpu0: number | undefined;
await Promise.all(Array.from({ length: concurrency }, async (_, w) => {
  while (Date.now() < until) {
    const t = performance.now();
    await transfer(w);
    if (Date.now() >= warmUntil) {
      started ||= t;
      cpu0 ??= process.cpuUsage();
      pgCpu0 ??= postgresCpuSeconds(process.env.DBURL || undefined);
      latencies.push(performance.now() - t);
      done++;
    }
  }
}));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const cpu = process.cpuUsage(cpu0);
const pgCpu = postgresCpuSeconds(process.env.DBURL || undefined) - (pgCpu0 ?? 0);
console.log(`RATE ${(done / elapsed).toFixed(1)} P50 ${latencies[Math.floor(latencies.length / 2)]!.toFixed(2)} P99 ${latencies[Math.floor(latencies.length * 0.99)]!.toFixed(2)} CPU ${((cpu.user + cpu.system) / done).toFixed(1)} PGCPU ${((pgCpu * 1e6) / done).toFixed(1)}`);
await db.close();
