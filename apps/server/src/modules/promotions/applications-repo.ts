import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberKnownIps, members, promotionApplications, promotions, withdrawalBankAccounts } from '../../db/schema';

/** Applications to apply-type promotions (decision 0058): SQL only. */
export type ApplicationRow = typeof promotionApplications.$inferSelect;

/** The new application, or undefined when one of this member is already pending or issued in the period (the partial unique index). */
export async function insertApplication(db: Db, row: typeof promotionApplications.$inferInsert) {
  const [created] = await db.insert(promotionApplications).values(row)
    .onConflictDoNothing({ target: [promotionApplications.promotionId, promotionApplications.memberId, promotionApplications.period], where: sql`${promotionApplications.status} IN ('pending', 'approved')` })
    .returning();
  return created;
}

/** The member's newest application to the promotion in one period. */
export async function latestApplication(db: Db, promotionId: number, memberId: number, period: string) {
  const [row] = await db.select().from(promotionApplications)
    .where(and(eq(promotionApplications.memberId, memberId), eq(promotionApplications.promotionId, promotionId), eq(promotionApplications.period, period)))
    .orderBy(desc(promotionApplications.id)).limit(1);
  return row;
}

/** Locked for one decision: a second operator waits, then finds it decided. */
export async function lockApplication(tx: Db, merchantCode: string, id: number) {
  const [row] = await tx.select().from(promotionApplications)
    .where(and(eq(promotionApplications.merchantCode, merchantCode), eq(promotionApplications.id, id))).for('update');
  return row;
}

export async function updateApplication(tx: Db, id: number, patch: Partial<typeof promotionApplications.$inferInsert>) {
  const [row] = await tx.update(promotionApplications).set(patch).where(eq(promotionApplications.id, id)).returning();
  return row!;
}

/** The review queue: newest first, with the promotion's code and rules and the member's username. */
export async function pageOfApplications(db: Db, merchantCode: string, f: { status?: string; promotionId?: number; limit: number; offset: number }) {
  const conditions: SQL[] = [eq(promotionApplications.merchantCode, merchantCode)];
  if (f.status) conditions.push(eq(promotionApplications.status, f.status));
  if (f.promotionId) conditions.push(eq(promotionApplications.promotionId, f.promotionId));
  const where = and(...conditions);
  const [[total], list] = await Promise.all([
    db.select({ n: count() }).from(promotionApplications).where(where),
    db.select({ application: promotionApplications, code: promotions.code, rules: promotions.rules, username: members.username })
      .from(promotionApplications)
      .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
      .innerJoin(members, eq(members.id, promotionApplications.memberId))
      .where(where).orderBy(desc(promotionApplications.id)).limit(f.limit).offset(f.offset),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** One application with what its answer names. */
export async function findApplicationView(db: Db, id: number) {
  const [row] = await db.select({ application: promotionApplications, code: promotions.code, rules: promotions.rules, username: members.username })
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .innerJoin(members, eq(members.id, promotionApplications.memberId))
    .where(eq(promotionApplications.id, id));
  return row;
}

/** Titles of promotions by id, for the records' words (a bonus names the promotion that paid it). */
export async function titlesOf(db: Db, merchantCode: string, ids: number[]) {
  if (!ids.length) return [];
  return db.select({ id: promotions.id, titles: promotions.titles }).from(promotions)
    .where(and(eq(promotions.merchantCode, merchantCode), inArray(promotions.id, ids)));
}

/** A promotion's applications by status, and how many members it issued an amount to. */
export async function reportOf(db: Db, promotionId: number) {
  const rows = await db.select({ status: promotionApplications.status, n: count(), members: sql<number>`count(DISTINCT ${promotionApplications.memberId})`.mapWith(Number) })
    .from(promotionApplications).where(eq(promotionApplications.promotionId, promotionId)).groupBy(promotionApplications.status);
  const of = (status: string) => rows.find((r) => r.status === status);
  return {
    applications: { pending: of('pending')?.n ?? 0, approved: of('approved')?.n ?? 0, rejected: of('rejected')?.n ?? 0 },
    playersPaid: of('approved')?.members ?? 0,
  };
}

export interface LinkedRow { member_id: number; username: string; reasons: string[]; application: string | null }

/**
 * Other members of the merchant that may be the same person as `memberId`: an address both logged in from
 * (member_known_ips, by its ip index), an account holder's name (bank accounts and the payee name, any
 * case), or the same bank account; with each one's latest application to the promotion. At most `limit`,
 * the strongest links first.
 */
export async function linkedMembers(db: Db, merchantCode: string, memberId: number, promotionId: number, limit: number) {
  const found = await db.execute(sql`
    WITH names AS (
      SELECT lower(${withdrawalBankAccounts.holderName}) AS n FROM ${withdrawalBankAccounts} WHERE ${withdrawalBankAccounts.memberId} = ${memberId}
      UNION SELECT lower(${members.payeeName}) FROM ${members} WHERE ${members.id} = ${memberId} AND ${members.payeeName} IS NOT NULL
    ),
    links AS (
      SELECT k.member_id, 'ip' AS reason FROM ${memberKnownIps} k
        WHERE k.ip IN (SELECT ip FROM ${memberKnownIps} WHERE member_id = ${memberId}) AND k.member_id <> ${memberId}
      UNION SELECT b.member_id, 'holder_name' FROM ${withdrawalBankAccounts} b
        WHERE b.merchant_code = ${merchantCode} AND lower(b.holder_name) IN (SELECT n FROM names) AND b.member_id <> ${memberId}
      UNION SELECT m.id, 'holder_name' FROM ${members} m
        WHERE m.merchant_code = ${merchantCode} AND lower(m.payee_name) IN (SELECT n FROM names) AND m.id <> ${memberId}
      UNION SELECT b.member_id, 'bank_account' FROM ${withdrawalBankAccounts} b
        JOIN ${withdrawalBankAccounts} mine ON mine.member_id = ${memberId} AND mine.bank_code = b.bank_code AND mine.account_number = b.account_number
        WHERE b.member_id <> ${memberId}
    )
    SELECT l.member_id, m.username, array_agg(DISTINCT l.reason ORDER BY l.reason) AS reasons,
      (SELECT a.status FROM ${promotionApplications} a WHERE a.promotion_id = ${promotionId} AND a.member_id = l.member_id ORDER BY a.id DESC LIMIT 1) AS application
    FROM links l JOIN ${members} m ON m.id = l.member_id AND m.merchant_code = ${merchantCode}
    GROUP BY l.member_id, m.username
    -- The strongest first: a name or a bank account (an address alone is shared by every player behind one carrier's NAT), then the newest.
    ORDER BY bool_or(l.reason <> 'ip') DESC, count(DISTINCT l.reason) DESC, l.member_id DESC LIMIT ${limit}`);
  return (found as unknown as { rows: LinkedRow[] }).rows;
}

/** Usernames of members of the merchant by id (the budget's movements name whom a payout went to). */
export async function usernamesOf(db: Db, merchantCode: string, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const found = await db.select({ id: members.id, username: members.username }).from(members)
    .where(and(eq(members.merchantCode, merchantCode), inArray(members.id, ids)));
  return new Map(found.map((m) => [m.id, m.username]));
}
