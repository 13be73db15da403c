import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { FINANCE_COUNT_CAP } from '@platform/contracts';
import type { Db } from '../../db/client';
import { placeholders, preparedShapes, type Bind } from '../../db/prepared';
import { memberOfTeam, type TeamScope } from '../../lib/team-scope';
import { depositCallbacks, depositChannels, deposits, members } from '../../db/schema';
import { countedVia, listKey, pageFromIds, type QueueCountMemo } from '../finance/queue-counts';
import { countQueue, DEEP_PAGE_OFFSET, fromNearerEnd, waitingFirstPage, type PartRead } from '../finance/queue-page';

export type ChannelRow = typeof depositChannels.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;

export async function listChannels(db: Db, merchantCode: string, enabledOnly: boolean) {
  return db.select().from(depositChannels)
    .where(and(eq(depositChannels.merchantCode, merchantCode), ...(enabledOnly ? [eq(depositChannels.enabled, true)] : [])))
    .orderBy(asc(depositChannels.sort), asc(depositChannels.code));
}

export async function findChannel(db: Db, merchantCode: string, code: string) {
  const [row] = await db.select().from(depositChannels).where(and(eq(depositChannels.merchantCode, merchantCode), eq(depositChannels.code, code)));
  return row;
}

/** Creates or replaces a channel; answers the row as it was before (undefined: new). */
export async function upsertChannel(db: Db, row: typeof depositChannels.$inferInsert) {
  const before = await findChannel(db, row.merchantCode, row.code);
  const { merchantCode: _m, code: _c, ...rest } = row;
  await db.insert(depositChannels).values(row)
    .onConflictDoUpdate({ target: [depositChannels.merchantCode, depositChannels.code], set: { ...rest, updatedAt: sql`now()` } });
  return before;
}

/** The new request, or undefined when the member already made one with this request id. */
export async function insertDeposit(db: Db, row: typeof deposits.$inferInsert) {
  const [created] = await db.insert(deposits).values(row)
    .onConflictDoNothing({ target: [deposits.merchantCode, deposits.memberId, deposits.requestId] })
    .returning();
  return created;
}

export async function findByRequest(db: Db, merchantCode: string, memberId: number, requestId: string) {
  const [row] = await db.select().from(deposits)
    .where(and(eq(deposits.merchantCode, merchantCode), eq(deposits.memberId, memberId), eq(deposits.requestId, requestId)));
  return row;
}

export async function setGatewayPayment(db: Db, id: number, paymentId: string) {
  await db.update(deposits).set({ gatewayPaymentId: paymentId, updatedAt: sql`now()` }).where(eq(deposits.id, id));
}

/** Locks the request for the rest of the transaction: approvals, rejections and callbacks queue here. */
export async function lockDeposit(db: Db, merchantCode: string, where: { id: number } | { gatewayPaymentId: string }) {
  const match = 'id' in where ? eq(deposits.id, where.id) : eq(deposits.gatewayPaymentId, where.gatewayPaymentId);
  const [row] = await db.select().from(deposits).where(and(eq(deposits.merchantCode, merchantCode), match)).for('update');
  return row;
}

export async function updateDeposit(db: Db, id: number, set: Partial<typeof deposits.$inferInsert>) {
  const [row] = await db.update(deposits).set({ ...set, updatedAt: sql`now()` }).where(eq(deposits.id, id)).returning();
  return row!;
}

export async function listForMember(db: Db, merchantCode: string, memberId: number, q: { status?: string; limit: number; offset: number }) {
  const where = and(eq(deposits.merchantCode, merchantCode), eq(deposits.memberId, memberId), ...(q.status ? [eq(deposits.status, q.status as DepositRow['status'])] : []));
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  const list = await db.select().from(deposits).where(where).orderBy(desc(deposits.id)).limit(q.limit).offset(q.offset);
  return { list, total: total?.n ?? 0 };
}

