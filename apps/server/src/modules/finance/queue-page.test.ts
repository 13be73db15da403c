import { describe, expect, it } from 'vitest';
import { FINANCE_COUNT_CAP } from '@platform/contracts';
import { countQueue, waitingFirstPage } from './queue-page';

/** 3 waiting (w1..w3) and 5 others (o1..o5), each list in its own order. */
const waiting = ['w1', 'w2', 'w3'];
const others = ['o1', 'o2', 'o3', 'o4', 'o5'];
const page = (limit: number, offset: number) => waitingFirstPage({
  limit, offset,
  waitingTotal: waiting.length,
  waiting: async (n, skip) => waiting.slice(skip, skip + n),
  others: async (n, skip) => others.slice(skip, skip + n),
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
