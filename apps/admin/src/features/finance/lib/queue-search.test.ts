import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE, filterProblem, queueQuery, readQueue, sortQueue, writeQueue } from './queue-search';
import { backoffMs, parseFrames } from './event-stream';
import { readSoundOn, writeSoundOn } from './chime';

const STATUSES = ['pending', 'approved', 'rejected', 'failed'];

describe('a finance queue in the URL', () => {
  it('reads what it wrote, leaving defaults out and the merchant in', () => {
    const search = { ...DEFAULT_QUEUE, status: 'all', channel: 'BANK', min: '100', max: '2500.50', age: '30', sort: 'amount' as const, order: 'desc' as const, page: 2, size: 50 };
    const params = writeQueue(new URLSearchParams('merchant=thailand'), search);
    expect(params.get('merchant')).toBe('thailand');
    expect(readQueue(params, STATUSES)).toEqual(search);
    expect(writeQueue(new URLSearchParams('merchant=thailand&page=3'), DEFAULT_QUEUE).toString()).toBe('merchant=thailand');
  });

  it('opens on the waiting requests, oldest first, and drops what it does not know', () => {
    expect(readQueue(new URLSearchParams(''), STATUSES)).toEqual({ ...DEFAULT_QUEUE, status: 'pending', sort: 'createdAt', order: 'asc' });
    const odd = new URLSearchParams('status=gone&channel=a b&min=-5&max=1.234&age=0&sort=username&order=up&page=0&size=7');
    expect(readQueue(odd, STATUSES)).toEqual(DEFAULT_QUEUE);
  });

  it('asks the API with its own names, leaving `all` and empty filters out', () => {
    const q = queueQuery({ ...DEFAULT_QUEUE, status: 'all', min: '5', age: '15' });
    expect(Object.fromEntries(q)).toEqual({ sort: 'createdAt', order: 'asc', pageNo: '1', pageSize: '20', minAmount: '5', olderThanMinutes: '15' });
    expect(queueQuery({ ...DEFAULT_QUEUE, channel: 'BANK', max: '9' }).get('status')).toBe('pending');
  });

  it('turns the order round on the same column and starts another oldest / smallest first, at page 1', () => {
    const sorted = sortQueue({ ...DEFAULT_QUEUE, page: 4 }, 'createdAt');
    expect(sorted).toMatchObject({ sort: 'createdAt', order: 'desc', page: 1 });
    expect(sortQueue(sorted, 'amount')).toMatchObject({ sort: 'amount', order: 'asc' });
  });

  it('refuses bad amounts, a range the wrong way round and a bad age before the call', () => {
    expect(filterProblem({ min: '', max: '', age: '' })).toBeNull();
    expect(filterProblem({ min: '1.001', max: '', age: '' })).toBe('min');
    expect(filterProblem({ min: '', max: 'abc', age: '' })).toBe('max');
    expect(filterProblem({ min: '500', max: '100', age: '' })).toBe('range');
    expect(filterProblem({ min: '', max: '', age: '1.5' })).toBe('age');
    expect(filterProblem({ min: '', max: '', age: String(60 * 24 * 91) })).toBe('age');
  });
});

describe('the event stream reader', () => {
  it('splits whole frames, skips heartbeats and keeps a partial frame for the next chunk', () => {
    const { frames, rest } = parseFrames('retry: 3000\nevent: ready\ndata: {"a":1}\n\n: ping\n\nevent: deposit.created\ndata: {"id":7}\n\nevent: dep');
    expect(frames).toEqual([{ event: 'ready', data: '{"a":1}' }, { event: 'deposit.created', data: '{"id":7}' }]);
    expect(rest).toBe('event: dep');
    expect(parseFrames('data: x\r\ndata: y\r\n\r\n').frames).toEqual([{ event: 'message', data: 'x\ny' }]);
  });

  it('waits longer after each failed attempt, up to 30 seconds', () => {
    expect(backoffMs(0, () => 0)).toBe(500);
    expect(backoffMs(0, () => 1)).toBe(1000);
    expect(backoffMs(3, () => 1)).toBe(8000);
    expect(backoffMs(20, () => 1)).toBe(30_000);
  });
});

describe('the sound choice', () => {
  it('is on until the operator turns it off, and kept', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readSoundOn(storage)).toBe(true);
    writeSoundOn(false, storage);
    expect(readSoundOn(storage)).toBe(false);
    writeSoundOn(true, storage);
    expect(readSoundOn(storage)).toBe(true);
  });
});