export interface OperatorFilter {
  merchantCode?: string;
  status?: string;
  memberId?: number;
  channelCode?: string;
  from?: Date;
  to?: Date;
  /** Minor units, inclusive. */
  minAmount?: bigint;
  maxAmount?: bigint;
  /** Made at or before this time (the age filter). */
  madeBefore?: Date;
  /** A team-bound operator's queue (decision 0053): its team's requests only. */
  team?: TeamScope | null;
  /** `createdAt` sorts by id (creation order, on the merchant-status index); without a status filter pending ones come first. */
  sort?: 'createdAt' | 'amount';
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** The queue's conditions, each value bound by `bind` (its placeholder in the prepared statements). */
function queueWhere(f: OperatorFilter, bind: Bind): SQL | undefined {
  return and(
    f.merchantCode ? eq(deposits.merchantCode, bind('merchantCode', f.merchantCode)) : undefined,
    f.status ? eq(deposits.status, bind('status', f.status as DepositRow['status'])) : undefined,
    f.memberId ? eq(deposits.memberId, bind('memberId', f.memberId)) : undefined,
    f.channelCode ? eq(deposits.channelCode, bind('channelCode', f.channelCode)) : undefined,
    f.from ? gte(deposits.createdAt, bind('from', f.from)) : undefined,
    f.to ? lte(deposits.createdAt, bind('to', f.to)) : undefined,
    f.minAmount !== undefined ? gte(deposits.amount, bind('minAmount', f.minAmount)) : undefined,
    f.maxAmount !== undefined ? lte(deposits.amount, bind('maxAmount', f.maxAmount)) : undefined,
    f.madeBefore ? lte(deposits.createdAt, bind('madeBefore', f.madeBefore)) : undefined,
    f.team ? memberOfTeam(f.team, sql`${deposits.memberId}`, bind) : undefined,
  );
}
/** Which filters a queue request has, and its order: one prepared statement per such shape. */
const shapeKey = (f: OperatorFilter) => [
  !!f.merchantCode, !!f.status, !!f.memberId, !!f.channelCode, !!f.from, !!f.to,
  f.minAmount !== undefined, f.maxAmount !== undefined, !!f.madeBefore, !!f.team, f.sort ?? 'createdAt', f.order ?? 'desc',
].map(String).join();
/** The values of a queue request's placeholders (queueWhere names them). */
const queueParams = (f: OperatorFilter) => ({
  merchantCode: f.merchantCode, status: f.status, memberId: f.memberId, channelCode: f.channelCode, from: f.from, to: f.to,
  minAmount: f.minAmount, maxAmount: f.maxAmount, madeBefore: f.madeBefore,
  ...(f.team ? { teamAgentId: f.team.agentId, teamPathPattern: `${f.team.prefix}%` } : {}),
});

/**
 * Counted no further than the cap (and one more, to tell that it was reached), in the order of the index
 * that holds every column the filters need, so the count never reads the table: an amount filter along
 * `deposits_merchant_amount`, anything else along `deposits_merchant_status`. Unordered, PostgreSQL read
 * the table's wide rows up to the cap instead (a Seq Scan, 5.3 ms at 500,000 deposits; 2.1 ms from the index).
 * With the pending ones among them (a FILTER of the same walk: countQueue).
 */
const countStatement = preparedShapes('deposit_queue_count', shapeKey, (db, f, name) => {
  const ranged = f.minAmount !== undefined || f.maxAmount !== undefined;
  const walked = db.select({ status: deposits.status }).from(deposits).where(queueWhere(f, placeholders))
    .orderBy(...(ranged ? [deposits.amount, deposits.id] : [deposits.status, deposits.id]))
    .limit(FINANCE_COUNT_CAP + 1).as('counted');
  return db.select({ total: count(), waiting: sql<number>`count(*) FILTER (WHERE ${eq(walked.status, 'pending')})`.mapWith(Number) }).from(walked).prepare(name);
});
const pendingCountStatement = preparedShapes('deposit_queue_pending', shapeKey, (db, f, name) =>
  db.select({ n: count() }).from(deposits).where(and(queueWhere(f, placeholders), eq(deposits.status, 'pending'))).prepare(name));

type Part = 'all' | 'waiting' | 'others';
const partOf = (part: Part) => (part === 'waiting' ? eq(deposits.status, 'pending') : part === 'others' ? ne(deposits.status, 'pending') : undefined);
const ordered = (f: OperatorFilter, dir: 'asc' | 'desc') => {
  const direction = dir === 'asc' ? asc : desc;
  return [...(f.sort === 'amount' ? [direction(deposits.amount)] : []), direction(deposits.id)];
};
/** One page of a part of the queue; a page read from the end (fromNearerEnd) in the reverse order. */
const pageStatement = preparedShapes('deposit_queue_page', (s: OperatorFilter & { part: Part; reverse: boolean }) => `${shapeKey(s)},${s.part},${s.reverse}`, (db, f, name) => {
  const forwards = f.order ?? 'desc';
  return db.select().from(deposits).where(and(queueWhere(f, placeholders), partOf(f.part)))
    .orderBy(...ordered(f, f.reverse ? (forwards === 'asc' ? 'desc' : 'asc') : forwards))
    .limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
    .prepare(name);
});
/** Every id of a part of a list no longer than the cap, in the list's order (pageFromIds remembers them). */
const idsStatement = preparedShapes('deposit_queue_ids', (s: OperatorFilter & { part: Part }) => `${shapeKey(s)},${s.part}`, (db, f, name) =>
  db.select({ id: deposits.id }).from(deposits).where(and(queueWhere(f, placeholders), partOf(f.part)))
    .orderBy(...ordered(f, f.order ?? 'desc')).limit(FINANCE_COUNT_CAP + 1).prepare(name));
/** The merchant's deposits of these ids (an int[] literal). */
const byIdsStatement = preparedShapes('deposit_queue_rows', () => '', (db, _: object, name) => db.select().from(deposits)
  .where(and(eq(deposits.merchantCode, sql.placeholder('merchantCode')), sql`${deposits.id} = ANY(${sql.placeholder('ids')}::int8[])`)).prepare(name));

/**
 * The deposit queue (decision 0047): without a status filter pending ones first, then by amount or by
 * creation; each row with the member's username. Its statements are prepared per shape of the request.
 */
export async function listForOperator(db: Db, f: OperatorFilter, memo?: QueueCountMemo) {
  const params = queueParams(f);
  const list = listKey(`deposits:${shapeKey(f)}`, params);
  const capped = () => countedVia(memo, f.merchantCode, list, async () => (await countStatement(db, f).execute(params))[0]!);
  // A page read from the end comes in the reverse order and is turned round here.
  const page = (part: Part) => async (read: PartRead) => {
    const rows = await pageStatement(db, { ...f, part, reverse: read.reverse }).execute({ ...params, limit: read.limit, offset: read.offset });
    return read.reverse ? rows.reverse() : rows;
  };
  const idsOf = (part: Part) => async () => (await idsStatement(db, { ...f, part }).execute(params)).map((r) => r.id);
  const byIds = (total: number, all: () => Promise<number[]>) => pageFromIds({
    memo, merchantCode: f.merchantCode, list, total, limit: f.limit, offset: f.offset, ids: all,
    rows: (some) => byIdsStatement(db, {}).execute({ merchantCode: f.merchantCode, ids: `{${some.join(',')}}` }),
  });
  let total: number;
  let rows: DepositRow[];
  if (f.status) {
    const counting = capped().then((counted) => counted.total);
    // A list within the cap is paged from its remembered ids, once its count (itself remembered) is known.
    // Without the memo a shallow page does not wait for the count; a deep one does, to read from the nearer end.
    if ((memo && f.merchantCode) || f.offset >= DEEP_PAGE_OFFSET) {
      total = await counting;
      rows = await byIds(total, idsOf('all')) ?? await page('all')(fromNearerEnd(f.limit, f.offset, total));
    } else [total, rows] = await Promise.all([counting, page('all')(fromNearerEnd(f.limit, f.offset, undefined))]);
  } else {
    const counts = await countQueue({
      capped,
      allWaiting: () => countedVia(memo, f.merchantCode, `${list}:waiting`, async () => (await pendingCountStatement(db, f).execute(params))[0]?.n ?? 0),
    });
    total = counts.total;
    rows = await byIds(total, async () => [...await idsOf('waiting')(), ...await idsOf('others')()])
      ?? await waitingFirstPage({ limit: f.limit, offset: f.offset, counts, waiting: page('waiting'), others: page('others') });
  }
  // Names only for the page's rows, after the limit: a join before it would read one member per request skipped.
  const ids = [...new Set(rows.map((r) => r.memberId))];
  const names = new Map(ids.length ? (await db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, ids))).map((m) => [m.id, m.username]) : []);
  return { list: rows.map((deposit) => ({ deposit, username: names.get(deposit.memberId) ?? '' })), total };
}

