/**
 * A finance queue's filters as they sit in the URL (`?status=&channel=&min=&max=&age=&sort=&order=&page=&size=`),
 * so a reload, back/forward and a shared link show the same queue (decision 0047). The queue opens on the
 * waiting requests, oldest first: the order they should be worked in. Anything unknown in the URL falls
 * back to the default rather than failing the page.
 */
import type { FinanceSort } from '@platform/contracts';
import { PAGE_SIZES } from '../../../components/pager';

export const QUEUE_SORTS = ['createdAt', 'amount'] as const satisfies readonly FinanceSort[];
/** An amount in major units as the API reads it: no sign, at most 2 decimals. */
const AMOUNT = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
/** The age filter's ceiling, as the API's (90 days). */
export const MAX_AGE_MINUTES = 60 * 24 * 90;

export interface QueueSearch {
  /** A status of the queue, or `all`. */
  status: string;
  channel: string;
  min: string;
  max: string;
  /** Older than this many minutes; empty: any age. */
  age: string;
  sort: FinanceSort;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

export const DEFAULT_QUEUE: QueueSearch = { status: 'pending', channel: '', min: '', max: '', age: '', sort: 'createdAt', order: 'asc', page: 1, size: 20 };

export const isAmount = (text: string) => AMOUNT.test(text);
export const isAge = (text: string) => /^[1-9]\d*$/.test(text) && Number(text) <= MAX_AGE_MINUTES;

export function readQueue(params: URLSearchParams, statuses: readonly string[]): QueueSearch {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const order = params.get('order');
  const text = (key: string, ok: (v: string) => boolean) => {
    const v = (params.get(key) ?? '').trim();
    return ok(v) ? v : '';
  };
  return {
    status: status === 'all' || statuses.includes(status) ? status : DEFAULT_QUEUE.status,
    channel: text('channel', (v) => /^[A-Za-z0-9_.-]{1,32}$/.test(v)),
    min: text('min', isAmount),
    max: text('max', isAmount),
    age: text('age', isAge),
    sort: (QUEUE_SORTS as readonly string[]).includes(sort) ? (sort as FinanceSort) : DEFAULT_QUEUE.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_QUEUE.order,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_QUEUE.size,
  };
}

/** The URL's parameters for a queue: defaults are left out, other parameters (the merchant) kept. */
export function writeQueue(base: URLSearchParams, search: QueueSearch): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(DEFAULT_QUEUE) as (keyof QueueSearch)[]) {
    const value = search[key];
    if (value === DEFAULT_QUEUE[key] || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The list call's query: the API's names, `all` and empty filters left out. */
export function queueQuery(search: QueueSearch): URLSearchParams {
  const q = new URLSearchParams({ sort: search.sort, order: search.order, pageNo: String(search.page), pageSize: String(search.size) });
  if (search.status !== 'all') q.set('status', search.status);
  if (search.channel) q.set('channelCode', search.channel);
  if (search.min) q.set('minAmount', search.min);
  if (search.max) q.set('maxAmount', search.max);
  if (search.age) q.set('olderThanMinutes', search.age);
  return q;
}

/** A click on a sortable header: the same column turns the order round; another starts oldest / smallest first. */
export function sortQueue(search: QueueSearch, column: FinanceSort): QueueSearch {
  const order = search.sort === column ? (search.order === 'asc' ? 'desc' : 'asc') : 'asc';
  return { ...search, sort: column, order, page: 1 };
}

/** The filter form's problem, if any (checked before the call; the server checks again). */
export function filterProblem(f: Pick<QueueSearch, 'min' | 'max' | 'age'>): 'min' | 'max' | 'range' | 'age' | null {
  if (f.min && !isAmount(f.min)) return 'min';
  if (f.max && !isAmount(f.max)) return 'max';
  if (f.min && f.max && Number(f.min) > Number(f.max)) return 'range';
  if (f.age && !isAge(f.age)) return 'age';
  return null;
}
