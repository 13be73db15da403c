/**
 * Deposit bonuses on the wallet model (issue 19, decision 0058, slice 2): a player joins, the qualifying
 * deposit earns the bonus from the promotion's budget in the crediting transaction, withdrawals wait for
 * the turnover counted from the player's rounds (each game type at its weight), the player may forfeit,
 * an expired grant takes the bonus back once however often the job runs; the ledger reconciles; on both
 * databases.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bonusGrants, promotionParticipations } from '../src/db/schema';
import { account } from '../src/modules/wallet/service';
import { createTestPlatform, type TestPlatform } from './helpers';
import { newPlayer } from './upload-helpers';

const BASE = '/wps/operator/merchants/thailand/promotions';
const PASSWORD = 'Secret#123';
const FUND = '246810';
let p: TestPlatform;
let ops: { authorization: string };

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  ops = { authorization: await p.operatorToken() };
});
afterAll(() => p.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => (await p.call({ method, url, payload, headers })).body;

let n = 0;
/** A running deposit bonus of Thailand with a funded budget: 100 % of the deposit up to 500, from 100, 2× the bonus on slots (live 10 %). */
async function depositBonus(rules: Record<string, unknown> = {}, budget = '10000.00') {
  const code = `DEP_${n++}_${Date.now().toString(36).toUpperCase()}`;
  const added = await call('POST', BASE, ops, {
    code, kind: 'deposit_bonus', category: 'DEPOSIT', titles: { EN: 'First deposit 100%', TH: 'ฝากแรก 100%' }, startsAt: null, endsAt: null,
    rules: { trigger: 'first', percent: 100, cap: '500', minDeposit: '100', turnover: { multiple: 2, expiryDays: 7 }, ...rules },
  });
  expect(added.errorCode).toBeNull();
  expect((await call('PUT', `${BASE}/${added.value.id}/status`, ops, { status: 'active' })).errorCode).toBeNull();
  if (budget !== '0') {
    const funded = await call('POST', `${BASE}/${added.value.id}/budget`, ops, { action: 'fund', amount: budget, reason: 'campaign', idempotencyKey: `fund-${code}` });
    expect(funded.errorCode).toBeNull();
  }
  return added.value as { id: number; code: string };
}

let k = 0;
async function deposit(auth: Record<string, string>, amount: number) {
  const made = await call('POST', '/wps/member/deposit', auth, { requestId: `db-${Date.now()}-${k++}`, channelCode: 'BANK', amount, reference: 'transfer' });
  expect(made.errorCode).toBeNull();
  const id = made.value.deposit.id as number;
  const approved = await call('POST', `/wps/operator/merchants/thailand/deposits/${id}/approve`, ops);
  expect(approved.errorCode).toBeNull();
  return id;
}
const balance = (memberId: number) => p.services.wallet.balanceOf('thailand', account.member(memberId));
const budget = (id: number) => p.services.wallet.balanceOf('thailand', account.promotionBudget(id));
const state = (auth: Record<string, string>, code: string) => call('GET', `/wps/member/promotions/${code}/state`, auth);
const join = (auth: Record<string, string>, code: string) => call('POST', `/wps/member/promotions/${code}/join`, auth);
const bonuses = (auth: Record<string, string>) => call('GET', '/wps/member/bonuses', auth);

/** A round at a provider, settled now: how the seamless wallet records one (the turnover reads these). */
async function round(memberId: number, bet: bigint, gameType: string, opts: { refund?: bigint; demo?: boolean; status?: string } = {}) {
  await p.database.db.execute(sql`
    INSERT INTO game_rounds (merchant_code, member_id, vendor_code, game_code, game_type, round_id, status, bet_amount, win_amount, refund_amount, currency, demo, settled_at)
    VALUES ('thailand', ${memberId}, 'SIM', 'g1', ${gameType}, ${`r-${memberId}-${Date.now()}-${k++}`}, ${opts.status ?? 'settled'}, ${bet}, 0, ${opts.refund ?? 0n}, 'THB', ${opts.demo ?? false}, now())`);
}

