import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { promotions } from '../../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;

export async function insertPromotion(db: Db, row: typeof promotions.$inferInsert) {
  const [created] = await db.insert(promotions).values(row).returning();
  return created!;
}

/** The row locked for one change, and the row after it. */
export async function updatePromotion(db: Db, merchantCode: string, id: number, change: (before: PromotionRow) => Partial<typeof promotions.$inferInsert>) {
  const where = and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, id));
  const [before] = await db.select().from(promotions).where(where).for('update');
  if (!before) return undefined;
  const [after] = await db.update(promotions).set({ ...change(before), updatedAt: sql`now()` }).where(where).returning();
  return { before, after: after! };
}

/** The row share-locked until the transaction ends: a budget movement keeps it from closing meanwhile. */
export async function lockPromotionShared(db: Db, merchantCode: string, id: number) {
  const [row] = await db.select({ id: promotions.id, status: promotions.status }).from(promotions)
    .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, id))).for('share');
  return row;
}

export async function findPromotion(db: Db, merchantCode: string, id: number) {
  const [row] = await db.select().from(promotions).where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, id)));
  return row;
}

/** One page of the merchant's promotions in the promotions page's order (newest first among equals). */
export async function pageOfPromotions(db: Db, merchantCode: string, f: { status?: string; kind?: string; limit: number; offset: number }) {
  const conditions: SQL[] = [eq(promotions.merchantCode, merchantCode)];
  if (f.status) conditions.push(eq(promotions.status, f.status));
  if (f.kind) conditions.push(eq(promotions.kind, f.kind));
  const where = and(...conditions);
  const [[total], list] = await Promise.all([
    db.select({ n: count() }).from(promotions).where(where),
    db.select().from(promotions).where(where).orderBy(asc(promotions.sortOrder), desc(promotions.id)).limit(f.limit).offset(f.offset),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** What players see: published promotions (active or paused), never drafts or closed ones. */
const PUBLISHED = ['active', 'paused'];

export async function pageOfPublished(db: Db, merchantCode: string, f: { category?: string; limit: number; offset: number }) {
  const conditions: SQL[] = [eq(promotions.merchantCode, merchantCode), inArray(promotions.status, PUBLISHED)];
  if (f.category) conditions.push(eq(promotions.category, f.category));
  const where = and(...conditions);
  const [[total], list, categories] = await Promise.all([
    db.select({ n: count() }).from(promotions).where(where),
    db.select().from(promotions).where(where).orderBy(asc(promotions.sortOrder), desc(promotions.id)).limit(f.limit).offset(f.offset),
    db.selectDistinct({ category: promotions.category }).from(promotions)
      .where(and(eq(promotions.merchantCode, merchantCode), inArray(promotions.status, PUBLISHED))),
  ]);
  return { list, total: total?.n ?? 0, categories: categories.map((c) => c.category) };
}

// Every claim and state of a promotion reads it first: built once, a named statement on PostgreSQL.
const findPublishedByCodeStatement = prepared((db) => db.select().from(promotions)
  .where(and(eq(promotions.merchantCode, sql.placeholder('merchantCode')), eq(promotions.code, sql.placeholder('code')), inArray(promotions.status, PUBLISHED)))
  .prepare('promotion_find_published_by_code'));

export async function findPublishedByCode(db: Db, merchantCode: string, code: string) {
  const [row] = await findPublishedByCodeStatement(db).execute({ merchantCode, code });
  return row;
}

/** The merchant's published promotions of some kinds (a handful: the player's states on the promotions page). */
export async function publishedOfKinds(db: Db, merchantCode: string, kinds: string[]) {
  return db.select().from(promotions)
    .where(and(eq(promotions.merchantCode, merchantCode), inArray(promotions.kind, kinds), inArray(promotions.status, PUBLISHED)))
    .orderBy(asc(promotions.sortOrder), desc(promotions.id)).limit(100);
}
