import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles, systemKeys } from '../../db/schema';

export async function listHelpArticles(db: Db, merchantCode: string, language: string, devices: string[]) {
  return db.select().from(helpArticles)
    .where(and(eq(helpArticles.merchantCode, merchantCode), eq(helpArticles.language, language), inArray(helpArticles.device, devices)))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
}

/** A merchant's help center, written once: a merchant that already has articles keeps its own. */
export async function insertHelpArticlesIfNone(db: Db, merchantCode: string, rows: (typeof helpArticles.$inferInsert)[]) {
  const [existing] = await db.select({ id: helpArticles.id }).from(helpArticles).where(eq(helpArticles.merchantCode, merchantCode)).limit(1);
  if (existing || rows.length === 0) return 0;
  await db.insert(helpArticles).values(rows);
  return rows.length;
}

export async function getSystemKey(db: Db, name: string) {
  const [row] = await db.select().from(systemKeys).where(eq(systemKeys.name, name));
  return row?.value;
}

/** First writer wins, so concurrent first starts of several processes agree on one key. */
export async function putSystemKeyIfAbsent(db: Db, name: string, value: string) {
  await db.insert(systemKeys).values({ name, value }).onConflictDoNothing();
  return getSystemKey(db, name);
}
