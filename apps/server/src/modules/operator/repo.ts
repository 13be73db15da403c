import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { operatorSessions, operators } from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

export async function findByUsername(db: Db, username: string) {
  const [row] = await db.select().from(operators).where(eq(operators.username, username));
  return row;
}

export async function insertOperator(db: Db, row: typeof operators.$inferInsert) {
  const [created] = await db.insert(operators).values(row).onConflictDoNothing().returning();
  return created;
}

export async function setPassword(db: Db, username: string, passwordHash: string) {
  const [row] = await db.update(operators).set({ passwordHash, failedAttempts: 0, lockedUntil: null })
    .where(eq(operators.username, username)).returning();
  return row;
}

/** Counts a failure and locks the account once it reaches `max`, in one statement so racing attempts all count. */
export async function recordFailure(db: Db, id: number, max: number, lockUntil: Date) {
  await db.update(operators).set({
    failedAttempts: sql`${operators.failedAttempts} + 1`,
    lockedUntil: sql`CASE WHEN ${operators.failedAttempts} + 1 >= ${max} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${operators.lockedUntil} END`,
  }).where(eq(operators.id, id));
}

export async function recordSuccess(db: Db, id: number) {
  await db.update(operators).set({ failedAttempts: 0, lockedUntil: null, lastLoginAt: new Date() }).where(eq(operators.id, id));
}

export async function insertSession(db: Db, row: typeof operatorSessions.$inferInsert) {
  await db.insert(operatorSessions).values(row);
}

// Every operator request looks its session up: prepared once, not built per request.
const findSessionStatement = prepared((db) => db.select({ session: operatorSessions, operator: operators })
  .from(operatorSessions)
  .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
  .where(and(eq(operatorSessions.tokenHash, sql.placeholder('tokenHash')), isNull(operatorSessions.revokedAt)))
  .prepare('operator_find_session'));

export async function findSession(db: Db, tokenHash: string) {
  const [row] = await findSessionStatement(db).execute({ tokenHash });
  return row;
}

export async function touchSession(db: Db, id: number) {
  await db.update(operatorSessions).set({ lastSeenAt: new Date() }).where(eq(operatorSessions.id, id));
}

export async function revokeSession(db: Db, tokenHash: string) {
  await db.update(operatorSessions).set({ revokedAt: new Date() }).where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
}

export async function revokeAllFor(db: Db, operatorId: number) {
  await db.update(operatorSessions).set({ revokedAt: new Date() }).where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}
