import { z } from 'zod';
import { amountInput } from './wallet';

/**
 * The back office's finance queues (issue 18, decision 0047): the filters and sorts both operator
 * request lists share (deposits and withdrawals), and the live events of
 * `GET /wps/operator/finance/events` (Server-Sent Events).
 */
export const FINANCE_SORTS = ['createdAt', 'amount'] as const;
export type FinanceSort = (typeof FINANCE_SORTS)[number];

/** Amounts in major units, as exact decimals; age in whole minutes, at most 90 days. */
export const financeQueueFilters = z.object({
  minAmount: amountInput.optional(),
  maxAmount: amountInput.optional(),
  /** Only requests made at least this many minutes ago (a waiting request that is getting old). */
  olderThanMinutes: z.coerce.number().int().min(1).max(60 * 24 * 90).optional(),
  /** Without a status filter, waiting requests come first; then this column in this order. */
  sort: z.enum(FINANCE_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const FINANCE_EVENT_TYPES = ['deposit.created', 'deposit.decided', 'withdrawal.created', 'withdrawal.decided'] as const;
export type FinanceEventType = (typeof FINANCE_EVENT_TYPES)[number];

/**
 * One event as the stream sends it (`event: <type>`, `data: <this JSON>`): only what tells a queue to
 * read again, never amounts or player data, so a stream is no second way round the list's permissions.
 */
export const financeEvent = z.object({
  type: z.enum(FINANCE_EVENT_TYPES),
  merchantCode: z.string(),
  id: z.number().int(),
  status: z.string(),
  at: z.string(),
});
export type FinanceEvent = z.infer<typeof financeEvent>;

/** Seconds between heartbeats (`: ping` comments); a client that hears nothing for three of them reconnects. */
export const FINANCE_HEARTBEAT_SECONDS = 15;

/** `GET /wps/operator/finance/events`: one merchant's events only (the picked merchant), or every merchant the operator reaches. */
export const financeEventsQuery = z.object({ merchantCode: z.string().trim().min(1).max(32).optional() });

/** The queues count no further than this (`totalCapped`): counting half a million requests on every page costs more than the page. */
export const FINANCE_COUNT_CAP = 10_000;
