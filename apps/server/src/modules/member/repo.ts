import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberKnownIps, memberRememberTokens, memberSessions, members } from '../../db/schema';

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

/** `mustChange`: a default password handed out by an agent or operator, to be replaced at the next login. */
export async function setPassword(db: Db, id: number, passwordHash: string, at: Date, mustChange = false) {
  await db.update(members).set({ passwordHash, passwordChangedAt: at, mustChangePassword: mustChange, failedAttempts: 0, firstFailureAt: null, lockedUntil: null })
    .where(eq(members.id, id));
}

/** An active agent of the merchant owning the invitation code. */
export async function findAgentByInviteCode(db: Db, merchantCode: string, inviteCode: string, agentTypes: readonly number[]) {
  const [row] = await db.select({ id: members.id }).from(members).where(and(
    eq(members.merchantCode, merchantCode), eq(members.inviteCode, inviteCode), inArray(members.type, [...agentTypes]), eq(members.status, 'active'),
  ));
  return row;
}

export async function isKnownIp(db: Db, memberId: number, ip: string) {
  const [row] = await db.select({ ip: memberKnownIps.ip }).from(memberKnownIps).where(and(eq(memberKnownIps.memberId, memberId), eq(memberKnownIps.ip, ip)));
  return !!row;
}

export async function rememberIp(db: Db, memberId: number, ip: string, at: Date) {
  await db.insert(memberKnownIps).values({ memberId, ip, firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({ target: [memberKnownIps.memberId, memberKnownIps.ip], set: { lastSeenAt: at } });
}

export async function insertRememberToken(db: Db, row: typeof memberRememberTokens.$inferInsert) {
  await db.insert(memberRememberTokens).values(row);
}

/** Spends a live remember token (one winner when two requests race) and returns its member. */
export async function takeRememberToken(db: Db, tokenHash: string, at: Date) {
  const [spent] = await db.update(memberRememberTokens).set({ revokedAt: at })
    .where(and(eq(memberRememberTokens.tokenHash, tokenHash), isNull(memberRememberTokens.revokedAt), gt(memberRememberTokens.expiresAt, at)))
    .returning({ memberId: memberRememberTokens.memberId });
  return spent;
}

export async function revokeRememberToken(db: Db, tokenHash: string, at: Date) {
  await db.update(memberRememberTokens).set({ revokedAt: at }).where(and(eq(memberRememberTokens.tokenHash, tokenHash), isNull(memberRememberTokens.revokedAt)));
}

export async function revokeAllRememberTokens(db: Db, memberId: number, at: Date) {
  await db.update(memberRememberTokens).set({ revokedAt: at }).where(and(eq(memberRememberTokens.memberId, memberId), isNull(memberRememberTokens.revokedAt)));
}

/** Ends every session of the member except `keepTokenHash` (the one that changed the password). */
export async function revokeOtherSessions(db: Db, memberId: number, keepTokenHash: string, at: Date) {
  await db.update(memberSessions).set({ revokedAt: at })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt), ne(memberSessions.tokenHash, keepTokenHash)));
}

export async function revokeAllSessions(db: Db, memberId: number, at: Date) {
  await db.update(memberSessions).set({ revokedAt: at }).where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
}
