import { and, asc, count, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, RawQuery } from '../../db/client';
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

export async function rushById(db: Db, id: number) {
  const [row] = await db.select().from(redEnvelopeRushes).where(eq(redEnvelopeRushes.id, id));
  return row;
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

/** A member's envelope of a rush: `postingId` null while it is taken and not yet paid. */
export interface TakenEnvelope { id: number; amount: bigint; postingId: number | null; grantId: number | null }

export interface Reserved {
  rushId: number;
  envelopes: number;
  /** The member's envelope: the one it took before, or the one just taken (`fresh`); none when every envelope is gone. */
  envelope?: TakenEnvelope & { fresh: boolean };
}

/**
 * A claim's first step, one statement on its own (a rush's ten thousand claims each make it): the rush that starts
 * at `startsAt`, and the member's envelope of it — the one it took before, or else the first nobody holds, taken
 * for it now (`FOR UPDATE SKIP LOCKED`: one another claim holds is skipped, so claims at once never queue on one
 * row). Undefined when the rush has not opened. Two claims of one member at once: the unique index makes the
 * second wait for the first and fail (a unique violation); asked again, it finds the first's envelope.
 */
export async function reserve(db: Db, promotionId: number, startsAt: Date, memberId: number, at: Date): Promise<Reserved | undefined> {
  const result = await db.execute(sql`WITH r AS (
      SELECT id, envelopes FROM ${redEnvelopeRushes} WHERE promotion_id = ${promotionId} AND starts_at = ${startsAt.toISOString()}::timestamptz
    ), mine AS (
      SELECT e.id, e.amount, e.posting_id, e.grant_id FROM ${redEnvelopes} e WHERE e.rush_id = (SELECT id FROM r) AND e.member_id = ${memberId}
    ), free AS (
      -- The rush's id as a value (not a join): the free index is then read in seq order and stops at the first
      -- envelope, where a join made the planner read every free envelope and sort them, on every claim.
      SELECT e.id FROM ${redEnvelopes} e
      WHERE e.rush_id = (SELECT id FROM r) AND e.member_id IS NULL AND NOT EXISTS (SELECT 1 FROM mine) ORDER BY e.seq LIMIT 1 FOR UPDATE OF e SKIP LOCKED
    ), taken AS (
      UPDATE ${redEnvelopes} e SET member_id = ${memberId}, claimed_at = ${at.toISOString()}::timestamptz FROM free WHERE e.id = free.id
      RETURNING e.id, e.amount, e.posting_id, e.grant_id
    )
    SELECT r.id AS rush_id, r.envelopes, x.id::text AS id, x.amount::text AS amount, x.posting_id::text AS posting_id, x.grant_id, x.fresh
    FROM r LEFT JOIN (SELECT *, false AS fresh FROM mine UNION ALL SELECT *, true AS fresh FROM taken) x ON true`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return undefined;
  return {
    rushId: Number(row.rush_id), envelopes: Number(row.envelopes),
    envelope: row.id == null ? undefined : {
      id: Number(row.id), amount: BigInt(row.amount as string), postingId: row.posting_id == null ? null : Number(row.posting_id),
      grantId: row.grant_id == null ? null : Number(row.grant_id), fresh: row.fresh === true,
    },
  };
}

/** A taken envelope, locked (its payment, one at a time): what it was paid with, if it was. */
export async function lockTaken(tx: Db, id: number) {
  const [row] = await tx.select({ postingId: redEnvelopes.postingId, grantId: redEnvelopes.grantId }).from(redEnvelopes).where(eq(redEnvelopes.id, id)).for('update');
  return row;
}

/** A taken envelope is paid: its posting (and grant, when it carries turnover). */
export async function markPaid(tx: Db, id: number, paid: { postingId: number; grantId: number | null }) {
  await tx.execute(sql`UPDATE ${redEnvelopes} SET posting_id = ${paid.postingId}, grant_id = ${paid.grantId} WHERE id = ${id}`);
}

/** Envelopes paid in a group commit (the wallet's batch, batch.ts): one statement for all, in the batch's transaction. */
export async function markPaidMany(q: RawQuery, paid: { id: number; postingId: number }[]) {
  if (!paid.length) return;
  await q(`UPDATE red_envelopes e SET posting_id = u.posting_id FROM unnest($1::int8[], $2::int8[]) AS u(id, posting_id)
    WHERE e.id = u.id AND e.posting_id IS NULL`, [paid.map((p) => String(p.id)), paid.map((p) => String(p.postingId))]);
}

/** A rush's envelopes taken and not yet paid (partial index red_envelopes_unpaid), with their members. */
export function unpaidOf(db: Db, rushId: number) {
  return db.select({ id: redEnvelopes.id, amount: redEnvelopes.amount, memberId: redEnvelopes.memberId }).from(redEnvelopes)
    .where(and(eq(redEnvelopes.rushId, rushId), isNotNull(redEnvelopes.memberId), isNull(redEnvelopes.postingId)));
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
