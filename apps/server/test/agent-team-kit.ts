import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { members } from '../src/db/schema';
import { gameRounds } from '../src/db/schema/provider';
import { hashPassword } from '../src/lib/passwords';
import { createTestPlatform, type TestPlatform } from './helpers';

export const PASSWORD = 'Secret#123';
/** The merchant's zone of the tests (thailand) and a day in milliseconds. */
export const ZONE = 'Asia/Bangkok';
export const DAY = 86_400_000;

/**
 * A roll-up `until` past every row stamped so far. A round is stamped with the clock before its insert;
 * on PGlite the insert can finish within that millisecond, and a run with `until` equal to the stamp
 * leaves the round (`settled_at < until`) to the next run — correct, but not what "rolled up now" means.
 */
export async function untilNow() {
  const stamped = Date.now();
  while (Date.now() <= stamped) await new Promise((resolve) => setTimeout(resolve, 1));
  return new Date();
}

export interface Account { id: number; username: string; path: string; depth: number; auth?: { authorization: string; merchant: string } }

/**
 * The team roll-up tests' platform and factories (decision 0028): accounts inserted straight into the
 * hierarchy (agents logged in at the agent site) and settled real-money rounds as the provider module
 * records them. Call `start` in beforeAll; `prefix` keeps each file's usernames and round ids apart.
 */
export function agentTeamKit(prefix: string) {
  let p: TestPlatform;
  let passwordHash: string;
  let serial = 0;
  let roundNo = 0;

  return {
    async start() {
      p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
      const ops = { authorization: await p.operatorToken() };
      await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
      passwordHash = await hashPassword(PASSWORD);
      return p;
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
    rows: async (query: SQL) => ((await p.database.db.execute(query)) as unknown as { rows: any[] }).rows,

    /** An agent (type 1) at the top or below `upline`, logged in. */
    agent(upline: Account | null = null) {
      return this.account(upline, 1);
    },
    /** A player below `upline`. */
    member(upline: Account) {
      return this.account(upline);
    },

    async account(upline: Account | null, type = 0): Promise<Account> {
      const username = `${prefix}${type ? 'u' : 'm'}${crypto.randomBytes(3).toString('hex')}${serial++}`;
      const place = upline ? { uplineId: upline.id, path: `${upline.path}${upline.id}/`, depth: upline.depth + 1 } : { uplineId: null, path: '/', depth: 0 };
      const [row] = await p.database.db.insert(members).values({
        merchantCode: 'thailand', username, usernameKey: username, passwordHash, type, registerIp: '127.0.0.1', ...place,
      }).returning({ id: members.id });
      const a: Account = { id: row!.id, username, path: place.path, depth: place.depth };
      if (type) {
        const login = await p.call({ method: 'POST', url: '/wps/session/login', headers: { merchant: 'thailand' }, payload: { username, password: PASSWORD, site: 'agent' } });
        if (!login.body.success) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
        a.auth = { authorization: login.body.value.token, merchant: 'thailand' };
      }
      return a;
    },

    /** A real-money round started at `at` and settled now (as the provider module settles); `type` null: a game no longer in the catalogue. */
    async round(a: Account, r: { bet: bigint; win: bigint; refund?: bigint; type?: string | null; vendor?: string; at?: Date; demo?: boolean; status?: 'settled' | 'open' }) {
      const [row] = await p.database.db.insert(gameRounds).values({
        merchantCode: 'thailand', memberId: a.id, vendorCode: r.vendor ?? 'PG', gameCode: 'g1', gameType: r.type === undefined ? 'RNG' : r.type,
        roundId: `${prefix}-round-${roundNo++}`, status: r.status ?? 'settled', betAmount: r.bet, winAmount: r.win, refundAmount: r.refund ?? 0n, currency: 'THB',
        demo: r.demo ?? false, startedAt: r.at ?? new Date(), settledAt: r.status === 'open' ? null : new Date(),
      }).returning({ id: gameRounds.id });
      return row!.id;
    },
  };
}