export async function recordCallback(db: Db, row: typeof depositCallbacks.$inferInsert) {
  await db.insert(depositCallbacks).values(row);
}

/** How many of the member's deposits are credited (the first deposit bonus asks, inside the crediting transaction too). */
export async function creditedCount(db: Db, merchantCode: string, memberId: number) {
  const [row] = await db.select({ n: count() }).from(deposits)
    .where(and(eq(deposits.merchantCode, merchantCode), eq(deposits.memberId, memberId), eq(deposits.status, 'approved')));
  return row?.n ?? 0;
}

/**
 * The member's deposits credited at or after `since`, newest first (at most `limit`), each with which of its
 * credited deposits it is in the order they were credited (1 for the first): what a deposit bonus claimed after
 * depositing looks at.
 */
export async function creditedSince(db: Db, merchantCode: string, memberId: number, since: Date, limit: number) {
  const credited = db.select({
    id: deposits.id, amount: deposits.amount, creditedAt: deposits.reviewedAt,
    ordinal: sql<number>`row_number() OVER (ORDER BY ${deposits.reviewedAt}, ${deposits.id})`.mapWith(Number).as('ordinal'),
  }).from(deposits).where(and(eq(deposits.merchantCode, merchantCode), eq(deposits.memberId, memberId), eq(deposits.status, 'approved'))).as('credited');
  const rows = await db.select().from(credited).where(gte(credited.creditedAt, since)).orderBy(desc(credited.creditedAt), desc(credited.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, amount: r.amount, ordinal: r.ordinal, creditedAt: r.creditedAt! }));
}

/** Read only (members belong to the member module): the username operators see beside a request. */
export async function usernameOf(db: Db, memberId: number) {
  const [row] = await db.select({ username: members.username }).from(members).where(eq(members.id, memberId));
  return row?.username ?? '';
}
