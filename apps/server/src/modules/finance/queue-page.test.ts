import { describe, expect, it } from 'vitest';
import { FINANCE_COUNT_CAP } from '@platform/contracts';
import { countQueue, fromNearerEnd, waitingFirstPage, type PartRead } from './queue-page';

/** 3 waiting (w1..w3) and 5 others (o1..o5), each list in its own order. */
const waiting = ['w1', 'w2', 'w3'];
const others = ['o1', 'o2', 'o3', 'o4', 'o5'];
/** Reads a part as SQL would: in its order or the reverse, skipping `offset`, answering in the part's order. */
const reader = (part: string[], reads: PartRead[]) => async (read: PartRead) => {
  reads.push(read);
  if (!read.reverse) return part.slice(read.offset, read.offset + read.limit);
  return [...part].reverse().slice(read.offset, read.offset + read.limit).reverse();
};
const page = (limit: number, offset: number, reads: PartRead[] = []) => waitingFirstPage({
  limit, offset,
  counts: { total: waiting.length + others.length, waiting: waiting.length },
  waiting: reader(waiting, reads),
  others: reader(others, reads),
});

describe('a queue page with the waiting requests first', () => {
  it('reads the waiting ones, then continues with the others where the waiting ones end', async () => {
    expect(await page(2, 0)).toEqual(['w1', 'w2']);
    expect(await page(2, 2)).toEqual(['w3', 'o1']);
    expect(await page(2, 4)).toEqual(['o2', 'o3']);
    expect(await page(3, 6)).toEqual(['o4', 'o5']);
    expect(await page(2, 8)).toEqual([]);
  });

  it('every page together is the whole queue, once', async () => {
    const all: string[] = [];
    for (let offset = 0; offset < 10; offset += 3) all.push(...await page(3, offset));
    expect(all).toEqual([...waiting, ...others]);
  });

  it('reads a part past its middle from the end, and still answers the same rows in the same order', async () => {
    const reads: PartRead[] = [];
    expect(await page(2, 6, reads)).toEqual(['o4', 'o5']);
    expect(reads).toEqual([{ limit: 2, offset: 0, reverse: true }]);
    const queue = [...waiting, ...others];
    for (let limit = 1; limit <= 9; limit++) {
      for (let offset = 0; offset <= 9; offset++) expect(await page(limit, offset)).toEqual(queue.slice(offset, offset + limit));
    }
  });

  it('reads the others forwards when the total passed the cap (their number is not known)', async () => {
    const reads: PartRead[] = [];
    const rows = await waitingFirstPage({
      limit: 2, offset: 6, counts: { total: FINANCE_COUNT_CAP + 1, waiting: waiting.length },
      waiting: reader(waiting, reads), others: reader(others, reads),
    });
    expect(rows).toEqual(['o4', 'o5']);
    expect(reads).toEqual([{ limit: 2, offset: 3, reverse: false }]);
  });
});

describe('reading a page from the nearer end', () => {
  it('reads forwards up to the middle and backwards after it', () => {
    expect(fromNearerEnd(100, 0, 8_000)).toEqual({ limit: 100, offset: 0, reverse: false });
    expect(fromNearerEnd(100, 3_950, 8_000)).toEqual({ limit: 100, offset: 3_950, reverse: false });
    expect(fromNearerEnd(100, 7_900, 8_000)).toEqual({ limit: 100, offset: 0, reverse: true });
    expect(fromNearerEnd(100, 7_950, 8_000)).toEqual({ limit: 50, offset: 0, reverse: true });
    expect(fromNearerEnd(100, 6_000, 8_000)).toEqual({ limit: 100, offset: 1_900, reverse: true });
  });

  it('answers nothing past the end, and reads forwards when the size is unknown or past the cap', () => {
    expect(fromNearerEnd(100, 9_000, 8_000).limit).toBe(0);
    expect(fromNearerEnd(100, 7_900, undefined).reverse).toBe(false);
    expect(fromNearerEnd(100, 20_000, FINANCE_COUNT_CAP + 1).reverse).toBe(false);
  });
});

describe('the counts of a waiting-first queue', () => {
  it('takes the waiting count from the capped walk while the total is within the cap', async () => {
    let uncapped = 0;
    const counts = await countQueue({ capped: async () => ({ total: 120, waiting: 7 }), allWaiting: async () => ++uncapped });
    expect(counts).toEqual({ total: 120, waiting: 7 });
    expect(uncapped).toBe(0);
  });

  it('counts every waiting request on its own once the total passes the cap (the walk stopped short of some)', async () => {
    const counts = await countQueue({ capped: async () => ({ total: FINANCE_COUNT_CAP + 1, waiting: 0 }), allWaiting: async () => 3 });
    expect(counts).toEqual({ total: FINANCE_COUNT_CAP + 1, waiting: 3 });
  });
});
