import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows and envelope values read in assertions
export type Any = any;
const PASSWORD = 'Secret#123';

/** A test platform for the games catalogue files, with the demo operator's token and helpers over it. */
export async function gamesTestKit(usernamePrefix: string) {
  const p: TestPlatform = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  const ops = { authorization: await p.operatorToken() };
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
  const rows = async (query: ReturnType<typeof sql>) => ((await p.database.db.execute(query)) as unknown as { rows: Any[] }).rows;
  const get = (url: string, headers: Record<string, string> = {}) => p.call({ method: 'GET', url, headers });
  let nextPlayer = 0;
  return {
    p, ops, rows, get,
    /** Icons are SVG, not envelopes (errors still are). */
    raw: (url: string) => p.app.inject({ method: 'GET', url }),
    async list(query: string, headers: Record<string, string> = {}) {
      const { res, body } = await get(`/wps/relay/GCSGAME_gameList?${query}`, headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      return body.value as { games: Any[]; totalPages: number; totalCount: number; pageNo: number; pageSize: number };
    },
    /** A freshly registered member of the default merchant. */
    async player() {
      const n = nextPlayer++;
      const username = `${usernamePrefix}${String(n).padStart(3, '0')}`;
      const mobileNum = `08${String(31_000_000 + usernamePrefix.length * 1_000_000 + n * 7919).padStart(8, '0')}`;
      const { body } = await p.call({ method: 'PUT', url: '/wps/member/register', payload: { username, password: PASSWORD, confirmPassword: PASSWORD, mobileNum, acceptTerms: true, confirmAge: true } });
      if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
      const auth = { authorization: body.value.token as string };
      const info = await get('/wps/member/info', auth);
      return { auth, id: info.body.value.id as number };
    },
    gameId: async (vendor: string, code: string) => (await rows(sql`SELECT id FROM games WHERE merchant_code = 'thailand' AND vendor_code = ${vendor} AND game_code = ${code}`))[0].id as number,
    patchGame: (id: number, payload: object, headers = ops) => p.call({ method: 'PATCH', url: `/wps/operator/merchants/thailand/games/${id}`, payload, headers }),
    patchVendor: (code: string, payload: object, headers = ops) => p.call({ method: 'PATCH', url: `/wps/operator/merchants/thailand/game-vendors/${code}`, payload, headers }),
  };
}
export type GamesTestKit = Awaited<ReturnType<typeof gamesTestKit>>;