/** A player who can withdraw: registered with the account holder's name, a fund password and a bound bank account. */
async function withdrawer(prefix: string) {
  const username = `${prefix}${Date.now().toString(36)}`.slice(0, 16);
  const registered = await call('PUT', '/wps/member/register', { merchant: 'thailand' }, {
    username, password: PASSWORD, confirmPassword: PASSWORD, mobileNum: `08${String(30_000_000 + (Date.now() % 10_000_000)).padStart(8, '0')}`,
    acceptTerms: true, confirmAge: true, payeeName: 'Somchai Jaidee',
  });
  expect(registered.errorCode).toBeNull();
  const auth = { authorization: registered.value.token as string, merchant: 'thailand' };
  const player = { auth, id: (await call('GET', '/wps/member/info', auth)).value.id as number };
  expect((await call('PUT', '/wps/member/security/fund-password', player.auth, { loginPassword: PASSWORD, newFundPassword: FUND, confirmFundPassword: FUND })).errorCode).toBeNull();
  const bound = await call('POST', '/wps/member/withdraw/accounts', player.auth, { bankCode: 'KBANK', bankName: 'Kasikorn Bank', accountNumber: `12${String(Date.now()).slice(-8)}`, holderName: 'Somchai Jaidee' });
  expect(bound.errorCode).toBeNull();
  return { ...player, accountId: bound.value.id as number };
}
const withdraw = (player: { auth: Record<string, string>; accountId: number }, amount: string) =>
  call('POST', '/wps/member/withdraw', player.auth, { amount, accountId: player.accountId, fundPassword: FUND, requestId: `wd-${Date.now()}-${k++}` });

