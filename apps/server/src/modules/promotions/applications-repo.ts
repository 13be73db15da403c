import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, promotionApplications, promotions } from '../../db/schema';

/** Applications to apply-type promotions (decision 0058): SQL only. */
export type ApplicationRow = typeof promotionApplications.$inferSelect;

/** The new application, or undefined when one of this member is already pending or issued in the period (the partial unique index). */
export async function insertApplication(db: Db, row: typeof promotionApplications.$inferInsert) {
  const [created] = await db.insert(promotionApplications).values(row)
    .onConflictDoNothing({ target: [promotionApplications.promotionId, promotionApplications.memberId, promotionApplications.period], where: sql`${promotionApplications.status} IN ('pending', 'approved')` })
    .returning();
  return created;
}

/** The member's newest application to the promotion in one period. */
export async function latestApplication(db: Db, promotionId: number, memberId: number, period: string) {
  const [row] = await db.select().from(promotionApplications)
    .where(and(eq(promotionApplications.memberId, memberId), eq(promotionApplications.promotionId, promotionId), eq(promotionApplications.period, period)))
    .orderBy(desc(promotionApplications.id)).limit(1);
  return row;
}

/** Locked for one decision: a second operator waits, then finds it decided. */
export async function lockApplication(tx: Db, merchantCode: string, id: number) {
  const [row] = await tx.select().from(promotionApplications)
    .where(and(eq(promotionApplications.merchantCode, merchantCode), eq(promotionApplications.id, id))).for('update');
  return row;
}

export async function updateApplication(tx: Db, id: number, patch: Partial<typeof promotionApplications.$inferInsert>) {
  const [row] = await tx.update(promotionApplications).set(patch).where(eq(promotionApplications.id, id)).returning();
  return row!;
}

/** The review queue: newest first, with the promotion's code and rules and the member's username. */
export async function pageOfApplications(db: Db, merchantCode: string, f: { status?: string; promotionId?: number; limit: number; offset: number }) {
  const conditions: SQL[] = [eq(promotionApplications.merchantCode, merchantCode)];
  if (f.status) conditions.push(eq(promotionApplications.status, f.status));
  if (f.promotionId) conditions.push(eq(promotionApplications.promotionId, f.promotionId));
  const where = and(...conditions);
  const [[total], list] = await Promise.all([
    db.select({ n: count() }).from(promotionApplications).where(where),
    db.select({ application: promotionApplications, code: promotions.code, rules: promotions.rules, username: members.username })
      .from(promotionApplications)
      .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
      .innerJoin(members, eq(members.id, promotionApplications.memberId))
      .where(where).orderBy(desc(promotionApplications.id)).limit(f.limit).offset(f.offset),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** One application with what its answer names. */
export async function findApplicationView(db: Db, id: number) {
  const [row] = await db.select({ application: promotionApplications, code: promotions.code, rules: promotions.rules, username: members.username })
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .innerJoin(members, eq(members.id, promotionApplications.memberId))
    .where(eq(promotionApplications.id, id));
  return row;
}

/** Titles of promotions by id, for the records' words (a bonus names the promotion that paid it). */
export async function titlesOf(db: Db, merchantCode: string, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: promotions.id, titles: promotions.titles }).from(promotions)
    .where(and(eq(promotions.merchantCode, merchantCode), inArray(promotions.id, ids)));
}

/** A promotion's applications by status, and how many members it issued an amount to. */
export async function reportOf(db: Db, promotionId: number) {
  const rows = await db.select({ status: promotionApplications.status, n: count(), members: sql<number>`count(DISTINCT ${promotionApplications.memberId})`.mapWith(Number) })
    .from(promotionApplications).where(eq(promotionApplications.promotionId, promotionId)).groupBy(promotionApplications.status);
  const of = (status: string) => rows.find((r) => r.status === status);
  return {
    applications: { pending: of('pending')?.n ?? 0, approved: of('approved')?.n ?? 0, rejected: of('rejected')?.n ?? 0 },
    playersPaid: of('approved')?.members ?? 0,
  };
}
