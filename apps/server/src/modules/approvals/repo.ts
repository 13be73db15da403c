import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { approvalRequests } from '../../db/schema';

/** Requests waiting for a second operator (decision 0045): SQL only. */
export type ApprovalRow = typeof approvalRequests.$inferSelect;
type Status = ApprovalRow['status'];

/** Which merchant's requests an actor reaches: null (unbound) reaches every one, the site's own too. */
const inScope = (merchantCode: string | null) => (merchantCode === null ? undefined : eq(approvalRequests.merchantCode, merchantCode));

/** The new request, or undefined when the same kind already waits for the same target (the partial unique index). */
export async function insertPending(db: Db, row: typeof approvalRequests.$inferInsert) {
  const [created] = await db.insert(approvalRequests).values(row)
    .onConflictDoNothing({ target: [approvalRequests.kind, approvalRequests.target], where: sql`${approvalRequests.status} = 'pending'` })
    .returning();
  return created;
}

export async function findPending(db: Db, kind: string, target: string) {
  const [row] = await db.select().from(approvalRequests)
    .where(and(eq(approvalRequests.kind, kind), eq(approvalRequests.target, target), eq(approvalRequests.status, 'pending')));
  return row;
}

/**
 * The request, locked until the transaction ends, if the actor's binding reaches it. A concurrent
 * decision waits here, then reads the status the first one committed.
 */
export async function lockById(db: Db, id: number, merchantCode: string | null) {
  const [row] = await db.select().from(approvalRequests).where(and(eq(approvalRequests.id, id), inScope(merchantCode))).for('update');
  return row;
}

export async function decide(db: Db, id: number, patch: { status: Exclude<Status, 'pending'>; decidedBy: string; decidedAt: Date; decisionReason: string | null }) {
  const [row] = await db.update(approvalRequests).set(patch).where(eq(approvalRequests.id, id)).returning();
  return row!;
}

/** Newest first, through the (merchant, status, id) index; only the kinds given (those the caller may decide). */
export async function list(db: Db, f: { merchantCode: string | null; status?: Status; kinds: string[]; pageNo: number; pageSize: number }) {
  if (f.kinds.length === 0) return { rows: [], total: 0 };
  const conditions: (SQL | undefined)[] = [
    inScope(f.merchantCode),
    f.status ? eq(approvalRequests.status, f.status) : undefined,
    inArray(approvalRequests.kind, f.kinds),
  ];
  const where = and(...conditions);
  const [found, [total]] = await Promise.all([
    db.select().from(approvalRequests).where(where).orderBy(desc(approvalRequests.id)).limit(f.pageSize).offset((f.pageNo - 1) * f.pageSize),
    db.select({ n: count() }).from(approvalRequests).where(where),
  ]);
  return { rows: found, total: total?.n ?? 0 };
}

/** The newest request of a kind and target whose payload holds this value under `field` (a maker's idempotency key). */
export async function latestWithPayload(db: Db, kind: string, target: string, field: string, value: string) {
  const [row] = await db.select().from(approvalRequests)
    .where(and(eq(approvalRequests.kind, kind), eq(approvalRequests.target, target), sql`${approvalRequests.payload} ->> ${field} = ${value}`))
    .orderBy(desc(approvalRequests.id)).limit(1);
  return row;
}
