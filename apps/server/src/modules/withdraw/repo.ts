import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { FINANCE_COUNT_CAP } from '@platform/contracts';
import type { Db } from '../../db/client';
import { placeholders, preparedShapes, type Bind } from '../../db/prepared';
import { memberOfTeam, type TeamScope } from '../../lib/team-scope';
import { members, withdrawalBankAccounts, withdrawals, withdrawalSettings } from '../../db/schema';
import { countedVia, listKey, pageFromIds, type QueueCountMemo } from '../finance/queue-counts';
import { countQueue, DEEP_PAGE_OFFSET, fromNearerEnd, waitingFirstPage, type PartRead } from '../finance/queue-page';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type BankAccountRow = typeof withdrawalBankAccounts.$inferSelect;
export type SettingsRow = typeof withdrawalSettings.$inferSelect;

export async function findSettings(db: Db, merchantCode: string) {
  const [row] = await db.select().from(withdrawalSettings).where(eq(withdrawalSettings.merchantCode, merchantCode));
  return row;
}

export async function upsertSettings(db: Db, row: Omit<typeof withdrawalSettings.$inferInsert, 'updatedAt'>) {
  const { minAmount, maxAmount, autoReceiveMinutes, turnoverPercent } = row;
  await db.insert(withdrawalSettings).values(row)
    .onConflictDoUpdate({ target: withdrawalSettings.merchantCode, set: { minAmount, maxAmount, autoReceiveMinutes, turnoverPercent, updatedAt: sql`now()` } });
}

const liveAccount = (merchantCode: string, memberId: number) =>
  and(eq(withdrawalBankAccounts.merchantCode, merchantCode), eq(withdrawalBankAccounts.memberId, memberId), isNull(withdrawalBankAccounts.removedAt));

export function listAccounts(db: Db, merchantCode: string, memberId: number) {
  return db.select().from(withdrawalBankAccounts).where(liveAccount(merchantCode, memberId)).orderBy(withdrawalBankAccounts.id);
}

/**
 * Serialises one member's account bindings (the count-then-insert of the account limit) and
 * withdrawal requests (the turnover rule counts from the last one) for the rest of the transaction,
 * without locking anything another module owns.
 */
