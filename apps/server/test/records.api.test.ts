import { addDays, startOfDay, todayIn } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { account, type Leg } from '../src/modules/wallet/posting';
import { createWalletRecords } from '../src/modules/wallet/records';
import { explainEntries, findMemberAccount } from '../src/modules/wallet/records-repo';
import { createTestPlatform, type TestPlatform } from './helpers';

const SYSTEM = { type: 'system' as const, id: 'records-test', ip: null, merchantCode: null };
const PASSWORD = 'Secret#123';
let p: TestPlatform;
let ops: { authorization: string };

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY_HOPS: '1' });
  ops = { authorization: await p.operatorToken() };
  for (const merchant of ['thailand', 'mexico']) {
    await p.call({ method: 'PUT', url: `/wps/operator/merchants/${merchant}/features`, payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
  }
});
afterAll(() => p.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
const rows = async (query: SQL) => ((await p.database.db.execute(query)) as unknown as { rows: any[] }).rows;
let nextPlayer = 0;
async function player(merchant = 'thailand') {
  const n = nextPlayer++;
  const username = `rec${String(n).padStart(3, '0')}`;
  const mobileNum = `${merchant === 'thailand' ? '08' : '55'}${String(10_000_000 + n * 7919).padStart(8, '0')}`;
  const headers = { merchant };
  const { body } = await p.call({ method: 'PUT', url: '/wps/member/register', headers, payload: { username, password: PASSWORD, confirmPassword: PASSWORD, mobileNum, acceptTerms: true, confirmAge: true } });
  if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  const auth = { authorization: body.value.token as string, merchant };
  const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: auth });
  return { auth, id: info.body.value.id as number, merchant };
}
type Player = Awaited<ReturnType<typeof player>>;

const post = (pl: Player, key: string, type: 'deposit' | 'bet' | 'win' | 'refund' | 'bonus', amount: bigint, extra: { reference?: string; memo?: string; vendor?: string } = {}) => {
  const other = type === 'deposit' ? account.paymentChannel('BANK') : type === 'bonus' ? account.bonus : account.providerClearing;
  const legs: Leg[] = [{ account: account.member(pl.id), amount }, { account: other, amount: -amount }];
  // Seamless game calls post as the vendor (provider:<code>), which names the round's vendor and game.
  const actor = extra.vendor ? { ...SYSTEM, id: `provider:${extra.vendor}` } : SYSTEM;
  return p.services.wallet.post({ merchantCode: pl.merchant, type, idempotencyKey: `records-test:${key}`, actor, legs, reference: extra.reference, memo: extra.memo });
};
const adjust = (pl: Player, amount: string, key: string, reason = 'goodwill credit') =>
  p.call({ method: 'POST', url: `/wps/operator/merchants/${pl.merchant}/members/${pl.id}/wallet/adjust`, payload: { amount, reason, idempotencyKey: key }, headers: ops });
const get = (path: string, pl: Player, query: Record<string, string | number | undefined> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return p.call({ method: 'GET', url: `/wps/member/records/${path}${qs ? `?${qs}` : ''}`, headers: pl.auth });
};

