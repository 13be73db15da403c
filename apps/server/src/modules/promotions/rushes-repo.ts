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

export interface Claimable {
  rushId: number;
  envelopes: number;
  /** The member's envelope of this rush, if it took one. */
  mine?: { id: number; amount: bigint; grantId: number | null };
  /** Otherwise the first free envelope, locked for this transaction. */
  free?: { id: number; amount: bigint };
}

/**
 * A claim's reads in one statement (a rush's ten thousand claims each make it): the rush that starts at
 * `startsAt`, the member's envelope of it, or else the first envelope nobody holds, locked — one another
 * claim holds is skipped, so claims at once never queue on one row. Undefined when the rush has not opened.
 */
export async function claimable(tx: Db, promotionId: number, startsAt: Date, memberId: number): Promise<Claimable | undefined> {
  const result = await tx.execute(sql`WITH r AS (
      SELECT id, envelopes FROM ${redEnvelopeRushes} WHERE promotion_id = ${promotionId} AND starts_at = ${startsAt.toISOString()}::timestamptz
    ), mine AS (
      SELECT e.id, e.amount, e.grant_id FROM ${redEnvelopes} e JOIN r ON e.rush_id = r.id WHERE e.member_id = ${memberId}
    ), free AS (
      SELECT e.id, e.amount FROM ${redEnvelopes} e JOIN r ON e.rush_id = r.id
      WHERE e.member_id IS NULL AND NOT EXISTS (SELECT 1 FROM mine) ORDER BY e.seq LIMIT 1 FOR UPDATE OF e SKIP LOCKED
    )
    SELECT r.id AS rush_id, r.envelopes, mine.id::text AS mine_id, mine.amount::text AS mine_amount, mine.grant_id AS mine_grant,
      free.id::text AS free_id, free.amount::text AS free_amount
    FROM r LEFT JOIN mine ON true LEFT JOIN free ON true`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return undefined;
  return {
    rushId: Number(row.rush_id), envelopes: Number(row.envelopes),
    mine: row.mine_id == null ? undefined : { id: Number(row.mine_id), amount: BigInt(row.mine_amount as string), grantId: row.mine_grant == null ? null : Number(row.mine_grant) },
    free: row.free_id == null ? undefined : { id: Number(row.free_id), amount: BigInt(row.free_amount as string) },
  };
}

export async function markClaimed(tx: Db, id: number, patch: { memberId: number; postingId: number; grantId: number | null; claimedAt: Date }) {
  // As raw SQL: the query builder's cost per call shows at a rush's rate of claims (bench/red-envelope.ts).
  await tx.execute(sql`UPDATE ${redEnvelopes} SET member_id = ${patch.memberId}, posting_id = ${patch.postingId}, grant_id = ${patch.grantId},
    claimed_at = ${patch.claimedAt.toISOString()}::timestamptz WHERE id = ${id}`);
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
