import { describe, expect, it } from 'vitest';
import type { FinanceEventListener } from './events';
import { countedVia, createQueueCountMemo, listKey, pageFromIds } from './queue-counts';

function setup() {
  let clock = 1_000;
  const listeners: FinanceEventListener[] = [];
  const memo = createQueueCountMemo({ listen: (l) => listeners.push(l), ttlMs: 3_000, now: () => clock });
  let reads = 0;
  const read = (value: number) => async () => (reads++, value);
  const event = (merchantCode: string) => listeners.forEach((l) => l({ type: 'deposit.created', merchantCode, id: 1, status: 'pending', at: '' }));
  return { memo, read, event, reads: () => reads, tick: (ms: number) => (clock += ms) };
}

describe('the finance queues\' count memo', () => {
  it('answers a list\'s counts from memory within its time, then reads them again', async () => {
    const t = setup();
    expect(await t.memo.remember('thailand', 'a', t.read(5))).toBe(5);
    expect(await t.memo.remember('thailand', 'a', t.read(6))).toBe(5);
    t.tick(3_000);
    expect(await t.memo.remember('thailand', 'a', t.read(7))).toBe(7);
    expect(t.reads()).toBe(2);
  });

  it('reads again after a change of the merchant, here or announced by another process, and only that merchant\'s', async () => {
    const t = setup();
    await t.memo.remember('thailand', 'a', t.read(1));
    await t.memo.remember('brazil', 'a', t.read(1));
    t.memo.changed('thailand');
    expect(await t.memo.remember('thailand', 'a', t.read(2))).toBe(2);
    t.event('thailand');
    expect(await t.memo.remember('thailand', 'a', t.read(3))).toBe(3);
    expect(await t.memo.remember('brazil', 'a', t.read(9))).toBe(1);
  });

  it('does not keep a count read while a change was committing', async () => {
    const t = setup();
    let release!: () => void;
    const slow = t.memo.remember('thailand', 'a', () => new Promise<number>((r) => { release = () => r(1); }));
    t.memo.changed('thailand');
    release();
    expect(await slow).toBe(1);
    expect(await t.memo.remember('thailand', 'a', t.read(2))).toBe(2);
  });

  it('remembers nothing without events to drop a stale count, nor a list of every merchant', async () => {
    const memo = createQueueCountMemo({});
    let reads = 0;
    await memo.remember('thailand', 'a', async () => reads++);
    await memo.remember('thailand', 'a', async () => reads++);
    expect(reads).toBe(2);
    const t = setup();
    await countedVia(t.memo, undefined, 'a', t.read(1));
    await countedVia(t.memo, undefined, 'a', t.read(1));
    expect(t.reads()).toBe(2);
  });

  it('keys a list by its kind and every filter value, amounts and dates included', () => {
    expect(listKey('w', { minAmount: 100n, madeBefore: new Date(0) })).not.toBe(listKey('w', { minAmount: 101n, madeBefore: new Date(0) }));
    expect(listKey('w', { minAmount: 100n })).toBe(listKey('w', { minAmount: 100n }));
  });
});

describe('a page from the list\'s remembered ids', () => {
  const rows = (ids: number[]) => Promise.resolve([...ids].reverse().map((id) => ({ id })));
  const all = Array.from({ length: 1_500 }, (_, i) => 3_000 - i);

  it('slices the ids read once per list, in the list\'s order whatever order the rows come in', async () => {
    const t = setup();
    let reads = 0;
    const page = (offset: number) => pageFromIds({ memo: t.memo, merchantCode: 'thailand', list: 'a', total: all.length, limit: 20, offset, ids: async () => (reads++, all), rows });
    expect((await page(0))!.map((r) => r.id)).toEqual(all.slice(0, 20));
    expect((await page(1_000))!.map((r) => r.id)).toEqual(all.slice(1_000, 1_020));
    expect((await page(1_480))!.map((r) => r.id)).toEqual(all.slice(1_480));
    expect(await page(1_500)).toEqual([]);
    expect(reads).toBe(1);
    t.memo.changed('thailand');
    await page(1_000);
    expect(reads).toBe(2);
  });

  it('leaves a list past the cap and a list without a memo or merchant to the caller', async () => {
    const t = setup();
    const ids = async () => all;
    expect(await pageFromIds({ memo: t.memo, merchantCode: 'thailand', list: 'a', total: 10_001, limit: 20, offset: 5_000, ids, rows })).toBeUndefined();
    expect(await pageFromIds({ memo: undefined, merchantCode: 'thailand', list: 'a', total: 1_500, limit: 20, offset: 1_000, ids, rows })).toBeUndefined();
    expect(await pageFromIds({ memo: t.memo, merchantCode: undefined, list: 'a', total: 1_500, limit: 20, offset: 1_000, ids, rows })).toBeUndefined();
  });
});

describe('reads at once', () => {
  it('share one read of a list, but not across a change', async () => {
    const t = setup();
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const slow = async () => { reads++; await gate; return reads; };
    const a = t.memo.remember('thailand', 'a', slow);
    const b = t.memo.remember('thailand', 'a', slow);
    t.memo.changed('thailand');
    const c = t.memo.remember('thailand', 'a', slow);
    release();
    expect(await Promise.all([a, b, c])).toEqual([2, 2, 2]);
    expect(reads).toBe(2);
  });
});