export async function lockMember(tx: Db, memberId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x5744}, ${memberId})`);
}

/** The new row, or undefined when the member already has this account bound (partial unique index). */
export async function insertAccount(tx: Db, row: typeof withdrawalBankAccounts.$inferInsert) {
  const [created] = await tx.insert(withdrawalBankAccounts).values(row).onConflictDoNothing().returning();
  return created;
}

/**
 * The member's live account, locked until the transaction ends: a withdrawal naming it and its
 * removal never pass each other.
 */
export async function lockAccount(tx: Db, merchantCode: string, memberId: number, id: number) {
  const [row] = await tx.select().from(withdrawalBankAccounts)
    .where(and(liveAccount(merchantCode, memberId), eq(withdrawalBankAccounts.id, id))).for('update');
  return row;
}

export async function hasPendingWithdrawal(tx: Db, bankAccountId: number) {
  const [row] = await tx.select({ id: withdrawals.id }).from(withdrawals)
    .where(and(eq(withdrawals.bankAccountId, bankAccountId), eq(withdrawals.status, 'pending'))).limit(1);
  return !!row;
}

export async function removeAccount(tx: Db, id: number, at: Date) {
  await tx.update(withdrawalBankAccounts).set({ removedAt: at }).where(eq(withdrawalBankAccounts.id, id));
}

export async function findByRequest(db: Db, merchantCode: string, memberId: number, requestId: string) {
  const [row] = await db.select().from(withdrawals)
    .where(and(eq(withdrawals.merchantCode, merchantCode), eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
  return row;
}

/** The new row, or undefined when this member already used the request id (a double submit). */
export async function insertWithdrawal(tx: Db, row: typeof withdrawals.$inferInsert) {
  const [created] = await tx.insert(withdrawals).values(row)
    .onConflictDoNothing({ target: [withdrawals.merchantCode, withdrawals.memberId, withdrawals.requestId] }).returning();
  return created;
}

/** When the member's last withdrawal that took money was asked (turnover counts from there). */
export async function lastWithdrawalAt(db: Db, merchantCode: string, memberId: number): Promise<Date | null> {
  const [row] = await db.select({ at: withdrawals.createdAt }).from(withdrawals)
    .where(and(eq(withdrawals.merchantCode, merchantCode), eq(withdrawals.memberId, memberId), ne(withdrawals.status, 'rejected')))
    .orderBy(desc(withdrawals.id)).limit(1);
  return row?.at ?? null;
}

export interface WithdrawFilter {
  merchantCode: string;
  memberId?: number;
  status?: string;
  from?: Date;
  to?: Date;
  channelCode?: string;
  /** Minor units, inclusive. */
  minAmount?: bigint;
  maxAmount?: bigint;
  /** Made at or before this time (the age filter). */
  madeBefore?: Date;
  /** A team-bound operator's queue (decision 0053): its team's requests only. */
  team?: TeamScope | null;
}

function where(f: WithdrawFilter, bind: Bind = (_, value) => value): SQL | undefined {
  return and(
    eq(withdrawals.merchantCode, bind('merchantCode', f.merchantCode)),
    f.memberId !== undefined ? eq(withdrawals.memberId, bind('memberId', f.memberId)) : undefined,
    f.status !== undefined ? eq(withdrawals.status, bind('status', f.status)) : undefined,
    f.from ? gte(withdrawals.createdAt, bind('from', f.from)) : undefined,
    f.to ? lte(withdrawals.createdAt, bind('to', f.to)) : undefined,
    f.channelCode !== undefined ? eq(withdrawals.channelCode, bind('channelCode', f.channelCode)) : undefined,
    f.minAmount !== undefined ? gte(withdrawals.amount, bind('minAmount', f.minAmount)) : undefined,
    f.maxAmount !== undefined ? lte(withdrawals.amount, bind('maxAmount', f.maxAmount)) : undefined,
    f.madeBefore ? lte(withdrawals.createdAt, bind('madeBefore', f.madeBefore)) : undefined,
    f.team ? memberOfTeam(f.team, sql`${withdrawals.memberId}`, bind) : undefined,
  );
}

/** What an operator must act on: waiting for a decision, or disputed by the player. */
const WAITING = ['pending', 'partly_received', 'not_received'];

/** Which filters a queue request has, and its order: one prepared statement per such shape. */
type QueueShape = WithdrawFilter & { sort: 'createdAt' | 'amount'; order: 'asc' | 'desc' };
const shapeKey = (f: QueueShape) => [
  f.memberId !== undefined, f.status !== undefined, !!f.from, !!f.to, f.channelCode !== undefined,
  f.minAmount !== undefined, f.maxAmount !== undefined, !!f.madeBefore, !!f.team, f.sort, f.order,
].map(String).join();
/** The values of a queue request's placeholders (where() names them). */
const queueParams = (f: QueueShape) => ({
  merchantCode: f.merchantCode, memberId: f.memberId, status: f.status, from: f.from, to: f.to, channelCode: f.channelCode,
  minAmount: f.minAmount, maxAmount: f.maxAmount, madeBefore: f.madeBefore,
  ...(f.team ? { teamAgentId: f.team.agentId, teamPathPattern: `${f.team.prefix}%` } : {}),
});
const ordered = (f: QueueShape, dir: 'asc' | 'desc') => {
  const direction = dir === 'asc' ? asc : desc;
  return [...(f.sort === 'amount' ? [direction(withdrawals.amount)] : []), direction(withdrawals.id)];
};

/**
 * Counted no further than the cap (and one more, to tell that it was reached), in the order of the index
 * that holds every column the filters need, so the count never reads the table: an amount range along
 * `withdrawals_merchant_amount`, anything else along `withdrawals_merchant_status` (unordered, PostgreSQL
 * read the table's wide rows up to the cap instead: a Seq Scan, 8.9 ms at 200,000 withdrawals; 2.2 ms).
 * With the waiting ones among them (a FILTER of the same walk: countQueue).
 */
const countStatement = preparedShapes('withdrawal_queue_count', shapeKey, (db, f, name) => {
  const ranged = f.minAmount !== undefined || f.maxAmount !== undefined;
  const walked = db.select({ status: withdrawals.status }).from(withdrawals).where(where(f, placeholders))
    .orderBy(...(ranged ? [withdrawals.amount, withdrawals.id] : [withdrawals.status, withdrawals.id]))
    .limit(FINANCE_COUNT_CAP + 1).as('counted');
  return db.select({ total: count(), waiting: sql<number>`count(*) FILTER (WHERE ${inArray(walked.status, WAITING)})`.mapWith(Number) }).from(walked).prepare(name);
});
const waitingCountStatement = preparedShapes('withdrawal_queue_waiting', shapeKey, (db, f, name) =>
  db.select({ n: count() }).from(withdrawals).where(and(where(f, placeholders), inArray(withdrawals.status, WAITING))).prepare(name));

type Part = 'all' | 'waiting' | 'others';
/**
 * One page of a part of the queue. The page's ids first, then only those rows: an amount range is a range of
 * `withdrawals_merchant_amount`, whose entries carry every column the filters and the order need, so the
 * thousands of matches before a deep page are sorted from the index rather than each read from the table
 * (70 → 4 ms; bench/README). A page read from the end (fromNearerEnd) picks its ids in the reverse order;
 * the outer order turns them round.
 */
const pageStatement = preparedShapes('withdrawal_queue_page', (s: QueueShape & { part: Part; reverse: boolean }) => `${shapeKey(s)},${s.part},${s.reverse}`, (db, f, name) => {
  const part = f.part === 'waiting' ? inArray(withdrawals.status, WAITING) : f.part === 'others' ? notInArray(withdrawals.status, WAITING) : undefined;
  const dir = f.reverse ? (f.order === 'asc' ? 'desc' : 'asc') : f.order;
  return db.select().from(withdrawals)
    .where(inArray(withdrawals.id, db.select({ id: withdrawals.id }).from(withdrawals).where(and(where(f, placeholders), part))
      .orderBy(...ordered(f, dir)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))))
    .orderBy(...ordered(f, f.order))
    .prepare(name);
});

/** Every id of a part of a list no longer than the cap, in the list's order (pageFromIds remembers them). */
const idsStatement = preparedShapes('withdrawal_queue_ids', (s: QueueShape & { part: Part }) => `${shapeKey(s)},${s.part}`, (db, f, name) => {
  const part = f.part === 'waiting' ? inArray(withdrawals.status, WAITING) : f.part === 'others' ? notInArray(withdrawals.status, WAITING) : undefined;
  return db.select({ id: withdrawals.id }).from(withdrawals).where(and(where(f, placeholders), part))
    .orderBy(...ordered(f, f.order)).limit(FINANCE_COUNT_CAP + 1).prepare(name);
});
/** The merchant's withdrawals of these ids (an int[] literal). */
const byIdsStatement = preparedShapes('withdrawal_queue_rows', () => '', (db, _: object, name) => db.select().from(withdrawals)
  .where(and(eq(withdrawals.merchantCode, sql.placeholder('merchantCode')), sql`${withdrawals.id} = ANY(${sql.placeholder('ids')}::int[])`)).prepare(name));

/**
 * The finance queue (decision 0047): without a status filter waiting ones first, then by amount or by
 * creation (id order, on the merchant-status index); each row with the member's username. Its statements
 * are prepared per shape of the request (preparedShapes).
 */
export async function listForOperator(db: Db, f: QueueShape, limit: number, offset: number, memo?: QueueCountMemo) {
  const params = queueParams(f);
  const list = listKey(`withdrawals:${shapeKey(f)}`, params);
  const capped = () => countedVia(memo, f.merchantCode, list, async () => (await countStatement(db, f).execute(params))[0]!);
  const page = (part: Part) => (read: PartRead) => pageStatement(db, { ...f, part, reverse: read.reverse }).execute({ ...params, limit: read.limit, offset: read.offset });
  const idsOf = (part: Part) => async () => (await idsStatement(db, { ...f, part }).execute(params)).map((r) => r.id);
  const byIds = (total: number, all: () => Promise<number[]>) => pageFromIds({
    memo, merchantCode: f.merchantCode, list, total, limit, offset, ids: all,
    rows: (some) => byIdsStatement(db, {}).execute({ merchantCode: f.merchantCode, ids: `{${some.join(',')}}` }),
  });
  let total: number;
  let rows: WithdrawalRow[];
  if (f.status) {
    const counting = capped().then((counted) => counted.total);
    // A list within the cap is paged from its remembered ids, once its count (itself remembered) is known.
    // Without the memo a shallow page does not wait for the count; a deep one does, to read from the nearer end.
    if ((memo && f.merchantCode) || offset >= DEEP_PAGE_OFFSET) {
      total = await counting;
      rows = await byIds(total, idsOf('all')) ?? await page('all')(fromNearerEnd(limit, offset, total));
    } else [total, rows] = await Promise.all([counting, page('all')(fromNearerEnd(limit, offset, undefined))]);
  } else {
    const counts = await countQueue({
      capped,
      allWaiting: () => countedVia(memo, f.merchantCode, `${list}:waiting`, async () => (await waitingCountStatement(db, f).execute(params))[0]?.n ?? 0),
    });
    total = counts.total;
    rows = await byIds(total, async () => [...await idsOf('waiting')(), ...await idsOf('others')()])
      ?? await waitingFirstPage({ limit, offset, counts, waiting: page('waiting'), others: page('others') });
  }
  // Names only for the page's rows, after the limit: a join before it would read one member per request skipped.
  const ids = [...new Set(rows.map((r) => r.memberId))];
  const names = new Map(ids.length ? (await db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, ids))).map((m) => [m.id, m.username]) : []);
  return { list: rows.map((withdrawal) => ({ withdrawal, username: names.get(withdrawal.memberId) ?? '' })), total };
}

/** Newest first, one page, with the total. */
export async function listWithdrawals(db: Db, f: WithdrawFilter, limit: number, offset: number) {
  const [list, [total]] = await Promise.all([
    db.select().from(withdrawals).where(where(f)).orderBy(desc(withdrawals.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(withdrawals).where(where(f)),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function findWithdrawal(db: Db, merchantCode: string, id: number, memberId?: number) {
  const [row] = await db.select().from(withdrawals).where(and(
    eq(withdrawals.merchantCode, merchantCode), eq(withdrawals.id, id), memberId !== undefined ? eq(withdrawals.memberId, memberId) : undefined,
  ));
  return row;
}

/** Locks the withdrawal for one state change: a second operator (or the job) waits, then sees the new state. */
export async function lockWithdrawal(tx: Db, merchantCode: string, id: number, memberId?: number) {
  const [row] = await tx.select().from(withdrawals).where(and(
    eq(withdrawals.merchantCode, merchantCode), eq(withdrawals.id, id), memberId !== undefined ? eq(withdrawals.memberId, memberId) : undefined,
  )).for('update');
  return row;
}

export async function updateWithdrawal(tx: Db, id: number, patch: Partial<typeof withdrawals.$inferInsert>) {
  const [row] = await tx.update(withdrawals).set({ ...patch, updatedAt: sql`now()` }).where(eq(withdrawals.id, id)).returning();
  return row!;
}

/** Disbursed withdrawals whose answer time is over, oldest first (partial index on receive_deadline). */
export function dueForReceipt(db: Db, at: Date, limit: number) {
  return db.select({ id: withdrawals.id, merchantCode: withdrawals.merchantCode }).from(withdrawals)
    .where(and(eq(withdrawals.status, 'disbursed'), lte(withdrawals.receiveDeadline, at)))
    .orderBy(withdrawals.receiveDeadline).limit(limit);
}
