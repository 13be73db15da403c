import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameVendors, games } from '../src/db/schema';
import { account } from '../src/modules/wallet/posting';
import type { TestPlatform } from './helpers';
import { TRF, balance, fund, launchToken, ledgerHolds as holds, player, rows, transferTestPlatform, wallet, type Player } from './provider-helpers';

/** A second transfer-mode vendor, so a launch has another vendor's money to bring back first. */
const TR2 = 'ZTR2';
let p: TestPlatform;
let ids: Record<string, number>;
let setSingle: (isSingle: boolean) => Promise<unknown>;
let seq = 0;
const id = (prefix: string) => `${prefix}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  ({ p, ids, setSingle } = await transferTestPlatform());
  await p.database.db.insert(gameVendors).values({ merchantCode: 'thailand', code: TR2, name: `${TR2} Games`, walletMode: 'transfer', adapter: 'sim', status: 'active', sortOrder: 901 });
  const [row] = await p.database.db.insert(games).values({
    merchantCode: 'thailand', vendorCode: TR2, gameCode: 'ttable2', gameType: 'LIVE', gameClassify: 'table', names: { EN: 'Table two', TH: 'โต๊ะสอง' },
    icon: { hues: [10, 200], shape: 'circle', text: 'T2' }, supportPlay: 1, sortOrder: 901,
  }).returning({ id: games.id });
  ids.ttable2 = row!.id;
});
afterAll(() => p.close());

const atVendor = (memberId: number, vendor: string) => p.services.wallet.balanceOf('thailand', account.memberVendor(memberId, vendor));
const launch = (pl: Player, nodeId: number) => launchToken(p, pl, nodeId);
const leave = async (pl: Player) => (await p.call({ method: 'POST', url: '/wps/game/leaveGame', headers: pl.auth, payload: {} })).body;
const header = async (pl: Player) => (await p.call({ method: 'GET', url: '/wps/member/public/state', headers: pl.auth })).body.value.balance as number;
/** One round at a vendor as the provider plays it: a stake, then a win (0 for a loss). */
async function playRound(pl: Player, vendor: string, token: string, gameCode: string, stake: string, won: string) {
  const base = { merchantCode: 'thailand', playerId: pl.id, gameCode, roundId: id('r') };
  const bet = await wallet(p, vendor, 'bet', { ...base, token, transactionId: id('b'), amount: stake });
  if (bet.body.status !== 'OK') return bet.body;
  return (await wallet(p, vendor, 'win', { ...base, transactionId: id('w'), amount: won })).body;
}
const autoPostings = async (memberId: number) => Number((await rows(p, sql`SELECT COUNT(*)::int AS n FROM ledger_postings WHERE idempotency_key LIKE ${`auto-transfer:${memberId}:%`}`))[0].n);
const ledgerHolds = () => holds(p);
/** Main plus every vendor wallet of the member. */
async function total(memberId: number) {
  const [row] = await rows(p, sql`SELECT COALESCE(SUM(balance), 0)::text AS t FROM ledger_accounts WHERE member_id = ${memberId} AND owner_kind IN ('member', 'member_vendor')`);
  return BigInt(row.t);
}

describe('automatic transfer in single-wallet mode (decision 0037)', () => {
  it('a transfer vendor\'s launch moves the whole main balance to it; play moves that wallet; the header shows it; leaving brings it back once', async () => {
    await setSingle(true);
    const pl = await player(p, 'atf');
    await fund(p, pl.id, 10_000n);
    const token = await launch(pl, ids.tslot1!);
    expect([await balance(p, pl.id), await atVendor(pl.id, TRF)]).toEqual([0n, 10_000n]);
    // The provider sees the player's whole balance, and takes stakes from it.
    expect((await wallet(p, TRF, 'authenticate', { token })).body).toMatchObject({ status: 'OK', balance: '100.00' });
    expect(await playRound(pl, TRF, token, 'tslot1', '10.00', '25.00')).toMatchObject({ status: 'OK', balance: '115.00' });
    // The header shows the one balance, money at the vendor included, while the game is open.
    expect(await header(pl)).toBe(115);
    expect(await atVendor(pl.id, TRF)).toBe(11_500n);

    const left = await leave(pl);
    expect(left.value).toEqual({ moved: [{ walletCode: TRF, amount: 115 }], mainBalance: 115 });
    expect([await balance(p, pl.id), await atVendor(pl.id, TRF)]).toEqual([11_500n, 0n]);
    // A second close (a retry, a second tab) moves nothing.
    expect((await leave(pl)).value).toEqual({ moved: [], mainBalance: 115 });
    // The launch token ended with the leave (a provider process may remember it for a minute): a stake with it is refused and moves nothing.
    const late = await wallet(p, TRF, 'bet', { merchantCode: 'thailand', playerId: pl.id, gameCode: 'tslot1', roundId: id('r'), token, transactionId: id('b'), amount: '1.00' });
    expect(['provider.token_invalid', 'provider.insufficient_funds']).toContain(late.body.errorCode);
    expect((await rows(p, sql`SELECT expires_at <= now() AS ended FROM provider_sessions WHERE member_id = ${pl.id}`)).map((r) => r.ended)).toEqual([true]);
    expect(await autoPostings(pl.id)).toBe(2);
    // Both moves are in the account record as transfers.
    const record = await rows(p, sql`SELECT p.type, p.reference, p.memo FROM ledger_postings p WHERE p.idempotency_key LIKE ${`auto-transfer:${pl.id}:%`} ORDER BY p.id`);
    expect(record).toEqual([{ type: 'vendor_transfer', reference: TRF, memo: `MAIN → ${TRF}` }, { type: 'vendor_transfer', reference: TRF, memo: `${TRF} → MAIN` }]);
    await ledgerHolds();
  });

  it('rounds played at a transfer vendor are in the betting record and the personal profit; the transfers are not profit', async () => {
    const pl = await player(p, 'atr');
    await fund(p, pl.id, 10_000n);
    const token = await launch(pl, ids.tslot1!);
    expect(await playRound(pl, TRF, token, 'tslot1', '10.00', '30.00')).toMatchObject({ status: 'OK', balance: '120.00' });
    await leave(pl);
    const betting = (await p.call({ method: 'GET', url: '/wps/member/records/betting?pageNo=1&pageSize=20', headers: pl.auth })).body.value;
    expect(betting.summary).toMatchObject({ rounds: 1, betAmount: 10, winAmount: 30, profit: 20 });
    expect(betting.list).toHaveLength(1);
    const profit = (await p.call({ method: 'GET', url: '/wps/member/records/profit', headers: pl.auth })).body.value;
    expect(profit).toMatchObject({ bets: 10, wins: 30, netProfit: 20, deposits: 100 });
    // The main wallet's side of the two automatic transfers, counted once each.
    expect(profit.byType.filter((t: { type: string }) => t.type === 'vendor_transfer')).toEqual([{ type: 'vendor_transfer', amount: 20, count: 2 }]);
  });

  it('opening another vendor brings the first vendor\'s money back before filling the second; a seamless game brings everything home', async () => {
    const pl = await player(p, 'atv');
    await fund(p, pl.id, 5_000n);
    const first = await launch(pl, ids.tslot1!);
    expect(await playRound(pl, TRF, first, 'tslot1', '10.00', '0')).toMatchObject({ status: 'OK', balance: '40.00' });
    await launch(pl, ids.ttable2!);
    expect([await balance(p, pl.id), await atVendor(pl.id, TRF), await atVendor(pl.id, TR2)]).toEqual([0n, 0n, 4_000n]);
    await launch(pl, ids.slot1!);
    expect([await balance(p, pl.id), await atVendor(pl.id, TRF), await atVendor(pl.id, TR2)]).toEqual([4_000n, 0n, 0n]);
    expect(await header(pl)).toBe(40);
    await ledgerHolds();
  });

  it('a win that arrives after the player left is brought home by the next balance read; the game being played is left alone', async () => {
    const pl = await player(p, 'ats');
    await fund(p, pl.id, 3_000n);
    const token = await launch(pl, ids.tslot1!);
    const base = { merchantCode: 'thailand', playerId: pl.id, gameCode: 'tslot1', roundId: id('r') };
    expect((await wallet(p, TRF, 'bet', { ...base, token, transactionId: id('b'), amount: '5.00' })).body.status).toBe('OK');
    // The header poll while playing moves nothing.
    expect(await header(pl)).toBe(25);
    expect(await atVendor(pl.id, TRF)).toBe(2_500n);
    await leave(pl);
    // The round's win comes late, into the vendor wallet the player has left.
    expect((await wallet(p, TRF, 'win', { ...base, transactionId: id('w'), amount: '20.00' })).body).toMatchObject({ status: 'OK', balance: '20.00' });
    expect(await header(pl)).toBe(45);
    expect([await balance(p, pl.id), await atVendor(pl.id, TRF)]).toEqual([4_500n, 0n]);
    await ledgerHolds();
  });

  it('two sweeps that saw the same wallet make one posting: a retried launch moves the money once', async () => {
    const pl = await player(p, 'ati');
    await fund(p, pl.id, 7_000n);
    const member = { id: pl.id, merchantCode: 'thailand' };
    const ctx = { ip: '127.0.0.1' } as Parameters<typeof p.services.autoTransfer.beforeLaunch>[0];
    await Promise.all(Array.from({ length: 6 }, () => p.services.autoTransfer.beforeLaunch(ctx, member, { code: TRF, walletMode: 'transfer' })));
    expect([await balance(p, pl.id), await atVendor(pl.id, TRF)]).toEqual([0n, 7_000n]);
    expect(await autoPostings(pl.id)).toBe(1);
    await Promise.all(Array.from({ length: 6 }, () => p.services.autoTransfer.beforeWithdrawal(ctx, member)));
    expect([await balance(p, pl.id), await atVendor(pl.id, TRF)]).toEqual([7_000n, 0n]);
    expect(await autoPostings(pl.id)).toBe(2);
    await ledgerHolds();
  });

  it('parallel launches and leaves of one member across two vendors, with play: no money made or lost, ledger invariants hold', async () => {
    const pl = await player(p, 'atc');
    await fund(p, pl.id, 50_000n);
    const tokens: { vendor: string; game: string; token: string }[] = [];
    let net = 0n;
    const op = async (i: number) => {
      const kind = i % 5;
      if (kind === 4) return void (await leave(pl));
      const [vendor, game, nodeId] = kind % 2 === 0 ? [TRF, 'tslot1', ids.tslot1!] : [TR2, 'ttable2', ids.ttable2!];
      const token = await launch(pl, nodeId);
      tokens.push({ vendor, game, token });
      const result = await playRound(pl, vendor, token, game, '1.00', i % 3 === 0 ? '2.00' : '0');
      // A stake refused (the money moved on to another vendor meanwhile) moves nothing.
      if (result.status === 'OK') net += i % 3 === 0 ? 100n : -100n;
    };
    await Promise.all(Array.from({ length: 30 }, (_, i) => op(i)));
    expect(await total(pl.id)).toBe(50_000n + net);
    await ledgerHolds();
    await leave(pl);
    expect([await balance(p, pl.id), await atVendor(pl.id, TRF), await atVendor(pl.id, TR2)]).toEqual([50_000n + net, 0n, 0n]);
  }, 60_000);
});

describe('multi-wallet mode and trial accounts', () => {
  it('in multi-wallet mode a launch moves nothing and the transfer call moves money both ways', async () => {
    await setSingle(false);
    try {
      const pl = await player(p, 'atm');
      await fund(p, pl.id, 6_000n);
      await launch(pl, ids.tslot1!);
      expect([await balance(p, pl.id), await atVendor(pl.id, TRF)]).toEqual([6_000n, 0n]);
      const call = (payload: object) => p.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: pl.auth, payload });
      expect((await call({ from: 'MAIN', to: TRF, amount: '25', requestId: id('m') })).body.value).toMatchObject({ mainBalance: 35, vendorBalance: 25 });
      expect((await call({ from: TRF, to: 'MAIN', amount: '5', requestId: id('m') })).body.value).toMatchObject({ mainBalance: 40, vendorBalance: 20 });
      // The header shows the main wallet only: the vendor wallets are the transfer page's.
      expect(await header(pl)).toBe(40);
      expect((await leave(pl)).value).toEqual({ moved: [], mainBalance: 40 });
      expect(await atVendor(pl.id, TRF)).toBe(2_000n);
    } finally {
      await setSingle(true);
    }
  });

  it('a trial account plays its play money and never has an automatic transfer', async () => {
    const { body } = await p.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const trial = { authorization: body.value.token as string };
    const launched = await p.call({ method: 'POST', url: '/wps/game/launchGame', headers: trial, payload: { nodeId: ids.tslot1, accountType: 0 } });
    expect(launched.body.success).toBe(true);
    expect((await p.call({ method: 'POST', url: '/wps/game/leaveGame', headers: trial, payload: {} })).body.value).toMatchObject({ moved: [] });
  });
});
