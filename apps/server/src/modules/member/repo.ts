import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberSessions, members } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;

export async function findByUsername(db: Db, merchantCode: string, usernameKey: string) {
  const [row] = await db.select().from(members).where(and(eq(members.merchantCode, merchantCode), eq(members.usernameKey, usernameKey)));
  return row;
}

export async function findById(db: Db, merchantCode: string, id: number) {
  const [row] = await db.select().from(members).where(and(eq(members.merchantCode, merchantCode), eq(members.id, id)));
  return row;
}

export async function findByMobile(db: Db, merchantCode: string, dialingCode: string, mobile: string) {
  const [row] = await db.select().from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.dialingCode, dialingCode), eq(members.mobile, mobile)));
  return row;
}

/** Returns the new row, or undefined when the username or mobile is already taken (unique indexes). */
export async function insertMember(db: Db, row: typeof members.$inferInsert) {
  const [created] = await db.insert(members).values(row).onConflictDoNothing().returning();
  return created;
}

/**
 * Counts a failed login. Failures older than the window start a new count; reaching `max` locks the
 * account until `lockUntil`. One statement, so racing attempts all count.
 */
export async function recordFailure(db: Db, id: number, max: number, windowStart: Date, lockUntil: Date) {
  const [row] = await db.update(members).set({
    failedAttempts: sql`CASE WHEN ${members.firstFailureAt} IS NULL OR ${members.firstFailureAt} < ${windowStart.toISOString()}::timestamptz THEN 1 ELSE ${members.failedAttempts} + 1 END`,
    firstFailureAt: sql`CASE WHEN ${members.firstFailureAt} IS NULL OR ${members.firstFailureAt} < ${windowStart.toISOString()}::timestamptz THEN now() ELSE ${members.firstFailureAt} END`,
    lockedUntil: sql`CASE WHEN ${members.firstFailureAt} >= ${windowStart.toISOString()}::timestamptz AND ${members.failedAttempts} + 1 >= ${max} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${members.lockedUntil} END`,
  }).where(eq(members.id, id)).returning({ failedAttempts: members.failedAttempts, lockedUntil: members.lockedUntil });
  return row;
}

export async function recordLogin(db: Db, id: number, ip: string, at: Date) {
  await db.update(members).set({
    failedAttempts: 0, firstFailureAt: null, lockedUntil: null, lastLoginAt: at, lastLoginIp: ip,
    firstLoginAt: sql`COALESCE(${members.firstLoginAt}, ${at.toISOString()}::timestamptz)`,
  }).where(eq(members.id, id));
}

export async function insertSession(db: Db, row: typeof memberSessions.$inferInsert) {
  await db.insert(memberSessions).values(row);
}

export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db.select({ session: memberSessions, member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt)));
  return row;
}

export async function touchSession(db: Db, id: number, at: Date) {
  await db.update(memberSessions).set({ lastSeenAt: at }).where(eq(memberSessions.id, id));
}

export async function revokeSession(db: Db, tokenHash: string, at: Date) {
  await db.update(memberSessions).set({ revokedAt: at }).where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt)));
}

export async function setPassword(db: Db, id: number, passwordHash: string, at: Date) {
  await db.update(members).set({ passwordHash, passwordChangedAt: at }).where(eq(members.id, id));
}

/** Ends every session of the member except `keepTokenHash` (the one that changed the password). */
export async function revokeOtherSessions(db: Db, memberId: number, keepTokenHash: string, at: Date) {
  await db.update(memberSessions).set({ revokedAt: at })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt), ne(memberSessions.tokenHash, keepTokenHash)));
}

export async function revokeAllSessions(db: Db, memberId: number, at: Date) {
  await db.update(memberSessions).set({ revokedAt: at }).where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
}
