import { and, asc, count, desc, eq, gt, inArray, isNull, lte, max, or, sql, type SQL } from 'drizzle-orm';
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

/** One page of a merchant's banners (a group's, or all), with the count and the largest sort order of all of them. */
export async function pageOfBanners(db: Db, merchantCode: string, f: { groupName?: string; limit: number; offset: number }) {
  const where = and(eq(contentBanners.merchantCode, merchantCode), ...(f.groupName ? [eq(contentBanners.groupName, f.groupName)] : []));
  const [all] = await db.select({ n: count(), top: max(contentBanners.sortOrder) }).from(contentBanners).where(where);
  const list = await db.select().from(contentBanners).where(where)
    .orderBy(asc(contentBanners.groupName), asc(contentBanners.sortOrder), asc(contentBanners.id)).limit(f.limit).offset(f.offset);
  return { list, total: all?.n ?? 0, top: all?.top ?? null };
}

export async function pageOfOperatorNotices(db: Db, merchantCode: string, f: { type?: string; limit: number; offset: number }) {
  const where = and(eq(contentNotices.merchantCode, merchantCode), ...(f.type ? [eq(contentNotices.type, f.type)] : []));
  const [all] = await db.select({ n: count(), top: max(contentNotices.sortOrder) }).from(contentNotices).where(where);
  const list = await db.select().from(contentNotices).where(where)
    .orderBy(asc(contentNotices.type), asc(contentNotices.sortOrder), asc(contentNotices.id)).limit(f.limit).offset(f.offset);
  return { list, total: all?.n ?? 0, top: all?.top ?? null };
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
 * The ids, in the order given, take the places they hold now among their group's rows (`kind`: a banner's
 * group, a notice's type), and each group touched is numbered 0, 10, 20... again (ties from equal sort
 * orders end there). So a whole group's ids give it that order, and two neighbours swap, wherever they are
 * (a paged list knows only its page). Answers false (and changes nothing) unless every id is one of the
 * merchant's rows. Only rows whose sort order changes are written.
 */
export async function reorder(db: Db, table: Table, merchantCode: string, ids: number[]): Promise<boolean> {
  const kind = table === contentBanners ? contentBanners.groupName : contentNotices.type;
  const given = await db.select({ id: table.id, kind }).from(table)
    .where(and(eq(table.merchantCode, merchantCode), inArray(table.id, ids))).for('update');
  if (given.length !== ids.length) return false;
  const kindOf = new Map(given.map((r) => [r.id, r.kind]));
  const rows = await db.select({ id: table.id, kind, sortOrder: table.sortOrder }).from(table)
    .where(and(eq(table.merchantCode, merchantCode), inArray(kind, [...new Set(kindOf.values())])))
    .orderBy(asc(kind), asc(table.sortOrder), asc(table.id)).for('update');
  // Per group, the given ids in their new order, handed out to the given rows' places as they come.
  const queues = new Map<string, number[]>();
  for (const id of ids) queues.set(kindOf.get(id)!, [...(queues.get(kindOf.get(id)!) ?? []), id]);
  const orderOf = new Map(rows.map((r) => [r.id, r.sortOrder]));
  const places = new Map<string, number>();
  const changes: { id: number; sortOrder: number }[] = [];
  for (const row of rows) {
    const place = places.get(row.kind) ?? 0;
    places.set(row.kind, place + 1);
    const id = kindOf.has(row.id) ? queues.get(row.kind)!.shift()! : row.id;
    if (orderOf.get(id) !== place * 10) changes.push({ id, sortOrder: place * 10 });
  }
  if (changes.length === 0) return true;
  const cases = sql.join(changes.map((c) => sql`WHEN ${c.id}::int THEN ${c.sortOrder}::int`), sql` `);
  await db.update(table).set({ sortOrder: sql`CASE ${table.id} ${cases} END`, updatedAt: sql`now()` })
    .where(and(eq(table.merchantCode, merchantCode), inArray(table.id, changes.map((c) => c.id))));
  return true;
}