describe('account record', () => {
  it('needs a real member: no token is 401, a trial account is refused', async () => {
    const { res, body } = await p.call({ method: 'GET', url: '/wps/member/records/account' });
    expect([res.statusCode, body.errorCode]).toEqual([401, 'auth.not_logged_in']);
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { FREE_PLAY: true }, headers: ops });
    const trial = (await p.call({ method: 'POST', url: '/wps/session/login/freeplay' })).body.value.token as string;
    for (const path of ['account', 'betting', 'profit', 'bonus']) {
      const r = await p.call({ method: 'GET', url: `/wps/member/records/${path}`, headers: { authorization: trial } });
      expect([r.res.statusCode, r.body.errorCode]).toEqual([403, 'member.in_need_true_account']);
    }
  });

  it('lists every posting with type, amount, balance after, time and what it was for, newest first; filters by type', async () => {
    const pl = await player();
    expect((await get('account', pl)).body.value).toMatchObject({ list: [], totalCount: 0, totalPages: 0, currency: 'THB' });
    await post(pl, 'dep-a', 'deposit', 10_000n, { reference: 'deposit:77', memo: 'BANK' });
    expect((await adjust(pl, '-12.34', 'rec-adj-1', 'internal note: chargeback')).body.success).toBe(true);
    await post(pl, 'bonus-a', 'bonus', 500n, { memo: 'Welcome bonus' });
    const { body } = await get('account', pl);
    expect(body.value.totalCount).toBe(3);
    expect(body.value.list.map((r: { type: string; amount: number; balanceAfter: number }) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['bonus', 5, 92.66], ['adjustment', -12.34, 87.66], ['deposit', 100, 100],
    ]);
    const [bonus, adjustment, deposit] = body.value.list;
    // The deposit's number and its channel's name in the player's language (TH, the merchant's first), never the ledger's key.
    expect(deposit.subject).toEqual({ kind: 'deposit', id: 77, channel: 'โอนผ่านธนาคาร' });
    expect(bonus.subject).toEqual({ kind: 'bonus', name: 'Welcome bonus' });
    // An operator's adjustment reason is an internal note, not shown to the player.
    expect(adjustment.subject).toEqual({ kind: 'none' });
    expect(JSON.stringify(body.value)).not.toMatch(/deposit:77|chargeback|"BANK"|"reference"|"memo"/);
    const english = await p.call({ method: 'GET', url: '/wps/member/records/account', headers: { ...pl.auth, language: 'EN' } });
    expect(english.body.value.list[2].subject).toEqual({ kind: 'deposit', id: 77, channel: 'Bank transfer' });
    expect(Date.parse(deposit.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const only = await get('account', pl, { type: 'adjustment' });
    expect(only.body.value.list.map((r: { type: string }) => r.type)).toEqual(['adjustment']);
    expect(only.body.value.totalCount).toBe(1);
    expect((await get('bonus', pl)).body.value.list.map((r: { amount: number }) => r.amount)).toEqual([5]);
  });

  it('pages on the server: totals, the last partial page, a page past the end', async () => {
    const pl = await player();
    await Promise.all(Array.from({ length: 23 }, (_, i) => post(pl, `page-${pl.id}-${i}`, 'deposit', BigInt(100 + i))));
    const page = (pageNo: number) => get('account', pl, { pageNo, pageSize: 10 });
    const first = (await page(1)).body.value;
    expect([first.totalCount, first.totalPages, first.list.length, first.pageNo, first.pageSize]).toEqual([23, 3, 10, 1, 10]);
    const last = (await page(3)).body.value;
    expect(last.list.length).toBe(3);
    const past = (await page(4)).body.value;
    expect([past.list.length, past.totalCount, past.totalPages]).toEqual([0, 23, 3]);
    // Pages do not overlap and together hold every posting once.
    const ids = [...first.list, ...(await page(2)).body.value.list, ...last.list].map((r: { postingId: number }) => r.postingId);
    expect(new Set(ids).size).toBe(23);
    for (const query of [{ pageNo: 0 }, { pageSize: 0 }, { pageSize: 101 }, { pageNo: 'x' }, { pageNo: 1.5 }]) {
      const { res, body } = await get('account', pl, query);
      expect([res.statusCode, body.errorCode]).toEqual([400, 'system.invalid_input']);
    }
  });

  it('never shows another member\'s postings, whatever the query says', async () => {
    const a = await player();
    const b = await player();
    await post(a, `mine-${a.id}`, 'deposit', 700n);
    await post(a, `mine-bonus-${a.id}`, 'bonus', 100n);
    await post(a, `mine-bet-${a.id}`, 'bet', -50n, { reference: 'R-private' });
    for (const path of ['account', 'bonus', 'betting']) {
      const { body } = await get(path, b, { memberId: a.id, id: a.id });
      expect(body.value.totalCount).toBe(0);
      expect(body.value.list).toEqual([]);
    }
    expect((await get('profit', b)).body.value.byType).toEqual([]);
    expect((await get('account', a)).body.value.totalCount).toBe(3);
  });
});

