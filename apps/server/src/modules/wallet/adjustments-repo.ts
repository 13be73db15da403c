import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberOfTeam, type TeamScope } from '../../lib/team-scope';
import { walletAdjustmentRequests } from '../../db/schema';

/** Adjustment requests waiting for a second operator (decision 0033): SQL only. */
export type AdjustmentRow = typeof walletAdjustmentRequests.$inferSelect;
type Status = AdjustmentRow['status'];

/** The new request, or undefined when the merchant already has one under this idempotency key. */
export async function insertRequest(db: Db, row: typeof walletAdjustmentRequests.$inferInsert) {
  const [created] = await db.insert(walletAdjustmentRequests).values(row)
    .onConflictDoNothing({ target: [walletAdjustmentRequests.merchantCode, walletAdjustmentRequests.idempotencyKey] })
    .returning();
  return created;
}

export async function findByKey(db: Db, merchantCode: string, idempotencyKey: string) {
  const [row] = await db.select().from(walletAdjustmentRequests)
    .where(and(eq(walletAdjustmentRequests.merchantCode, merchantCode), eq(walletAdjustmentRequests.idempotencyKey, idempotencyKey)));
  return row;
}

/** `merchantCode` null: any merchant (an all-merchant operator). */
export async function findById(db: Db, id: number, merchantCode: string | null) {
  const [row] = await db.select().from(walletAdjustmentRequests)
    .where(and(eq(walletAdjustmentRequests.id, id), merchantCode === null ? undefined : eq(walletAdjustmentRequests.merchantCode, merchantCode)));
  return row;
}

/**
 * Decides a pending request, or answers undefined when it is no longer pending. The row lock makes a
 * concurrent decision wait, then find the new status and change nothing: one decision per request.
 */
export async function decide(db: Db, id: number, patch: { status: Exclude<Status, 'pending'>; decidedBy: string; decidedAt: Date; decisionReason: string | null }) {
  const [row] = await db.update(walletAdjustmentRequests).set(patch)
    .where(and(eq(walletAdjustmentRequests.id, id), eq(walletAdjustmentRequests.status, 'pending')))
    .returning();
  return row;
}

export async function setPosting(db: Db, id: number, postingId: number) {
  await db.update(walletAdjustmentRequests).set({ postingId }).where(eq(walletAdjustmentRequests.id, id));
}

/** Newest first, through the (merchant, status, id) index. */
export async function list(db: Db, f: { merchantCode: string | null; status?: Status; pageNo: number; pageSize: number; team: TeamScope | null }) {
  const conditions: (SQL | undefined)[] = [
    f.merchantCode === null ? undefined : eq(walletAdjustmentRequests.merchantCode, f.merchantCode),
    f.status ? eq(walletAdjustmentRequests.status, f.status) : undefined,
    // A team-bound operator (decision 0053) sees its team's requests only.
    f.team ? memberOfTeam(f.team, sql`${walletAdjustmentRequests.memberId}`) : undefined,
  ];
  const where = and(...conditions);
  const [found, [total]] = await Promise.all([
    db.select().from(walletAdjustmentRequests).where(where).orderBy(desc(walletAdjustmentRequests.id))
      .limit(f.pageSize).offset((f.pageNo - 1) * f.pageSize),
    db.select({ n: count() }).from(walletAdjustmentRequests).where(where),
  ]);
  return { rows: found, total: total?.n ?? 0 };
}