describe('a first deposit bonus', () => {
  it('is joined, paid with the qualifying deposit from the budget, and withdrawals wait for its turnover', async () => {
    const promo = await depositBonus();
    const player = await withdrawer('dbA');
    expect((await state(player.auth, promo.code)).value).toMatchObject({ kind: 'deposit_bonus', state: 'JOIN', canJoin: true, grant: null });
    expect((await join(player.auth, promo.code)).value).toMatchObject({ state: 'JOINED', canJoin: false });
    // Joining again is the same participation.
    expect((await join(player.auth, promo.code)).value.state).toBe('JOINED');
    const depositId = await deposit(player.auth, 300);
    expect(await balance(player.id)).toBe(60_000n);
    expect(await budget(promo.id)).toBe(1_000_000n - 30_000n);
    const issued = (await state(player.auth, promo.code)).value;
    expect(issued).toMatchObject({ state: 'ISSUED', grant: { amount: 300, turnoverRequired: 600, turnoverDone: 0, turnoverLeft: 600, status: 'active', title: 'ฝากแรก 100%' } });
    const [grant] = await p.database.db.select().from(bonusGrants).where(eq(bonusGrants.id, issued.grant.id));
    expect(grant).toMatchObject({ source: `deposit:${depositId}`, amount: 30_000n, depositAmount: 30_000n, turnoverRequired: 60_000n });
    // The bonus details' posting names the promotion.
    const records = await call('GET', '/wps/member/records/bonus', player.auth);
    expect(records.errorCode).toBeNull();

    const info = await call('GET', '/wps/member/withdraw/info', player.auth);
    expect(info.value.bonusTurnoverLeft).toBe(600);
    const refused = await withdraw(player, '100');
    expect(refused.errorCode).toBe('withdraw.turnover_open');
    expect(refused.message).toContain('600.00');
    expect(await balance(player.id)).toBe(60_000n);

    // Slots count in full, live at 10 %, sports not at all; refunds, demo and open rounds never.
    await round(player.id, 40_000n, 'RNG');
    await round(player.id, 100_000n, 'LIVE');
    await round(player.id, 50_000n, 'SPORTS');
    await round(player.id, 20_000n, 'RNG', { refund: 20_000n });
    await round(player.id, 50_000n, 'RNG', { demo: true });
    await round(player.id, 50_000n, 'RNG', { status: 'open' });
    const progress = (await bonuses(player.auth)).value;
    expect(progress).toMatchObject({ turnoverLeft: 100, list: [{ turnoverDone: 500, turnoverLeft: 100, status: 'active' }] });
    // Counted incrementally: reading again counts nothing twice.
    expect((await bonuses(player.auth)).value.turnoverLeft).toBe(100);
    expect((await withdraw(player, '100')).errorCode).toBe('withdraw.turnover_open');
    await round(player.id, 15_000n, 'RNG');
    // The promotion's own state counts the new rounds too.
    expect((await state(player.auth, promo.code)).value.grant).toMatchObject({ turnoverDone: 600, turnoverLeft: 0, status: 'met' });
    expect((await bonuses(player.auth)).value).toMatchObject({ turnoverLeft: 0, list: [{ turnoverDone: 600, status: 'met' }] });
    expect((await withdraw(player, '100')).errorCode).toBeNull();
    expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
  });

  it('cannot be joined after the first deposit, pays nothing below the minimum and is then over for the player', async () => {
    const promo = await depositBonus();
    const late = await newPlayer(p, 'thailand', 'dbB');
    await deposit(late.auth, 200);
    expect((await state(late.auth, promo.code)).value).toMatchObject({ state: 'JOIN', canJoin: false });
    expect((await join(late.auth, promo.code)).errorCode).toBe('promotion.not_eligible');

    const strict = await depositBonus({ minDeposit: '200' });
    const small = await newPlayer(p, 'thailand', 'dbC');
    await join(small.auth, strict.code);
    await deposit(small.auth, 150);
    expect(await balance(small.id)).toBe(15_000n);
    const [row] = await p.database.db.select().from(promotionParticipations).where(and(eq(promotionParticipations.promotionId, strict.id), eq(promotionParticipations.memberId, small.id)));
    expect(row!.status).toBe('cancelled');
    expect((await state(small.auth, strict.code)).value).toMatchObject({ state: 'JOIN', canJoin: false });
  });

  it('credits the deposit when the budget is too small, pays no bonus, keeps the player joined and tells the operators', async () => {
    const promo = await depositBonus({}, '100.00');
    const player = await newPlayer(p, 'thailand', 'dbD');
    await join(player.auth, promo.code);
    await deposit(player.auth, 300);
    expect(await balance(player.id)).toBe(30_000n);
    expect(await budget(promo.id)).toBe(10_000n);
    expect((await state(player.auth, promo.code)).value.state).toBe('JOINED');
    const told = await p.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'promotion.deposit_bonus.unpaid'), eq(auditLog.target, `promotion:${promo.id}`)));
    expect(told).toHaveLength(1);
  });

  it('is refused with a clear error for a promotion that is not a deposit bonus or not running, and changes nothing', async () => {
    const player = await newPlayer(p, 'thailand', 'dbE');
    expect((await join(player.auth, 'NO_SUCH_PROMO')).errorCode).toBe('promotion.not_found');
    const rebate = await call('POST', BASE, ops, { code: `REB_${Date.now().toString(36).toUpperCase()}`, kind: 'rebate', category: 'REBATE', titles: { EN: 'Rebate' }, startsAt: null, endsAt: null, rules: { rates: { RNG: 0.5 }, turnover: { multiple: 0, expiryDays: 1 } } });
    await call('PUT', `${BASE}/${rebate.value.id}/status`, ops, { status: 'active' });
    expect((await join(player.auth, rebate.value.code)).errorCode).toBe('promotion.not_applicable');
    const paused = await depositBonus();
    await call('PUT', `${BASE}/${paused.id}/status`, ops, { status: 'paused' });
    expect((await join(player.auth, paused.code)).errorCode).toBe('promotion.not_applicable');
    expect((await state(player.auth, paused.code)).value.state).toBe('CLOSE');
    expect((await call('POST', '/wps/member/bonuses/0/forfeit', player.auth)).errorCode).toBe('system.invalid_input');
    expect((await call('POST', '/wps/member/bonuses/2147483647/forfeit', player.auth)).errorCode).toBe('promotion.grant_not_found');
    // Rules the engine does not enforce yet are refused, not stored.
    const locked = await call('POST', BASE, ops, {
      code: 'LOCKED_BONUS', kind: 'deposit_bonus', category: 'DEPOSIT', titles: { EN: 'x' }, startsAt: null, endsAt: null,
      rules: { trigger: 'first', percent: 100, cap: '500', minDeposit: '100', turnover: { multiple: 2, expiryDays: 7, model: 'locked', maxBet: '50' } },
    });
    expect(locked.errorCode).toBe('system.invalid_input');
  });
});

