import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentBanners, contentNotices } from '../../db/schema';

export type BannerRow = typeof contentBanners.$inferSelect;
export type NoticeRow = typeof contentNotices.$inferSelect;
type Table = typeof contentBanners | typeof contentNotices;

/** Shown now: active, and inside its window (open ends count as open). */
function live(t: Table, now: Date): SQL {
  return and(
    eq(t.status, 'active'),
    or(isNull(t.startsAt), lte(t.startsAt, now)),
    or(isNull(t.endsAt), gt(t.endsAt, now)),
  )!;
}

export async function liveBanners(db: Db, merchantCode: string, groups: readonly string[] | undefined, now: Date) {
  return db.select().from(contentBanners)
    .where(and(eq(contentBanners.merchantCode, merchantCode), live(contentBanners, now), ...(groups ? [inArray(contentBanners.groupName, [...groups])] : [])))
    .orderBy(asc(contentBanners.sortOrder), asc(contentBanners.id));
}

export async function liveNotices(db: Db, merchantCode: string, types: readonly string[], executions: readonly string[], now: Date) {
  return db.select().from(contentNotices)
    .where(and(eq(contentNotices.merchantCode, merchantCode), live(contentNotices, now), inArray(contentNotices.type, [...types]), inArray(contentNotices.execution, [...executions])))
    .orderBy(asc(contentNotices.sortOrder), asc(contentNotices.id));
}

/** One page of the announcement list, in the operator's order (newest first among equals). */
export async function pageOfNotices(db: Db, merchantCode: string, f: { types: readonly string[]; executions: readonly string[]; now: Date; limit: number; offset: number }) {
  const where = and(eq(contentNotices.merchantCode, merchantCode), live(contentNotices, f.now), inArray(contentNotices.type, [...f.types]), inArray(contentNotices.execution, [...f.executions]));
  const [total] = await db.select({ n: count() }).from(contentNotices).where(where);
  const list = await db.select().from(contentNotices).where(where)
    .orderBy(asc(contentNotices.sortOrder), desc(contentNotices.id)).limit(f.limit).offset(f.offset);
  return { list, total: total?.n ?? 0 };
}

export async function findBanner(db: Db, merchantCode: string, id: number) {
  const [row] = await db.select().from(contentBanners).where(and(eq(contentBanners.merchantCode, merchantCode), eq(contentBanners.id, id)));
  return row;
}

export async function findNotice(db: Db, merchantCode: string, id: number) {
  const [row] = await db.select().from(contentNotices).where(and(eq(contentNotices.merchantCode, merchantCode), eq(contentNotices.id, id)));
  return row;
}

export async function listBanners(db: Db, merchantCode: string, groupName?: string) {
  return db.select().from(contentBanners)
    .where(and(eq(contentBanners.merchantCode, merchantCode), ...(groupName ? [eq(contentBanners.groupName, groupName)] : [])))
    .orderBy(asc(contentBanners.groupName), asc(contentBanners.sortOrder), asc(contentBanners.id));
}

export async function listNotices(db: Db, merchantCode: string, type?: string) {
  return db.select().from(contentNotices)
    .where(and(eq(contentNotices.merchantCode, merchantCode), ...(type ? [eq(contentNotices.type, type)] : [])))
    .orderBy(asc(contentNotices.type), asc(contentNotices.sortOrder), asc(contentNotices.id));
}

export async function insertBanners(db: Db, rows: (typeof contentBanners.$inferInsert)[]) {
  return db.insert(contentBanners).values(rows).returning();
}

export async function insertNotices(db: Db, rows: (typeof contentNotices.$inferInsert)[]) {
  return db.insert(contentNotices).values(rows).returning();
}

/** The row before and after, or undefined when the merchant has no such banner; the row is locked first. */
export async function updateBanner(db: Db, merchantCode: string, id: number, set: Partial<typeof contentBanners.$inferInsert>) {
  const where = and(eq(contentBanners.merchantCode, merchantCode), eq(contentBanners.id, id));
  const [before] = await db.select().from(contentBanners).where(where).for('update');
  if (!before) return undefined;
  const [after] = await db.update(contentBanners).set({ ...set, updatedAt: sql`now()` }).where(where).returning();
  return { before, after: after! };
}

export async function updateNotice(db: Db, merchantCode: string, id: number, set: Partial<typeof contentNotices.$inferInsert>) {
  const where = and(eq(contentNotices.merchantCode, merchantCode), eq(contentNotices.id, id));
  const [before] = await db.select().from(contentNotices).where(where).for('update');
  if (!before) return undefined;
  const [after] = await db.update(contentNotices).set({ ...set, updatedAt: sql`now()` }).where(where).returning();
  return { before, after: after! };
}

/**
 * Gives the ids sort orders 0, 10, 20... in the order given, in one statement. Answers false (and
 * changes nothing) unless every id is one of the merchant's rows.
 */
export async function reorder(db: Db, table: Table, merchantCode: string, ids: number[]): Promise<boolean> {
  const scope = and(eq(table.merchantCode, merchantCode), inArray(table.id, ids));
  const rows = await db.select({ id: table.id }).from(table).where(scope).for('update');
  if (rows.length !== ids.length) return false;
  const cases = sql.join(ids.map((id, i) => sql`WHEN ${id}::int THEN ${i * 10}::int`), sql` `);
  await db.update(table).set({ sortOrder: sql`CASE ${table.id} ${cases} END`, updatedAt: sql`now()` }).where(scope);
  return true;
}
