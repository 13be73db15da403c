import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantSettings, merchants, regionBlocks, registerFields } from '../../db/schema';

export type MerchantRow = typeof merchants.$inferSelect;
export type SettingsRow = typeof merchantSettings.$inferSelect;
export type RegisterFieldRow = typeof registerFields.$inferSelect;
export type BlockRow = typeof regionBlocks.$inferSelect;

/** Everything the merchant snapshot needs, in four small reads. */
export async function loadAll(db: Db) {
  const [m, s, f, b] = await Promise.all([
    db.select().from(merchants).orderBy(asc(merchants.sort), asc(merchants.code)),
    db.select().from(merchantSettings),
    db.select().from(registerFields).orderBy(asc(registerFields.merchantCode), asc(registerFields.sort)),
    db.select().from(regionBlocks).orderBy(asc(regionBlocks.id)),
  ]);
  return { merchants: m, settings: s, fields: f, blocks: b };
}

export async function findMerchant(db: Db, code: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.code, code));
  return row;
}

export async function findSettings(db: Db, code: string) {
  const [row] = await db.select().from(merchantSettings).where(eq(merchantSettings.merchantCode, code)).for('update');
  return row;
}

export async function updateSettings(db: Db, code: string, patch: Partial<typeof merchantSettings.$inferInsert>) {
  await db.update(merchantSettings).set({ ...patch, updatedAt: new Date() }).where(eq(merchantSettings.merchantCode, code));
}

export async function insertMerchant(db: Db, row: typeof merchants.$inferInsert) {
  await db.insert(merchants).values(row);
}

export async function updateMerchant(db: Db, code: string, patch: Partial<typeof merchants.$inferInsert>) {
  await db.update(merchants).set({ ...patch, updatedAt: new Date() }).where(eq(merchants.code, code));
}

export async function insertSettings(db: Db, row: typeof merchantSettings.$inferInsert) {
  await db.insert(merchantSettings).values(row);
}

export async function listRegisterFields(db: Db, code: string) {
  return db.select().from(registerFields).where(eq(registerFields.merchantCode, code)).orderBy(asc(registerFields.sort));
}

export async function replaceRegisterFields(db: Db, code: string, rows: (typeof registerFields.$inferInsert)[]) {
  await db.delete(registerFields).where(eq(registerFields.merchantCode, code));
  if (rows.length) await db.insert(registerFields).values(rows);
}

export async function listBlocks(db: Db, code: string) {
  return db.select().from(regionBlocks).where(eq(regionBlocks.merchantCode, code)).orderBy(asc(regionBlocks.id));
}

/** Returns the new row, or undefined when the same block already exists. */
export async function insertBlock(db: Db, row: typeof regionBlocks.$inferInsert) {
  const [created] = await db.insert(regionBlocks).values(row).onConflictDoNothing().returning();
  return created;
}

export async function deleteBlock(db: Db, code: string, id: number) {
  const [gone] = await db.delete(regionBlocks).where(and(eq(regionBlocks.merchantCode, code), eq(regionBlocks.id, id))).returning();
  return gone;
}
