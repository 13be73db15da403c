/**
 * The operator games list as the back office's Games page asks it (decision 0049): server-side sort
 * (lobby order, game code, last change; both directions), the hot filter beside vendor, category, status
 * and search, stable pages, and the merchant binding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamesTestKit, type Any, type GamesTestKit } from './games-helpers';

let k: GamesTestKit;
beforeAll(async () => {
  k = await gamesTestKit('gol');
});
afterAll(() => k.p.close());

const base = '/wps/operator/merchants/thailand/games';
async function page(query: string, headers?: Record<string, string>) {
  const { res, body } = await k.get(`${base}?${query}`, headers ?? k.ops);
  expect(res.statusCode, JSON.stringify(body)).toBe(200);
  return body.value as { list: Any[]; totalCount: number; totalPages: number };
}

describe('operator games list: sort and hot filter', () => {
  it('sorts by game code both ways and by last change, with pages that neither repeat nor skip', async () => {
    const asc = (await page('vendorCode=PG&sort=gameCode&order=asc&pageSize=200')).list.map((g) => g.gameCode as string);
    expect(asc.length).toBeGreaterThan(10);
    expect(asc).toEqual([...asc].sort());
    const desc = (await page('vendorCode=PG&sort=gameCode&order=desc&pageSize=200')).list.map((g) => g.gameCode as string);
    expect(desc).toEqual([...asc].reverse());
    const first = await page('vendorCode=PG&sort=gameCode&pageSize=5&pageNo=1');
    const second = await page('vendorCode=PG&sort=gameCode&pageSize=5&pageNo=2');
    expect([...first.list, ...second.list].map((g) => g.gameCode)).toEqual(asc.slice(0, 10));

    const id = await k.gameId('PG', 'slots-020');
    expect((await k.patchGame(id, { sortOrder: 7 })).res.statusCode).toBe(200);
    expect((await page('vendorCode=PG&sort=updatedAt&order=desc&pageSize=1')).list[0].id).toBe(id);
  });

  it('keeps the lobby order by default (vendor, then sort order)', async () => {
    const list = (await page('vendorCode=PG&pageSize=200')).list;
    const orders = list.map((g) => g.sortOrder as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const mixed = (await page('pageSize=200')).list.map((g) => g.vendorCode as string);
    expect(mixed).toEqual([...mixed].sort());
  });

  it('filters hot games and the others, and refuses unknown sorts', async () => {
    const id = await k.gameId('PG', 'slots-021');
    await k.patchGame(id, { isHot: true });
    const hot = await page('vendorCode=PG&hot=true&pageSize=200');
    expect(hot.list.length).toBeGreaterThan(0);
    expect(hot.list.every((g) => g.isHot === true)).toBe(true);
    expect(hot.list.map((g) => g.id)).toContain(id);
    const cold = await page('vendorCode=PG&hot=false&pageSize=200');
    expect(cold.list.every((g) => g.isHot === false)).toBe(true);
    expect(hot.totalCount + cold.totalCount).toBe((await page('vendorCode=PG&pageSize=1')).totalCount);
    for (const bad of ['sort=name', 'order=up', 'hot=1']) {
      const { res, body } = await k.get(`${base}?${bad}`, k.ops);
      expect(res.statusCode, bad).toBe(400);
      expect(body.errorCode).toBe('system.invalid_input');
    }
  });

  it('keeps an operator bound to another merchant out, sorted or not', async () => {
    await k.p.services.operators.create({ type: 'cli', id: 'test', ip: null, merchantCode: null }, 'br_list', 'Br-list#2026x', 'brazil', { role: 'marketing' });
    const login = await k.p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'br_list', password: 'Br-list#2026x' } });
    const br = { authorization: login.body.value.token as string };
    expect((await k.get(`${base}?sort=gameCode&hot=true`, br)).res.statusCode).toBe(403);
    expect((await k.get('/wps/operator/merchants/brazil/games?sort=updatedAt&order=desc', br)).res.statusCode).toBe(200);
  });
});
