import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberIdentities } from '../../db/schema';

export type IdentityRow = typeof memberIdentities.$inferSelect;

export async function findIdentity(db: Db, merchantCode: string, provider: string, subject: string) {
  const [row] = await db.select().from(memberIdentities).where(and(
    eq(memberIdentities.merchantCode, merchantCode), eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject),
  ));
  return row;
}

/** Returns the new row, or undefined when the subject is already linked (unique per merchant and provider). */
export async function insertIdentity(db: Db, row: typeof memberIdentities.$inferInsert) {
  const [created] = await db.insert(memberIdentities).values(row).onConflictDoNothing().returning();
  return created;
}

/** Records the login and the address the provider reports now (the player may have changed it there). */
export async function touchIdentity(db: Db, id: number, at: Date, email: string | null) {
  await db.update(memberIdentities).set({ lastUsedAt: at, email }).where(eq(memberIdentities.id, id));
}
