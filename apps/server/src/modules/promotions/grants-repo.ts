import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonusGrants, bonusTurnoverCursors, promotionParticipations, promotions } from '../../db/schema';
import { gameRounds } from '../../db/schema/provider';

export type ParticipationRow = typeof promotionParticipations.$inferSelect;
export type GrantRow = typeof bonusGrants.$inferSelect;
export type CursorRow = typeof bonusTurnoverCursors.$inferSelect;

/** The new participation, or undefined when the member already takes part in this period (partial unique index). */
export async function insertParticipation(tx: Db, row: typeof promotionParticipations.$inferInsert) {
  const [created] = await tx.insert(promotionParticipations).values(row).onConflictDoNothing().returning();
  return created;
}

/** The member's live participation (joined or granted) in one period of a promotion, with its grant. */
export async function liveParticipation(db: Db, promotionId: number, memberId: number, period: string) {
  const [row] = await db.select({ participation: promotionParticipations, grant: bonusGrants }).from(promotionParticipations)
    .leftJoin(bonusGrants, eq(bonusGrants.id, promotionParticipations.grantId))
    .where(and(eq(promotionParticipations.promotionId, promotionId), eq(promotionParticipations.memberId, memberId), eq(promotionParticipations.period, period),
      inArray(promotionParticipations.status, ['joined', 'granted'])));
  return row;
}

/** The member's joined deposit bonuses waiting for a deposit, oldest first, locked for the crediting transaction. */
export function lockJoined(tx: Db, memberId: number) {
  return tx.select({ participation: promotionParticipations, promotion: promotions }).from(promotionParticipations)
    .innerJoin(promotions, eq(promotions.id, promotionParticipations.promotionId))
    .where(and(eq(promotionParticipations.memberId, memberId), eq(promotionParticipations.status, 'joined'), eq(promotions.kind, 'deposit_bonus')))
    .orderBy(asc(promotionParticipations.id))
    .for('update', { of: promotionParticipations });
}

export async function updateParticipation(tx: Db, id: number, patch: Partial<typeof promotionParticipations.$inferInsert>) {
  await tx.update(promotionParticipations).set({ ...patch, updatedAt: sql`now()` }).where(eq(promotionParticipations.id, id));
}

export async function insertGrant(tx: Db, row: typeof bonusGrants.$inferInsert) {
  const [created] = await tx.insert(bonusGrants).values(row).returning();
  return created!;
}

/** The member's open grants, oldest first, locked: one turnover count at a time. */
export function lockActiveGrants(tx: Db, memberId: number) {
  return tx.select().from(bonusGrants).where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, 'active'))).orderBy(asc(bonusGrants.id)).for('update');
}

export async function lockGrant(tx: Db, merchantCode: string, memberId: number, id: number) {
  const [row] = await tx.select().from(bonusGrants)
    .where(and(eq(bonusGrants.merchantCode, merchantCode), eq(bonusGrants.memberId, memberId), eq(bonusGrants.id, id))).for('update');
  return row;
}

/** One grant by id (a red envelope's, named by its envelope). */
export async function grantById(db: Db, id: number) {
  const [row] = await db.select().from(bonusGrants).where(eq(bonusGrants.id, id));
  return row;
}

export async function updateGrant(tx: Db, id: number, patch: Partial<typeof bonusGrants.$inferInsert>) {
  const [row] = await tx.update(bonusGrants).set(patch).where(eq(bonusGrants.id, id)).returning();
  return row!;
}

/** Which of these sources (`deposit:<id>`) already paid the member a bonus, in any promotion: one bonus per deposit. */
export async function paidSources(tx: Db, memberId: number, sources: string[]) {
  if (!sources.length) return new Set<string>();
  const rows = await tx.select({ source: bonusGrants.source }).from(bonusGrants).where(and(eq(bonusGrants.memberId, memberId), inArray(bonusGrants.source, sources)));
  return new Set(rows.map((r) => r.source));
}

/** The member's grants, newest first, with their promotion's code and titles. */
export function grantsOf(db: Db, merchantCode: string, memberId: number, limit: number) {
  return db.select({ grant: bonusGrants, code: promotions.code, titles: promotions.titles }).from(bonusGrants)
    .innerJoin(promotions, eq(promotions.id, bonusGrants.promotionId))
    .where(and(eq(bonusGrants.merchantCode, merchantCode), eq(bonusGrants.memberId, memberId)))
    .orderBy(desc(bonusGrants.id)).limit(limit);
}

/** Open grants whose time is over, soonest first (the expiry job's batch; partial index bonus_grants_expiry). */
export function dueToExpire(db: Db, at: Date, limit: number) {
  return db.select({ id: bonusGrants.id, merchantCode: bonusGrants.merchantCode, memberId: bonusGrants.memberId }).from(bonusGrants)
    .where(and(eq(bonusGrants.status, 'active'), lte(bonusGrants.expiresAt, at))).orderBy(asc(bonusGrants.expiresAt)).limit(limit);
}

/** Members of a merchant with an open grant (the turnover job's batch), after `afterMember`, by id. */
export async function membersWithOpenGrants(db: Db, afterMember: number, limit: number) {
  const rows = await db.selectDistinct({ memberId: bonusGrants.memberId, merchantCode: bonusGrants.merchantCode }).from(bonusGrants)
    .where(and(eq(bonusGrants.status, 'active'), sql`${bonusGrants.memberId} > ${afterMember}`)).orderBy(asc(bonusGrants.memberId)).limit(limit);
  return rows;
}

export async function lockCursor(tx: Db, memberId: number) {
  const [row] = await tx.select().from(bonusTurnoverCursors).where(eq(bonusTurnoverCursors.memberId, memberId)).for('update');
  return row;
}

export async function saveCursor(tx: Db, row: Omit<typeof bonusTurnoverCursors.$inferInsert, 'updatedAt'>) {
  await tx.insert(bonusTurnoverCursors).values(row).onConflictDoUpdate({
    target: bonusTurnoverCursors.memberId, set: { countedTo: row.countedTo, recentRounds: row.recentRounds, updatedAt: sql`now()` },
  });
}

/**
 * Read only (rounds belong to the provider module): the member's real-money rounds settled after `since`,
 * in settle order, with their net bet (stakes less refunds). Index game_rounds_member_settled.
 */
export function roundsSettledAfter(tx: Db, merchantCode: string, memberId: number, since: Date) {
  return tx.select({
    id: gameRounds.id, gameType: gameRounds.gameType, settledAt: gameRounds.settledAt,
    bet: sql<bigint>`${gameRounds.betAmount} - ${gameRounds.refundAmount}`.mapWith((v: string | number) => BigInt(v)),
  }).from(gameRounds)
    .where(and(
      eq(gameRounds.merchantCode, merchantCode), eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'settled'), sql`NOT ${gameRounds.demo}`,
      sql`${gameRounds.settledAt} > ${since.toISOString()}::timestamptz`,
    ))
    .orderBy(asc(gameRounds.settledAt), asc(gameRounds.id));
}
