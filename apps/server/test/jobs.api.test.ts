import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
});
afterAll(() => p.close());

const waitFor = async (done: () => boolean) => {
  for (let i = 0; i < 80 && !done(); i++) await new Promise((r) => setTimeout(r, 100));
};

describe('job queue (pg-boss on the platform database)', () => {
  it('runs each job sent, once', async () => {
    const boss = p.jobs!;
    await boss.createQueue('test-echo');
    const seen: number[] = [];
    await boss.work<{ n: number }>('test-echo', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job!.data.n);
    });
    await boss.send('test-echo', { n: 1 });
    await boss.send('test-echo', { n: 2 });
    await waitFor(() => seen.length >= 2);
    await new Promise((r) => setTimeout(r, 600));
    expect(seen.sort()).toEqual([1, 2]);
  });

  it('queues a keyed job only once while it waits (policy short)', async () => {
    const boss = p.jobs!;
    await boss.createQueue('test-once', { name: 'test-once', policy: 'short' });
    const first = await boss.send('test-once', { n: 1 }, { singletonKey: 'period-2026-11' });
    const dup = await boss.send('test-once', { n: 2 }, { singletonKey: 'period-2026-11' });
    expect(first).toBeTruthy();
    expect(dup).toBeNull();
  });
});
