import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { operatorDevices, operatorRecoveryCodes, operatorSessions, operators } from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

export async function findByUsername(db: Db, username: string) {
  const [row] = await db.select().from(operators).where(eq(operators.username, username));
  return row;
}

export async function insertOperator(db: Db, row: typeof operators.$inferInsert) {
  const [created] = await db.insert(operators).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findById(db: Db, id: number) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

export async function countOperators(db: Db) {
  const [row] = await db.select({ n: count() }).from(operators);
  return row?.n ?? 0;
}

export async function setPassword(db: Db, username: string, passwordHash: string) {
  const [row] = await db.update(operators).set({ passwordHash }).where(eq(operators.username, username)).returning();
  return row;
}

export async function recordLogin(db: Db, id: number, at: Date) {
  await db.update(operators).set({ lastLoginAt: at }).where(eq(operators.id, id));
}

/** A new secret, not in force until a code made from it is confirmed (a mis-scanned QR code locks nobody out). */
export async function setPendingTotp(db: Db, id: number, secret: string) {
  await db.update(operators).set({ totpSecret: secret, totpEnabledAt: null }).where(and(eq(operators.id, id), isNull(operators.totpEnabledAt)));
}

/** Puts the pending secret in force with its recovery codes; false when another confirmation won the race. */
export async function enableTotp(db: Db, id: number, secret: string, codeHashes: string[], at: Date) {
  const [row] = await db.update(operators).set({ totpEnabledAt: at })
    .where(and(eq(operators.id, id), eq(operators.totpSecret, secret), isNull(operators.totpEnabledAt))).returning({ id: operators.id });
  if (!row) return false;
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
  await db.insert(operatorRecoveryCodes).values(codeHashes.map((codeHash) => ({ operatorId: id, codeHash })));
  return true;
}

/** Removes the authenticator, its recovery codes and the trusted browsers (an owner's reset). */
export async function clearTotp(db: Db, id: number) {
  await db.update(operators).set({ totpSecret: null, totpEnabledAt: null }).where(eq(operators.id, id));
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
  await db.delete(operatorDevices).where(eq(operatorDevices.operatorId, id));
}

/** Spends a recovery code: one statement, so two racing requests cannot both use it. */
export async function useRecoveryCode(db: Db, operatorId: number, codeHash: string, at: Date) {
  const [row] = await db.update(operatorRecoveryCodes).set({ usedAt: at })
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), eq(operatorRecoveryCodes.codeHash, codeHash), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id });
  return row !== undefined;
}

export async function recoveryCodesLeft(db: Db, operatorId: number) {
  const [row] = await db.select({ n: count() }).from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** The trusted browser with this cookie, when it was used since `since`. */
export async function findDevice(db: Db, tokenHash: string, since: Date) {
  const [row] = await db.select().from(operatorDevices).where(and(eq(operatorDevices.tokenHash, tokenHash), gt(operatorDevices.lastUsedAt, since)));
  return row;
}

/** Remembers a browser; forgets the operator's browsers unused since `staleBefore` on the way. */
export async function insertDevice(db: Db, operatorId: number, tokenHash: string, staleBefore: Date) {
  await db.delete(operatorDevices).where(and(eq(operatorDevices.operatorId, operatorId), lt(operatorDevices.lastUsedAt, staleBefore)));
  await db.insert(operatorDevices).values({ operatorId, tokenHash });
}

export async function touchDevice(db: Db, id: number, at: Date) {
  await db.update(operatorDevices).set({ lastUsedAt: at }).where(eq(operatorDevices.id, id));
}

export async function forgetDevices(db: Db, operatorId: number) {
  await db.delete(operatorDevices).where(eq(operatorDevices.operatorId, operatorId));
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

/** Neither revoked nor expired: before its absolute expiry and seen since `idleSince`. */
const liveSessionOf = (operatorId: number, now: Date, idleSince: Date) => and(
  eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt),
  gt(operatorSessions.expiresAt, now), gt(operatorSessions.lastSeenAt, idleSince),
);

/** The operator's live sessions, newest first. */
export async function listLiveSessions(db: Db, operatorId: number, now: Date, idleSince: Date) {
  return db.select().from(operatorSessions).where(liveSessionOf(operatorId, now, idleSince)).orderBy(desc(operatorSessions.createdAt), desc(operatorSessions.id));
}

/** Revokes one live session of the operator; its token hash, or undefined when it is not one. */
export async function revokeLiveSession(db: Db, operatorId: number, id: number, now: Date, idleSince: Date) {
  const [row] = await db.update(operatorSessions).set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, id), liveSessionOf(operatorId, now, idleSince)))
    .returning({ tokenHash: operatorSessions.tokenHash });
  return row;
}

/** Every operator, or one merchant's, by name. */
export async function listOperators(db: Db, merchantCode: string | null) {
  return db.select().from(operators).where(merchantCode === null ? undefined : eq(operators.merchantCode, merchantCode)).orderBy(operators.username);
}

export async function setStatus(db: Db, id: number, status: 'active' | 'disabled') {
  await db.update(operators).set({ status }).where(eq(operators.id, id));
}

export async function setRole(db: Db, id: number, role: OperatorRow['role']) {
  await db.update(operators).set({ role }).where(eq(operators.id, id));
}

/**
 * The active owners bound to no merchant, locked in id order: two approvals demoting two of them wait for
 * each other here (one order, so no deadlock) and the second counts what the first left.
 */
export async function lockUnboundOwners(db: Db) {
  return db.select({ id: operators.id }).from(operators)
    .where(and(eq(operators.role, 'owner'), isNull(operators.merchantCode), eq(operators.status, 'active')))
    .orderBy(operators.id).for('update');
}

export async function countUnboundOwners(db: Db) {
  const [row] = await db.select({ n: count() }).from(operators)
    .where(and(eq(operators.role, 'owner'), isNull(operators.merchantCode), eq(operators.status, 'active')));
  return row?.n ?? 0;
}
