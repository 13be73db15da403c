import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages, verificationCodes } from '../../db/schema';

export type CodeRow = typeof verificationCodes.$inferSelect;
type CodeKey = { merchantCode: string; channel: 'sms' | 'email'; purpose: string; destination: string };

const byKey = (k: CodeKey) => and(
  eq(verificationCodes.merchantCode, k.merchantCode), eq(verificationCodes.channel, k.channel),
  eq(verificationCodes.purpose, k.purpose), eq(verificationCodes.destination, k.destination),
);

export async function countSince(db: Db, k: CodeKey, since: Date) {
  const [row] = await db.select({ n: count() }).from(verificationCodes).where(and(byKey(k), gt(verificationCodes.createdAt, since)));
  return row?.n ?? 0;
}

export async function latest(db: Db, k: CodeKey) {
  const [row] = await db.select().from(verificationCodes).where(byKey(k)).orderBy(desc(verificationCodes.id)).limit(1);
  return row;
}

export async function insertCode(db: Db, row: typeof verificationCodes.$inferInsert) {
  const [inserted] = await db.insert(verificationCodes).values(row).returning({ id: verificationCodes.id });
  return inserted!.id;
}

export async function deleteCode(db: Db, id: number) {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** The newest live code, locked so two attempts cannot both spend it. */
export async function liveCodeForUpdate(db: Db, k: CodeKey, at: Date) {
  const [row] = await db.select().from(verificationCodes)
    .where(and(byKey(k), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, at)))
    .orderBy(desc(verificationCodes.id)).limit(1).for('update');
  return row;
}

export async function markAttempt(db: Db, id: number, attempts: number, consumedAt: Date | null) {
  await db.update(verificationCodes).set({ attempts, consumedAt }).where(eq(verificationCodes.id, id));
}

export async function insertOutbox(db: Db, row: typeof outboxMessages.$inferInsert) {
  await db.insert(outboxMessages).values(row);
}

export async function listOutbox(db: Db, destination: string | undefined, limit: number) {
  return db.select().from(outboxMessages)
    .where(destination ? eq(outboxMessages.destination, destination) : undefined)
    .orderBy(desc(outboxMessages.id)).limit(limit);
}
