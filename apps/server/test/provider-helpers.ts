import { sql, type SQL } from 'drizzle-orm';
import { gameVendors, games } from '../src/db/schema';
import { providerSignature, vendorSecret } from '../src/modules/provider/signature';
import { account } from '../src/modules/wallet/posting';
import { expect } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';

export const PASSWORD = 'Secret#123';
const SYSTEM = { type: 'system' as const, id: 'provider-test', ip: null, merchantCode: null };

/** Test vendors of their own (codes the demo catalogue does not use), with one game each of three kinds. */
export const SIM = 'ZSIM';
export const TRF = 'ZTRF';
export async function seedTestCatalogue(p: TestPlatform, merchantCode = 'thailand') {
  const vendor = (code: string, walletMode: 'seamless' | 'transfer', status: 'active' | 'maintenance' | 'hidden' = 'active') =>
    ({ merchantCode, code, name: `${code} Games`, walletMode, adapter: 'sim' as const, status, sortOrder: 900 });
  await p.database.db.insert(gameVendors).values([vendor(SIM, 'seamless'), vendor(TRF, 'transfer'), vendor('ZMNT', 'seamless', 'maintenance'), vendor('ZHID', 'seamless', 'hidden')]);
  const game = (vendorCode: string, gameCode: string, extra: Partial<typeof games.$inferInsert> = {}) => ({
    merchantCode, vendorCode, gameCode, gameType: 'RNG', gameClassify: 'slots', names: { EN: `Lucky ${gameCode}`, TH: `ลัคกี้ ${gameCode}` },
    icon: { hues: [10, 200] as [number, number], shape: 'circle', text: 'LS' }, supportPlay: 0, sortOrder: 900, ...extra,
  });
  const rows = await p.database.db.insert(games).values([
    game(SIM, 'slot1'),
    game(SIM, 'fish1', { gameType: 'FISH', gameClassify: 'fishing', supportPlay: 1 }),
    game(SIM, 'table1', { gameType: 'LIVE', gameClassify: 'table' }),
    game(SIM, 'down1', { status: 'maintenance' }),
    game(SIM, 'gone1', { status: 'hidden' }),
    game(TRF, 'tslot1'),
    game('ZMNT', 'mslot1'),
    game('ZHID', 'hslot1'),
  ]).returning({ id: games.id, gameCode: games.gameCode });
  const ids = Object.fromEntries(rows.map((r) => [r.gameCode, r.id])) as Record<string, number>;
  return ids;
}

let nextPlayer = 0;
/** A registered (real) player with a session token. */
export async function player(p: TestPlatform, prefix: string) {
  const n = nextPlayer++;
  const username = `${prefix}${String(n).padStart(3, '0')}`;
  const mobileNum = `08${String(30_000_000 + n * 7919 + prefix.length * 104_729).padStart(8, '0')}`;
  const { body } = await p.call({ method: 'PUT', url: '/wps/member/register', payload: { username, password: PASSWORD, confirmPassword: PASSWORD, mobileNum, acceptTerms: true, confirmAge: true } });
  if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  const auth = { authorization: body.value.token as string };
  const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: auth });
  return { auth, id: info.body.value.id as number, username };
}
export type Player = Awaited<ReturnType<typeof player>>;

export const fund = (p: TestPlatform, id: number, amount: bigint, ref = account.member(id)) => p.services.wallet.post({
  merchantCode: 'thailand', type: 'deposit', idempotencyKey: `provider-test:fund:${id}:${amount}:${Math.random()}`, actor: SYSTEM,
  legs: [{ account: ref, amount }, { account: account.paymentChannel('BANK'), amount: -amount }],
});
export const balance = (p: TestPlatform, id: number) => p.services.wallet.balanceOf('thailand', account.member(id));

/** Launches a game for real money and returns the provider token from the URL. */
export async function launchToken(p: TestPlatform, pl: Player, nodeId: number, accountType = 1) {
  const { body } = await p.call({ method: 'POST', url: '/wps/game/launchGame', headers: pl.auth, payload: { nodeId, accountType } });
  if (!body.success) throw new Error(`launch failed: ${JSON.stringify(body)}`);
  return new URL(body.value.content.game_url).searchParams.get('token')!;
}

/** A signed seamless wallet call, as a provider sends it. */
export async function wallet(p: TestPlatform, vendor: string, call: string, payload: unknown, opts: { secret?: string; timestamp?: number; signature?: string; raw?: string } = {}) {
  const raw = opts.raw ?? JSON.stringify(payload);
  const timestamp = String(opts.timestamp ?? Date.now());
  const secret = opts.secret ?? vendorSecret(p.services.providerSim.masterSecret, vendor);
  const res = await p.app.inject({
    method: 'POST', url: `/provider/${vendor}/wallet/${call}`, payload: raw,
    headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': opts.signature ?? providerSignature(secret, timestamp, raw) },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
export const rows = async (p: TestPlatform, query: SQL) => ((await p.database.db.execute(query)) as unknown as { rows: any[] }).rows;

/** Everything a refused call must leave alone. */
export const snapshot = async (p: TestPlatform) => (await rows(p, sql`SELECT
  (SELECT COUNT(*) FROM ledger_postings)::int AS postings, (SELECT COALESCE(SUM(balance), 0)::text FROM ledger_accounts) AS balances,
  (SELECT COUNT(*) FROM game_rounds)::int AS rounds, (SELECT COUNT(*) FROM game_transactions)::int AS transactions,
  (SELECT string_agg(status || bet_amount || ':' || win_amount || ':' || refund_amount, ',' ORDER BY id) FROM game_rounds) AS round_state`))[0];

export const reconcile = async (p: TestPlatform) => {
  const report = await p.services.wallet.reconcile('thailand');
  return report;
};

/**
 * The platform the automatic-transfer tests share (decision 0037): the test catalogue (TRF is a
 * transfer vendor), no human verification or address check at login, the provider simulator's address
 * set so launches build their URLs, and the merchant's wallet mode switchable.
 */
export async function transferTestPlatform() {
  const p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', PROVIDER_SIM_URL: 'http://sim.test:7000' });
  const ops = { authorization: await p.operatorToken() };
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
  const ids = await seedTestCatalogue(p);
  const setSingle = (isSingle: boolean) => p.moneySetting({ method: 'PUT', url: '/wps/operator/merchants/thailand/wallet-mode', payload: { isSingle }, headers: ops });
  return { p, ops, ids, setSingle };
}

/** Every ledger invariant, and no member wallet (main or at a vendor) below zero. */
export async function ledgerHolds(p: TestPlatform) {
  const report = await reconcile(p);
  expect(report.differences).toEqual([]);
  expect(report.ok).toBe(true);
  const [neg] = await rows(p, sql`SELECT COUNT(*)::int AS n FROM ledger_accounts WHERE owner_kind IN ('member', 'member_vendor') AND balance < 0`);
  expect(neg.n).toBe(0);
}
