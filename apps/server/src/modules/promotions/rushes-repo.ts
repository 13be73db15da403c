import { and, asc, count, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { redEnvelopeRushes, redEnvelopes } from '../../db/schema';

export type RushRow = typeof redEnvelopeRushes.$inferSelect;
export type EnvelopeRow = typeof redEnvelopes.$inferSelect;

export async function findRush(db: Db, promotionId: number, startsAt: Date) {
  const [row] = await db.select().from(redEnvelopeRushes).where(and(eq(redEnvelopeRushes.promotionId, promotionId), eq(redEnvelopeRushes.startsAt, startsAt)));
  return row;
}

/** Serialises the opening of a promotion's rushes for the rest of the transaction (the first claims of a rush). */
export async function lockOpening(tx: Db, promotionId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x5245}, ${promotionId})`);
}

/** Serialises one member's claims of red envelopes for the rest of the transaction. */
export async function lockMemberClaims(tx: Db, memberId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x5246}, ${memberId})`);
}

export async function insertRush(tx: Db, row: typeof redEnvelopeRushes.$inferInsert) {
  const [created] = await tx.insert(redEnvelopeRushes).values(row).returning();
  return created!;
}

/** The rush's envelopes in one statement, from an int8[] literal of their amounts, numbered in that order. */
export async function insertEnvelopes(tx: Db, rushId: number, amounts: bigint[]) {
  await tx.execute(sql`INSERT INTO ${redEnvelopes} (rush_id, seq, amount)
    SELECT ${rushId}, t.seq, t.amount FROM unnest(${`{${amounts.join(',')}}`}::int8[]) WITH ORDINALITY AS t(amount, seq)`);
}

export async function envelopeOf(db: Db, rushId: number, memberId: number) {
  const [row] = await db.select().from(redEnvelopes).where(and(eq(redEnvelopes.rushId, rushId), eq(redEnvelopes.memberId, memberId)));
  return row;
}

/** The first envelope nobody holds, locked; one another claim holds is skipped, so claims at once never queue on one row. */
export async function takeFreeEnvelope(tx: Db, rushId: number) {
  const [row] = await tx.select().from(redEnvelopes).where(and(eq(redEnvelopes.rushId, rushId), isNull(redEnvelopes.memberId)))
    .orderBy(asc(redEnvelopes.seq)).limit(1).for('update', { skipLocked: true });
  return row;
}

export async function markClaimed(tx: Db, id: number, patch: { memberId: number; postingId: number; grantId: number | null; claimedAt: Date }) {
  await tx.update(redEnvelopes).set(patch).where(eq(redEnvelopes.id, id));
}

/** Envelopes of the rush nobody has taken (partial index red_envelopes_free). */
export async function freeCount(db: Db, rushId: number) {
  const [row] = await db.select({ n: count() }).from(redEnvelopes).where(and(eq(redEnvelopes.rushId, rushId), isNull(redEnvelopes.memberId)));
  return row?.n ?? 0;
}

/** Rushes over for `graceMs` and not closed yet, oldest first (the rush job's batch). */
export function dueToClose(db: Db, at: Date, graceMs: number, limit: number) {
  return db.select({ id: redEnvelopeRushes.id }).from(redEnvelopeRushes)
    .where(and(isNull(redEnvelopeRushes.closedAt), lte(redEnvelopeRushes.endsAt, new Date(at.getTime() - graceMs)))).orderBy(asc(redEnvelopeRushes.endsAt)).limit(limit);
}

export async function lockOpenRush(tx: Db, id: number) {
  const [row] = await tx.select().from(redEnvelopeRushes).where(and(eq(redEnvelopeRushes.id, id), isNull(redEnvelopeRushes.closedAt))).for('update');
  return row;
}

/**
 * Removes the envelopes nobody took and answers what they held. Each is locked first, so a claim still
 * holding one finishes before: one it took is no longer free and stays.
 */
export async function removeFree(tx: Db, rushId: number): Promise<bigint> {
  const result = await tx.execute(sql`WITH gone AS (DELETE FROM ${redEnvelopes} WHERE rush_id = ${rushId} AND member_id IS NULL RETURNING amount)
    SELECT COALESCE(SUM(amount), 0)::text AS total FROM gone`);
  return BigInt((result as unknown as { rows: { total: string }[] }).rows[0]!.total);
}

export async function closeRush(tx: Db, id: number, patch: { returned: bigint; returnPostingId: number | null; closedAt: Date }) {
  await tx.update(redEnvelopeRushes).set(patch).where(eq(redEnvelopeRushes.id, id));
}

/** A promotion's rushes, newest first, with how many envelopes were taken and what they paid. */
export async function rushesOf(db: Db, merchantCode: string, promotionId: number, limit: number, offset: number) {
  const where = and(eq(redEnvelopeRushes.merchantCode, merchantCode), eq(redEnvelopeRushes.promotionId, promotionId));
  const claimed = db.select({
    rushId: redEnvelopes.rushId,
    claimed: sql<number>`count(*)`.mapWith(Number).as('claimed'),
    paid: sql<string>`sum(${redEnvelopes.amount})::text`.as('paid'),
  }).from(redEnvelopes).where(isNotNull(redEnvelopes.memberId)).groupBy(redEnvelopes.rushId).as('c');
  const [list, [total]] = await Promise.all([
    db.select({ rush: redEnvelopeRushes, claimed: claimed.claimed, paid: claimed.paid }).from(redEnvelopeRushes)
      .leftJoin(claimed, eq(claimed.rushId, redEnvelopeRushes.id)).where(where)
      .orderBy(desc(redEnvelopeRushes.startsAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(redEnvelopeRushes).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}