describe('a published deposit bonus', () => {
  it('keeps its rules: the same rules in another key order are no change, a nested change is refused', async () => {
    const promo = await depositBonus();
    const stored = (await call('GET', `${BASE}/${promo.id}`, ops)).value;
    const reordered = { turnover: { expiryDays: 7, multiple: 2 }, minDeposit: '100', cap: '500', percent: 100, trigger: 'first' };
    const put = (rules: object) => call('PUT', `${BASE}/${promo.id}`, ops, { code: promo.code, kind: 'deposit_bonus', category: 'DEPOSIT', titles: { EN: 'Renamed' }, startsAt: stored.startsAt, endsAt: stored.endsAt, rules });
    expect((await put(reordered)).value.titles.EN).toBe('Renamed');
    expect((await put({ ...reordered, turnover: { expiryDays: 7, multiple: 3 } })).errorCode).toBe('promotion.not_draft');
  });
});

describe('a reload bonus', () => {
  it('pays once a day, at most one bonus per deposit, each grant counting the bet at its own weights, oldest first', async () => {
    const reload = await depositBonus({ trigger: 'reload', percent: 10, cap: '50', minDeposit: '100', period: 'daily', turnover: { multiple: 1, expiryDays: 3, weights: { LIVE: 100 } } });
    const player = await newPlayer(p, 'thailand', 'dbF');
    await join(player.auth, reload.code);
    await deposit(player.auth, 1000); // 10 % capped at 50
    await deposit(player.auth, 1000); // the day's bonus is paid: nothing more today
    expect(await balance(player.id)).toBe(205_000n);
    const list = (await bonuses(player.auth)).value.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ amount: 50, turnoverRequired: 50 });
    await round(player.id, 5_000n, 'LIVE');
    expect((await bonuses(player.auth)).value.list[0]).toMatchObject({ turnoverDone: 50, status: 'met' });
  });
});

describe('a bonus claimed after depositing', () => {
  it('is offered once a qualifying deposit is credited, paid from that deposit once, and never for a deposit another bonus paid', async () => {
    const promo = await depositBonus({ trigger: 'reload', percent: 50, cap: '100', minDeposit: '100', join: 'after_deposit', turnover: { multiple: 1, expiryDays: 3 } });
    const player = await newPlayer(p, 'thailand', 'dbK');
    expect((await state(player.auth, promo.code)).value).toMatchObject({ state: 'JOIN', canJoin: false });
    expect((await call('POST', `/wps/member/promotions/${promo.code}/claim`, player.auth)).errorCode).toBe('promotion.not_eligible');
    // Joining is for bonuses joined before a deposit, claiming for those claimed after.
    expect((await join(player.auth, promo.code)).errorCode).toBe('promotion.not_applicable');
    expect((await call('POST', `/wps/member/promotions/${(await depositBonus()).code}/claim`, player.auth)).errorCode).toBe('promotion.not_applicable');
    await deposit(player.auth, 150);
    expect((await state(player.auth, promo.code)).value).toMatchObject({ state: 'CLAIM', canJoin: true });
    const claims = await Promise.all(Array.from({ length: 10 }, () => call('POST', `/wps/member/promotions/${promo.code}/claim`, player.auth)));
    expect(claims.map((c) => c.errorCode ?? c.value.state)).toEqual(Array(10).fill('ISSUED'));
    expect(claims[0]!.value.grant).toMatchObject({ amount: 75, turnoverRequired: 75 });
    expect(await balance(player.id)).toBe(22_500n);
    const grants = await p.database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, player.id));
    expect(grants).toHaveLength(1);

    // A deposit a joined bonus already paid cannot be claimed by another.
    const first = await depositBonus();
    const claimLater = await depositBonus({ trigger: 'first', join: 'after_deposit' });
    const other = await newPlayer(p, 'thailand', 'dbL');
    await join(other.auth, first.code);
    await deposit(other.auth, 200);
    expect((await state(other.auth, claimLater.code)).value).toMatchObject({ state: 'JOIN', canJoin: false });
    expect((await call('POST', `/wps/member/promotions/${claimLater.code}/claim`, other.auth)).errorCode).toBe('promotion.not_eligible');
    expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
  });
});