describe('periods', () => {
  it('reads whole days in the merchant\'s time zone: the default week, presets before and after a date, refused periods', async () => {
    const pl = await player();
    await post(pl, `period-${pl.id}`, 'deposit', 100n);
    const today = todayIn('Asia/Bangkok');
    const period = async (query: Record<string, string>) => (await get('account', pl, query)).body.value;
    expect((await period({})).period).toEqual({ from: addDays(today, -6), to: today, timeZone: 'Asia/Bangkok' });
    expect((await period({ preset: 'previous7' })).period).toMatchObject({ from: addDays(today, -6), to: today });
    expect((await period({ preset: 'previous30' })).period).toMatchObject({ from: addDays(today, -29), to: today });
    expect((await period({ preset: 'previous30', to: '2026-03-31' })).period).toMatchObject({ from: '2026-03-02', to: '2026-03-31' });
    expect((await period({ preset: 'next7', from: '2026-02-25' })).period).toMatchObject({ from: '2026-02-25', to: '2026-03-03' });
    expect((await period({ preset: 'next30', from: today })).totalCount).toBe(1);
    expect((await period({ preset: 'next7', from: addDays(today, 1) })).totalCount).toBe(0);
    expect((await period({ preset: 'previous7', to: addDays(today, -1) })).totalCount).toBe(0);
    for (const query of [{ from: today, to: addDays(today, -1) }, { from: addDays(today, -366), to: today }]) {
      const { res, body } = await get('account', pl, query);
      expect([res.statusCode, body.errorCode]).toEqual([400, 'records.period_invalid']);
    }
    expect((await get('account', pl, { from: addDays(today, -365), to: today })).body.success).toBe(true);
    for (const query of [{ from: '2026-02-30' }, { to: '26-01-01' }, { preset: 'last7' }, { from: '1999-12-31' }, { type: 'jackpot' }]) {
      const { res, body } = await get('account', pl, query);
      expect([res.statusCode, body.errorCode]).toEqual([400, 'system.invalid_input']);
    }
  });

  it('puts a posting on its local date in each merchant\'s zone (Bangkok UTC+7, Mexico City UTC-6)', async () => {
    for (const [merchant, offsetHours] of [['thailand', 7], ['mexico', -6]] as const) {
      const pl = await player(merchant);
      const posted = await post(pl, `zone-${pl.id}`, 'deposit', 100n);
      const localDate = new Date(posted.createdAt.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 10);
      const count = async (date: string) => (await get('account', pl, { from: date, to: date })).body.value.totalCount;
      expect(await count(localDate)).toBe(1);
      expect(await count(addDays(localDate, -1))).toBe(0);
      expect(await count(addDays(localDate, 1))).toBe(0);
      const utcDate = posted.createdAt.toISOString().slice(0, 10);
      if (utcDate !== localDate) expect(await count(utcDate)).toBe(0);
    }
  });

  it('moves the presets with the clock: a posting leaves "previous 7 days" after a week and stays in "previous 30 days"', async () => {
    const pl = await player();
    await post(pl, `clock-${pl.id}`, 'deposit', 100n);
    const names = { catalogue: p.services.games.namesIn, channels: p.services.deposits.channelNames, promotions: p.services.promotionApplications.titlesIn };
    const later = (days: number) => createWalletRecords({ db: p.database.db, merchants: p.services.merchants, names, now: () => new Date(Date.now() + days * 86_400_000) });
    const count = async (days: number, preset: 'previous7' | 'previous30') =>
      (await later(days).accountRecord({ id: pl.id, merchantCode: pl.merchant }, 'TH', { preset, pageNo: 1, pageSize: 20 })).totalCount;
    expect(await count(6, 'previous7')).toBe(1);
    expect(await count(7, 'previous7')).toBe(0);
    expect(await count(29, 'previous30')).toBe(1);
    expect(await count(30, 'previous30')).toBe(0);
    // The day boundary is the merchant's midnight, not UTC's.
    expect(startOfDay('2026-03-01', 'Asia/Bangkok').toISOString()).toBe('2026-02-28T17:00:00.000Z');
  });
});

