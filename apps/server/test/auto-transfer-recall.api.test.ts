import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as transfersRepo from '../src/modules/transfers/repo';
import { account } from '../src/modules/wallet/posting';
import type { TestPlatform } from './helpers';
import { TRF, balance, fund, launchToken, ledgerHolds as holds, player, rows, transferTestPlatform, wallet, type Player } from './provider-helpers';

/**
 * The recall job (decision 0037, Recall): money left at a transfer vendor whose game was closed without
 * a "leave" comes home once the launch has ended or been idle past TRANSFER_RECALL_IDLE_MINUTES. The
 * job's handler is called with a clock (`at`) moved past the limit; nothing here reads the header
 * balance, whose own sweep would bring stranded money home first.
 */
const MINUTE = 60_000;
let p: TestPlatform;
let ids: Record<string, number>;
let setSingle: (isSingle: boolean) => Promise<unknown>;
let seq = 0;
const id = (prefix: string) => `${prefix}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  ({ p, ids, setSingle } = await transferTestPlatform());
  await setSingle(true);
});
afterAll(() => p.close());

const atVendor = (memberId: number) => p.services.wallet.balanceOf('thailand', account.memberVendor(memberId, TRF));
const both = async (pl: Player) => [await balance(p, pl.id), await atVendor(pl.id)];
const launch = (pl: Player) => launchToken(p, pl, ids.tslot1!);
const base = (pl: Player, roundId = id('r')) => ({ merchantCode: 'thailand', playerId: pl.id, gameCode: 'tslot1', roundId });
const bet = async (pl: Player, token: string, amount: string, roundId?: string) =>
  (await wallet(p, TRF, 'bet', { ...base(pl, roundId), token, transactionId: id('b'), amount })).body;
/** The handler the job runs, with the job's clock moved `minutes` ahead. */
const runJob = (minutes: number) => p.services.autoTransfer.recallIdle(new Date(Date.now() + minutes * MINUTE));
const recallPostings = async (memberId: number) => Number((await rows(p, sql`
  SELECT COUNT(*)::int AS n FROM ledger_postings WHERE idempotency_key LIKE ${`auto-transfer:${memberId}:${TRF}:MAIN:%`}`))[0].n);
const recallAudits = async (memberId: number) => rows(p, sql`
  SELECT actor_type, actor_id, after FROM audit_log
  WHERE action = 'wallet.vendor_transfer' AND target = ${`member:${memberId}`} AND after->>'trigger' = 'recall' ORDER BY id`);
const liveSessions = async (memberId: number) => Number((await rows(p, sql`
  SELECT COUNT(*)::int AS n FROM provider_sessions WHERE member_id = ${memberId} AND expires_at > now()`))[0].n);
const ledgerHolds = () => holds(p);

describe('recall of money left at a transfer vendor (decision 0037, Recall)', () => {
  it('the job is registered to run every minute', async () => {
    const [row] = await rows(p, sql`SELECT cron FROM pgboss.schedule WHERE name = 'transfer-recall'`);
    expect(row?.cron).toBe('* * * * *');
  });

  it('a tab closed mid-game: the money stays while the launch is recent, and comes home once, by the system, after the idle limit', async () => {
    const pl = await player(p, 'rci');
    await fund(p, pl.id, 10_000n);
    const token = await launch(pl);
    expect(await bet(pl, token, '10.00')).toMatchObject({ status: 'OK', balance: '90.00' });
    expect(await both(pl)).toEqual([0n, 9_000n]);

    // Within the limit (default 15 minutes) the game may still be open: nothing moves.
    await runJob(0);
    await runJob(10);
    expect(await both(pl)).toEqual([0n, 9_000n]);
    expect(await recallPostings(pl.id)).toBe(0);

    const summaries = await runJob(16);
    expect(summaries.find((s) => s.merchantCode === 'thailand')).toMatchObject({ recalled: 1, amount: 9_000n });
    expect(await both(pl)).toEqual([9_000n, 0n]);
    expect(await recallPostings(pl.id)).toBe(1);
    const audits = await recallAudits(pl.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_type: 'system', actor_id: 'transfer-recall', after: { from: TRF, to: 'MAIN', amount: '90.00', automatic: true, trigger: 'recall' } });
    // The launch token ended with the recall: the game, if the phone comes back, cannot stake with it.
    expect(await liveSessions(pl.id)).toBe(0);
    expect(['provider.token_invalid', 'provider.insufficient_funds']).toContain((await bet(pl, token, '1.00')).errorCode);

    // Later runs find nothing to move.
    await runJob(30);
    expect(await both(pl)).toEqual([9_000n, 0n]);
    expect(await recallPostings(pl.id)).toBe(1);
    await ledgerHolds();
  });

  it('a game still being played is left alone: a stake just now keeps a launch made long ago', async () => {
    const pl = await player(p, 'rca');
    await fund(p, pl.id, 5_000n);
    const token = await launch(pl);
    // The launch was half an hour ago; the player is still staking.
    await p.database.db.execute(sql`UPDATE provider_sessions SET created_at = now() - interval '30 minutes' WHERE member_id = ${pl.id}`);
    expect(await bet(pl, token, '5.00')).toMatchObject({ status: 'OK', balance: '45.00' });
    await runJob(0);
    await runJob(14);
    expect(await both(pl)).toEqual([0n, 4_500n]);
    expect(await recallPostings(pl.id)).toBe(0);
    expect(await liveSessions(pl.id)).toBe(1);
    // The stakes stop: past the limit after the last one, the money comes home.
    await runJob(16);
    expect(await both(pl)).toEqual([4_500n, 0n]);
    expect(await recallPostings(pl.id)).toBe(1);
    await ledgerHolds();
  });

  it('a win that arrives after the launch ended comes home at the next run, without waiting for the idle limit', async () => {
    const pl = await player(p, 'rcw');
    await fund(p, pl.id, 3_000n);
    const token = await launch(pl);
    const roundId = id('r');
    expect(await bet(pl, token, '5.00', roundId)).toMatchObject({ status: 'OK' });
    await p.call({ method: 'POST', url: '/wps/game/leaveGame', headers: pl.auth, payload: {} });
    expect(await both(pl)).toEqual([2_500n, 0n]);
    expect((await wallet(p, TRF, 'win', { ...base(pl, roundId), transactionId: id('w'), amount: '20.00' })).body).toMatchObject({ status: 'OK', balance: '20.00' });
    await runJob(0);
    expect(await both(pl)).toEqual([4_500n, 0n]);
    expect(await recallPostings(pl.id)).toBe(2);
    await ledgerHolds();
  });

  it('two workers running the job at once, and again after, pay once', async () => {
    const players = await Promise.all([player(p, 'rcc'), player(p, 'rcd'), player(p, 'rce')]);
    for (const [i, pl] of players.entries()) {
      await fund(p, pl.id, 1_000n * BigInt(i + 1));
      await launch(pl);
    }
    const runs = await Promise.all([runJob(16), runJob(16), runJob(16)]);
    const moved = runs.flatMap((r) => r.filter((s) => s.merchantCode === 'thailand')).reduce((sum, s) => sum + s.amount, 0n);
    expect(moved).toBe(6_000n);
    await runJob(20);
    for (const [i, pl] of players.entries()) {
      expect(await both(pl)).toEqual([1_000n * BigInt(i + 1), 0n]);
      expect(await recallPostings(pl.id)).toBe(1);
      expect(await recallAudits(pl.id)).toHaveLength(1);
    }
    await ledgerHolds();
  });

  it('reads the merchant\'s wallets page by page, each page after the last one\'s owner', async () => {
    const players = await Promise.all([player(p, 'rcp'), player(p, 'rcq'), player(p, 'rcr')]);
    for (const pl of players) {
      await fund(p, pl.id, 700n);
      await launch(pl);
    }
    const mine = new Set(players.map((pl) => pl.id));
    const q = { merchantCode: 'thailand', currency: p.services.merchants.get('thailand').currency, at: new Date(), idleBefore: new Date(Date.now() + 16 * MINUTE), limit: 2 };
    const seen: number[] = [];
    for (let after = '', pages = 0; pages < 20; pages++) {
      const page = await transfersRepo.recallCandidates(p.database.db, { ...q, after });
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...page.map((c) => c.memberId));
      if (page.length < 2) break;
      after = page[page.length - 1]!.ownerId;
    }
    expect(seen.filter((m) => mine.has(m)).sort()).toEqual([...mine].sort());
    expect(new Set(seen).size).toBe(seen.length);
    await runJob(16);
  });

  it('in multi-wallet mode money the player moved to a vendor stays there', async () => {
    await setSingle(false);
    try {
      const pl = await player(p, 'rcm');
      await fund(p, pl.id, 6_000n);
      const moved = await p.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: pl.auth, payload: { from: 'MAIN', to: TRF, amount: '25', requestId: id('m') } });
      expect(moved.body.success).toBe(true);
      await runJob(60);
      expect(await both(pl)).toEqual([3_500n, 2_500n]);
      expect(await recallPostings(pl.id)).toBe(0);
    } finally {
      await setSingle(true);
    }
  });
});
