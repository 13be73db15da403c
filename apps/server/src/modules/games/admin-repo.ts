import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, gameVendors } from '../../db/schema';
import type { GameRow, VendorRow } from './repo';

/** Operator reads and writes of the catalogue: every status, hidden included. */

export async function listVendors(db: Db, merchantCode: string) {
  const counts = db.select({ vendorCode: games.vendorCode, n: count().as('n') }).from(games)
    .where(eq(games.merchantCode, merchantCode)).groupBy(games.vendorCode).as('counts');
  return db.select({ vendor: gameVendors, n: counts.n }).from(gameVendors)
    .leftJoin(counts, eq(counts.vendorCode, gameVendors.code))
    .where(eq(gameVendors.merchantCode, merchantCode))
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
}

export async function findVendor(db: Db, merchantCode: string, code: string, lock = false): Promise<VendorRow | undefined> {
  const q = db.select().from(gameVendors).where(and(eq(gameVendors.merchantCode, merchantCode), eq(gameVendors.code, code)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The new vendor, or undefined when the code is taken. */
export async function insertVendor(db: Db, row: typeof gameVendors.$inferInsert) {
  const [created] = await db.insert(gameVendors).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateVendor(db: Db, merchantCode: string, code: string, set: Partial<typeof gameVendors.$inferInsert>) {
  const [row] = await db.update(gameVendors).set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(gameVendors.merchantCode, merchantCode), eq(gameVendors.code, code))).returning();
  return row!;
}

export interface OperatorGameFilter {
  vendorCode?: string; gameType?: string; status?: GameRow['status']; q?: string; hot?: 'true' | 'false';
  sort?: 'lobby' | 'gameCode' | 'updatedAt'; order?: 'asc' | 'desc';
}

/** The list's order; the id last, so pages never repeat or skip a row between equal keys. */
function gameOrder(f: OperatorGameFilter): SQL[] {
  const dir = f.order === 'desc' ? desc : asc;
  if (f.sort === 'gameCode') return [dir(games.gameCode), dir(games.vendorCode), dir(games.id)];
  if (f.sort === 'updatedAt') return [dir(games.updatedAt), dir(games.id)];
  return [dir(games.vendorCode), dir(games.sortOrder), dir(games.id)];
}

export async function pageGames(db: Db, merchantCode: string, f: OperatorGameFilter, limit: number, offset: number) {
  const parts: (SQL | undefined)[] = [eq(games.merchantCode, merchantCode)];
  if (f.vendorCode) parts.push(eq(games.vendorCode, f.vendorCode));
  if (f.gameType) parts.push(eq(games.gameType, f.gameType));
  if (f.status) parts.push(eq(games.status, f.status));
  if (f.hot) parts.push(eq(games.isHot, f.hot === 'true'));
  if (f.q) {
    const pattern = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`${games.searchText} LIKE ${pattern}`);
  }
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db.select().from(games).where(where).orderBy(...gameOrder(f)).limit(limit).offset(offset),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findGame(db: Db, merchantCode: string, id: number, lock = false): Promise<GameRow | undefined> {
  const q = db.select().from(games).where(and(eq(games.merchantCode, merchantCode), eq(games.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The new game, or undefined when the vendor already has this game code. */
export async function insertGame(db: Db, row: typeof games.$inferInsert) {
  const [created] = await db.insert(games).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateGame(db: Db, merchantCode: string, id: number, set: Partial<typeof games.$inferInsert>) {
  const [row] = await db.update(games).set({ ...set, updatedAt: sql`now()` }).where(and(eq(games.merchantCode, merchantCode), eq(games.id, id))).returning();
  return row!;
}

/** Sets each game's sort order in one statement; answers the ids that belonged to the merchant (the others are not touched). */
export async function reorderGames(db: Db, merchantCode: string, items: { id: number; sortOrder: number }[]) {
  const existing = await db.select({ id: games.id, sortOrder: games.sortOrder }).from(games)
    .where(and(eq(games.merchantCode, merchantCode), inArray(games.id, items.map((i) => i.id))));
  if (existing.length === 0) return existing;
  const cases = sql.join(items.map((i) => sql`WHEN ${i.id}::int THEN ${i.sortOrder}::int`), sql` `);
  await db.update(games).set({ sortOrder: sql`CASE ${games.id} ${cases} ELSE ${games.sortOrder} END`, updatedAt: sql`now()` })
    .where(and(eq(games.merchantCode, merchantCode), inArray(games.id, existing.map((e) => e.id))));
  return existing;
}

export async function reorderVendors(db: Db, merchantCode: string, items: { code: string; sortOrder: number }[]) {
  const existing = await db.select({ code: gameVendors.code, sortOrder: gameVendors.sortOrder }).from(gameVendors)
    .where(and(eq(gameVendors.merchantCode, merchantCode), inArray(gameVendors.code, items.map((i) => i.code))));
  if (existing.length === 0) return existing;
  const cases = sql.join(items.map((i) => sql`WHEN ${i.code}::text THEN ${i.sortOrder}::int`), sql` `);
  await db.update(gameVendors).set({ sortOrder: sql`CASE ${gameVendors.code} ${cases} ELSE ${gameVendors.sortOrder} END`, updatedAt: sql`now()` })
    .where(and(eq(gameVendors.merchantCode, merchantCode), inArray(gameVendors.code, existing.map((e) => e.code))));
  return existing;
}