describe('betting record, personal profit, bonus details', () => {
  it('groups bet, win and refund postings into rounds by reference, with a summary; empty for a member who never played', async () => {
    const pl = await player();
    await post(pl, `fund-${pl.id}`, 'deposit', 10_000n);
    await post(pl, `bet1-${pl.id}`, 'bet', -1_000n, { reference: 'PT-R1', memo: 'slot', vendor: 'PGE' });
    await post(pl, `win1-${pl.id}`, 'win', 2_500n, { reference: 'PT-R1', memo: 'slot', vendor: 'PGE' });
    await post(pl, `bet2-${pl.id}`, 'bet', -400n, { reference: 'JDB-R2', memo: 'dice', vendor: 'PGE' });
    await post(pl, `bet3-${pl.id}`, 'bet', -300n, { reference: 'CQ9-R3', memo: 'no-such-game', vendor: 'PGE' });
    await post(pl, `ref3-${pl.id}`, 'refund', 300n, { reference: 'CQ9-R3', vendor: 'PGE' });
    const { body } = await get('betting', pl);
    expect(body.value.summary).toEqual({ rounds: 3, betAmount: 17, winAmount: 25, refundAmount: 3, profit: 11 });
    // Game and vendor by the catalogue's names in the player's language; a game no longer in the catalogue has no name, never its code.
    expect(body.value.list.map((r: { roundId: string; game: string; vendor: string; betAmount: number; winAmount: number; refundAmount: number; profit: number }) =>
      [r.roundId, r.game, r.vendor, r.betAmount, r.winAmount, r.refundAmount, r.profit])).toEqual([
      ['CQ9-R3', null, 'PGE ออริจินัล', 3, 0, 3, 0], ['JDB-R2', 'ลูกเต๋ายุติธรรม', 'PGE ออริจินัล', 4, 0, 0, -4], ['PT-R1', 'สล็อตดอกบัวยุติธรรม', 'PGE ออริจินัล', 10, 25, 0, 15],
    ]);
    const english = await p.call({ method: 'GET', url: '/wps/member/records/betting', headers: { ...pl.auth, language: 'EN' } });
    expect(english.body.value.list.map((r: { game: string; vendor: string }) => [r.game, r.vendor])).toEqual([[null, 'PGE Originals'], ['Provably Fair Dice', 'PGE Originals'], ['Lotus Fair Slot', 'PGE Originals']]);
    const account = (await get('account', pl, { type: 'bet' })).body.value.list;
    expect(account[0].subject).toEqual({ kind: 'game', game: null, vendor: 'PGE ออริจินัล' });
    expect(account[2].subject).toEqual({ kind: 'game', game: 'สล็อตดอกบัวยุติธรรม', vendor: 'PGE ออริจินัล' });
    const paged = (await get('betting', pl, { pageNo: 2, pageSize: 2 })).body.value;
    expect([paged.totalCount, paged.totalPages, paged.list.map((r: { roundId: string }) => r.roundId)]).toEqual([3, 2, ['PT-R1']]);
    const other = await player();
    expect((await get('betting', other)).body.value).toMatchObject({ list: [], totalCount: 0, summary: { rounds: 0, profit: 0 } });

    await post(pl, `bonus-${pl.id}`, 'bonus', 200n, { memo: 'Reload' });
    expect((await adjust(pl, '-1', `profit-adj-${pl.id}`)).body.success).toBe(true);
    const profit = (await get('profit', pl)).body.value;
    expect(profit).toMatchObject({ deposits: 100, withdrawals: 0, bets: 17, wins: 25, refunds: 3, bonuses: 2, adjustments: -1, netProfit: 13, currency: 'THB' });
    expect(profit.byType).toEqual(expect.arrayContaining([{ type: 'bet', amount: -17, count: 3 }, { type: 'deposit', amount: 100, count: 1 }]));
    expect((await get('profit', pl, { preset: 'previous7', to: addDays(todayIn('Asia/Bangkok'), -1) })).body.value).toMatchObject({ netProfit: 0, byType: [] });
    expect((await get('bonus', pl)).body.value.list.map((r: { type: string; subject: unknown }) => [r.type, r.subject])).toEqual([['bonus', { kind: 'bonus', name: 'Reload' }]]);
  });

  it.runIf(process.env.TEST_DB === 'pg')('reads a member with many entries through the (account, time) index (EXPLAIN on PostgreSQL)', async () => {
    const pl = await player();
    // A table where this member is one of many: 300 other wallets with 40 postings each, as a live site has.
    const others = (await p.database.db.insert(members).values(Array.from({ length: 300 }, (_, i) => {
      const username = `recother${pl.id}x${i}`;
      return { merchantCode: 'thailand', username, usernameKey: username, passwordHash: 'factory', type: 0, registerIp: '127.0.0.1' };
    })).returning({ id: members.id })).map((m) => m.id);
    for (let round = 0; round < 40; round++) {
      await Promise.all([
        ...others.map((id) => p.services.wallet.post({ merchantCode: 'thailand', type: 'deposit', idempotencyKey: `records-other:${id}:${round}`, actor: SYSTEM, legs: [{ account: account.member(id), amount: 100n }, { account: account.paymentChannel('BANK'), amount: -100n }] })),
        ...Array.from({ length: 25 }, (_, i) => post(pl, `many-${round}-${i}`, 'deposit', 100n)),
      ]);
    }
    await rows(sql`ANALYZE ledger_entries`);
    await rows(sql`ANALYZE ledger_postings`);
    const accountId = (await findMemberAccount(p.database.db, 'thailand', 'THB', 'member', String(pl.id)))!;
    const range = { accountId, start: new Date(Date.now() - 7 * 86_400_000), end: new Date(Date.now() + 86_400_000) };
    for (const types of [null, ['bonus']]) {
      const plan = await explainEntries(p.database.db, range, types);
      expect(plan).toMatch(/Index (Only )?Scan.*ledger_entries_account/);
      expect(plan).not.toMatch(/Seq Scan on ledger_entries/);
    }
    expect((await get('account', pl, { pageSize: 5 })).body.value.totalCount).toBe(1000);
  }, 120_000);
});