describe('forfeiting and expiry', () => {
  it('forfeit takes the bonus back to the budget and frees withdrawals; a closed grant cannot be forfeited again', async () => {
    const promo = await depositBonus();
    const player = await newPlayer(p, 'thailand', 'dbG');
    await join(player.auth, promo.code);
    await deposit(player.auth, 200);
    const grantId = (await bonuses(player.auth)).value.list[0].id as number;
    // Twenty forfeits at once: one takes the bonus back.
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/wps/member/bonuses/${grantId}/forfeit`, player.auth)));
    expect(answers.filter((a) => a.errorCode === null)).toHaveLength(1);
    expect(answers.filter((a) => a.errorCode !== null).every((a) => a.errorCode === 'promotion.grant_closed')).toBe(true);
    expect(await balance(player.id)).toBe(20_000n);
    expect(await budget(promo.id)).toBe(1_000_000n);
    expect((await bonuses(player.auth)).value).toMatchObject({ turnoverLeft: 0, list: [{ status: 'forfeited', takenBack: 200 }] });
    expect((await call('GET', '/wps/member/withdraw/info', player.auth)).value.bonusTurnoverLeft).toBe(0);
  });

  it('expiry takes back what the wallet still holds, once, however often and by however many the job runs', async () => {
    const promo = await depositBonus();
    const player = await newPlayer(p, 'thailand', 'dbH');
    await join(player.auth, promo.code);
    await deposit(player.auth, 400);
    const grantId = (await bonuses(player.auth)).value.list[0].id as number;
    // The player lost 700 of its 800 since: only 100 is left to take back.
    await p.services.wallet.post({
      merchantCode: 'thailand', type: 'bet', idempotencyKey: `db-loss-${grantId}`, actor: { type: 'system', id: 'test', ip: null, merchantCode: null },
      legs: [{ account: account.member(player.id), amount: -70_000n }, { account: account.house, amount: 70_000n }],
    });
    await p.database.db.update(bonusGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bonusGrants.id, grantId));
    const runs = await Promise.all([p.services.depositBonuses.expire(), p.services.depositBonuses.expire(), p.services.depositBonuses.expire()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await p.services.depositBonuses.expire();
    expect(await balance(player.id)).toBe(0n);
    expect(await budget(promo.id)).toBe(1_000_000n - 40_000n + 10_000n);
    expect((await bonuses(player.auth)).value.list[0]).toMatchObject({ status: 'expired', takenBack: 100 });
    expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
  });
});

describe('concurrency', () => {
  it('twenty joins at once make one participation, and two deposits credited at once pay one first deposit bonus', async () => {
    const promo = await depositBonus();
    const player = await newPlayer(p, 'thailand', 'dbI');
    const joins = await Promise.all(Array.from({ length: 20 }, () => join(player.auth, promo.code)));
    expect(joins.every((j) => j.errorCode === null && j.value.state === 'JOINED')).toBe(true);
    const rows = await p.database.db.select().from(promotionParticipations).where(and(eq(promotionParticipations.promotionId, promo.id), eq(promotionParticipations.memberId, player.id)));
    expect(rows).toHaveLength(1);
    const made = await Promise.all([150, 250].map((amount, i) => call('POST', '/wps/member/deposit', player.auth, { requestId: `db-race-${i}-${Date.now()}`, channelCode: 'BANK', amount, reference: 'transfer' })));
    await Promise.all(made.map((m) => call('POST', `/wps/operator/merchants/thailand/deposits/${m.value.deposit.id}/approve`, ops)));
    const grants = await p.database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, player.id));
    expect(grants).toHaveLength(1);
    expect(await balance(player.id)).toBe(40_000n + grants[0]!.amount);
    expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
  });
});
