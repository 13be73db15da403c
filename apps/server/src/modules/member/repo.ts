import { and, eq, gt, inArray, isNull, ne, sql, type WithSubquery } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { auditLog, memberKnownIps, memberReferrals, memberRememberTokens, memberSessions, members } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;

const P = sql.placeholder;


export async function findByUsername(db: Db, merchantCode: string, usernameKey: string) {
  const [row] = await db.select().from(members).where(and(eq(members.merchantCode, merchantCode), eq(members.usernameKey, usernameKey)));
  return row;
}

const findForLoginStatement = prepared((db) => db
  .select({
    member: members,
    knownIp: sql<boolean>`EXISTS (SELECT 1 FROM ${memberKnownIps} WHERE ${memberKnownIps.memberId} = ${members.id} AND ${memberKnownIps.ip} = ${P('ip')})`,
  })
  .from(members)
  .where(and(eq(members.merchantCode, P('merchantCode')), eq(members.usernameKey, P('usernameKey'))))
  .prepare('member_find_for_login'));

/** The member a password login names, and whether `ip` is one of its known addresses: one round trip. */
export async function findForLogin(db: Db, merchantCode: string, usernameKey: string, ip: string) {
  const [row] = await findForLoginStatement(db).execute({ merchantCode, usernameKey, ip });
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
/**
 * Counts a wrong password within the window, for the record (audit, support). It locks nothing: the
 * limit is the reserved attempt budget (decision 0029), which strangers cannot spend for the owner.
 */
export async function recordFailure(db: Db, id: number, windowStart: Date) {
  const [row] = await db.update(members).set({
    failedAttempts: sql`CASE WHEN ${members.firstFailureAt} IS NULL OR ${members.firstFailureAt} < ${windowStart.toISOString()}::timestamptz THEN 1 ELSE ${members.failedAttempts} + 1 END`,
    firstFailureAt: sql`CASE WHEN ${members.firstFailureAt} IS NULL OR ${members.firstFailureAt} < ${windowStart.toISOString()}::timestamptz THEN now() ELSE ${members.firstFailureAt} END`,
  }).where(eq(members.id, id)).returning({ failedAttempts: members.failedAttempts });
  return row;
}

export async function recordLogin(db: Db, id: number, ip: string, at: Date) {
  await db.update(members).set({
    failedAttempts: 0, firstFailureAt: null, lockedUntil: null, lastLoginAt: at, lastLoginIp: ip,
    firstLoginAt: sql`COALESCE(${members.firstLoginAt}, ${at.toISOString()}::timestamptz)`,
  }).where(eq(members.id, id));
}

/** What a successful login writes; `remember` issues a remember-me token or revokes the presented one. */
export interface LoginWrite {
  memberId: number;
  ip: string;
  at: Date;
  session: { tokenHash: string; device: string | null; expiresAt: Date };
  /** The `audit_log` row (audit module's columns) that commits with the login. */
  audit: { actorType: string; actorId: string; ip: string | null; merchantCode: string | null; action: string; target: string; after: unknown };
  remember: { issue: { tokenHash: string; expiresAt: Date } } | { revokeTokenHash: string } | null;
}

type RememberStep = 'none' | 'issue' | 'revoke';
// Timestamps travel as ISO strings with a cast, so every placeholder is sent as given on both drivers.
const ts = (name: string) => sql`${P(name)}::timestamptz`;

function buildLoginWrite(db: Db, step: RememberStep) {
  const login = db.$with('login').as(db.update(members).set({
    failedAttempts: 0, firstFailureAt: null, lockedUntil: null, lastLoginAt: ts('at'), lastLoginIp: sql`${P('ip')}`,
    firstLoginAt: sql`COALESCE(${members.firstLoginAt}, ${ts('at')})`,
  }).where(eq(members.id, P('memberId'))));
  const known = db.$with('known').as(db.insert(memberKnownIps).values({ memberId: P('memberId'), ip: P('ip'), firstSeenAt: ts('at'), lastSeenAt: ts('at') })
    .onConflictDoUpdate({ target: [memberKnownIps.memberId, memberKnownIps.ip], set: { lastSeenAt: sql`excluded.last_seen_at` } }));
  const audit = db.$with('audit').as(db.insert(auditLog).values({
    actorType: P('auditActorType'), actorId: P('auditActorId'), ip: P('auditIp'), merchantCode: P('auditMerchantCode'),
    action: P('auditAction'), target: P('auditTarget'), before: null, after: sql`${P('auditAfter')}::jsonb`,
  }));
  const steps: WithSubquery[] = [login, known, audit];
  if (step === 'issue') {
    steps.push(db.$with('remember').as(db.insert(memberRememberTokens).values({ memberId: P('memberId'), tokenHash: P('rememberTokenHash'), ip: P('ip'), expiresAt: ts('rememberExpiresAt') })));
  } else if (step === 'revoke') {
    steps.push(db.$with('forget').as(db.update(memberRememberTokens).set({ revokedAt: ts('at') })
      .where(and(eq(memberRememberTokens.tokenHash, P('rememberTokenHash')), isNull(memberRememberTokens.revokedAt)))));
  }
  return db.with(...steps).insert(memberSessions)
    .values({ memberId: P('memberId'), tokenHash: P('sessionTokenHash'), ip: P('ip'), device: P('device'), expiresAt: ts('sessionExpiresAt') })
    .prepare(`member_login_write_${step}`);
}
const loginWriteStatements = {
  none: prepared((db) => buildLoginWrite(db, 'none')),
  issue: prepared((db) => buildLoginWrite(db, 'issue')),
  revoke: prepared((db) => buildLoginWrite(db, 'revoke')),
};

/**
 * Everything a successful login writes, as one statement (data-modifying CTEs, atomic without a
 * transaction): the member's last login and cleared failures, the known address, the audit row, the
 * remember-me token issued or revoked, and the session. What used to be five statements in a transaction.
 */
export async function recordLoginSession(db: Db, w: LoginWrite) {
  const step: RememberStep = !w.remember ? 'none' : 'issue' in w.remember ? 'issue' : 'revoke';
  await loginWriteStatements[step](db).execute({
    memberId: w.memberId, ip: w.ip, at: w.at.toISOString(),
    auditActorType: w.audit.actorType, auditActorId: w.audit.actorId, auditIp: w.audit.ip, auditMerchantCode: w.audit.merchantCode,
    auditAction: w.audit.action, auditTarget: w.audit.target, auditAfter: JSON.stringify(w.audit.after ?? null),
    sessionTokenHash: w.session.tokenHash, device: w.session.device, sessionExpiresAt: w.session.expiresAt.toISOString(),
    ...(w.remember && 'issue' in w.remember ? { rememberTokenHash: w.remember.issue.tokenHash, rememberExpiresAt: w.remember.issue.expiresAt.toISOString() } : {}),
    ...(w.remember && 'revokeTokenHash' in w.remember ? { rememberTokenHash: w.remember.revokeTokenHash } : {}),
  });
}

export async function insertSession(db: Db, row: typeof memberSessions.$inferInsert) {
  await db.insert(memberSessions).values(row);
}

// Every member call reads its session: built once (the query builder's cost for two whole rows showed in the
// red envelope bench), a named statement on PostgreSQL.
const findSessionStatement = prepared((db) => db.select({ session: memberSessions, member: members })
  .from(memberSessions)
  .innerJoin(members, eq(members.id, memberSessions.memberId))
  .where(and(eq(memberSessions.tokenHash, P('tokenHash')), isNull(memberSessions.revokedAt)))
  .prepare('member_find_session'));

export async function findSession(db: Db, tokenHash: string) {
  const [row] = await findSessionStatement(db).execute({ tokenHash });
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
  const [row] = await db.select({ id: members.id, username: members.username, type: members.type, path: members.path, depth: members.depth }).from(members).where(and(
    eq(members.merchantCode, merchantCode), eq(members.inviteCode, inviteCode), inArray(members.type, [...agentTypes]), eq(members.status, 'active'),
  ));
  return row;
}

/** The active player whose own referral code this is (refer and earn: a player's code lives where an agent's invitation code does). */
export async function findPlayerByInviteCode(db: Db, merchantCode: string, inviteCode: string) {
  const [row] = await db.select({ id: members.id, username: members.username }).from(members).where(and(
    eq(members.merchantCode, merchantCode), eq(members.inviteCode, inviteCode), eq(members.type, 0), eq(members.status, 'active'),
  ));
  return row;
}

/** Who invited the new player, written once with the registration. */
export async function insertReferral(tx: Db, row: { merchantCode: string; inviteeId: number; referrerId: number; createdAt: Date }) {
  await tx.insert(memberReferrals).values(row);
}

/** Gives the member this code unless they already have one; answers the member's code either way (a code another member holds throws a unique violation). */
export async function assignInviteCode(db: Db, merchantCode: string, id: number, inviteCode: string): Promise<string | null> {
  await db.update(members).set({ inviteCode }).where(and(eq(members.merchantCode, merchantCode), eq(members.id, id), isNull(members.inviteCode)));
  const [row] = await db.select({ inviteCode: members.inviteCode }).from(members).where(and(eq(members.merchantCode, merchantCode), eq(members.id, id)));
  return row?.inviteCode ?? null;
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

/** The place below `upline` in the hierarchy (decision 0025): its id, the ancestor path and the depth. */
export function placeBelow(upline: { id: number; path: string; depth: number } | null | undefined) {
  return upline ? { uplineId: upline.id, path: `${upline.path}${upline.id}/`, depth: upline.depth + 1 } : { uplineId: null, path: '/', depth: 0 };
}

/** Sets a member's status; returns the row before the change, or undefined when it is not a member of the merchant. */
/**
 * An agent's enabling or disabling: the row locked, then changed unless it is already so. An account the
 * back office locked (`disabled_by = 'operator'`) is left as it is: the caller refuses the agent's enabling.
 */
export async function setStatus(db: Db, merchantCode: string, id: number, status: 'active' | 'disabled') {
  const [before] = await db.select({ status: members.status, disabledBy: members.disabledBy }).from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.id, id))).for('update');
  if (!before) return undefined;
  if (before.status === status || (status === 'active' && before.disabledBy === 'operator')) return before;
  await db.update(members).set({ status, disabledBy: status === 'disabled' ? 'agent' : null }).where(eq(members.id, id));
  return before;
}
