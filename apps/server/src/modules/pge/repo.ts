import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgeRounds, pgeSeedPairs } from '../../db/schema';

export type SeedPairRow = typeof pgeSeedPairs.$inferSelect;
export type RoundRow = typeof pgeRounds.$inferSelect;
export type NewRound = Omit<typeof pgeRounds.$inferInsert, 'id' | 'createdAt'>;

const memberPairs = (merchantCode: string, memberId: number) => and(eq(pgeSeedPairs.merchantCode, merchantCode), eq(pgeSeedPairs.memberId, memberId));
const activePair = (merchantCode: string, memberId: number) => and(memberPairs(merchantCode, memberId), eq(pgeSeedPairs.status, 'active'));

export async function findActivePair(db: Db, merchantCode: string, memberId: number) {
  const [row] = await db.select().from(pgeSeedPairs).where(activePair(merchantCode, memberId));
  return row;
}

/** The active pair under a row lock: rounds take nonces and rotations reveal one at a time. */
export async function lockActivePair(tx: Db, merchantCode: string, memberId: number) {
  const [row] = await tx.select().from(pgeSeedPairs).where(activePair(merchantCode, memberId)).for('update');
  return row;
}

/** The new active pair, or undefined when a concurrent call created one first (partial unique index). */
export async function insertPair(db: Db, row: { merchantCode: string; memberId: number; serverSeed: string; serverSeedHash: string; clientSeed: string }) {
  const [created] = await db.insert(pgeSeedPairs).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updatePair(tx: Db, merchantCode: string, id: number, set: Partial<Pick<SeedPairRow, 'nonce' | 'clientSeed' | 'status' | 'revealedAt'>>) {
  await tx.update(pgeSeedPairs).set(set).where(and(eq(pgeSeedPairs.merchantCode, merchantCode), eq(pgeSeedPairs.id, id)));
}

export function revealedPairs(db: Db, merchantCode: string, memberId: number, limit: number) {
  return db.select().from(pgeSeedPairs).where(and(memberPairs(merchantCode, memberId), eq(pgeSeedPairs.status, 'revealed')))
    .orderBy(desc(pgeSeedPairs.id)).limit(limit);
}

export async function findPair(db: Db, merchantCode: string, id: number) {
  const [row] = await db.select().from(pgeSeedPairs).where(and(eq(pgeSeedPairs.merchantCode, merchantCode), eq(pgeSeedPairs.id, id)));
  return row;
}

export async function insertRound(tx: Db, row: NewRound) {
  const [created] = await tx.insert(pgeRounds).values(row).returning();
  return created!;
}

export async function findRoundByRequest(db: Db, merchantCode: string, memberId: number, requestId: string) {
  const [row] = await db.select().from(pgeRounds)
    .where(and(eq(pgeRounds.merchantCode, merchantCode), eq(pgeRounds.memberId, memberId), eq(pgeRounds.requestId, requestId)));
  return row;
}

export async function findRound(db: Db, merchantCode: string, roundId: string) {
  const [row] = await db.select().from(pgeRounds).where(and(eq(pgeRounds.merchantCode, merchantCode), eq(pgeRounds.roundId, roundId)));
  return row;
}

/** A member's own round under a row lock (mines moves and the completion of an interrupted round). */
export async function lockMemberRound(tx: Db, merchantCode: string, memberId: number, roundId: string) {
  const [row] = await tx.select().from(pgeRounds)
    .where(and(eq(pgeRounds.merchantCode, merchantCode), eq(pgeRounds.memberId, memberId), eq(pgeRounds.roundId, roundId))).for('update');
  return row;
}

/** Every change counts as activity: the idle limit runs from the round's last move. */
export async function updateRound(tx: Db, merchantCode: string, id: number, set: Partial<Pick<RoundRow, 'status' | 'payout' | 'revealed' | 'outcome' | 'settledAt'>>) {
  await tx.update(pgeRounds).set({ ...set, updatedAt: sql`now()` }).where(and(eq(pgeRounds.merchantCode, merchantCode), eq(pgeRounds.id, id)));
}

/**
 * Unfinished rounds of every merchant idle past their limit, oldest first (index pge_rounds_unfinished):
 * a mines round still waiting for its player since `minesBefore`; a dice or slot round, or a mines round
 * whose end is decided but not paid (both interrupted mid-request), since `instantBefore`.
 */
export function idleRounds(db: Db, q: { minesBefore: Date; instantBefore: Date; limit: number }) {
  return db.select().from(pgeRounds)
    .where(and(
      inArray(pgeRounds.status, ['pending', 'open']),
      or(
        and(eq(pgeRounds.gameCode, 'mines'), isNull(pgeRounds.outcome), lt(pgeRounds.updatedAt, q.minesBefore)),
        and(or(ne(pgeRounds.gameCode, 'mines'), isNotNull(pgeRounds.outcome)), lt(pgeRounds.updatedAt, q.instantBefore)),
      ),
    ))
    .orderBy(asc(pgeRounds.updatedAt)).limit(q.limit);
}

/** Rounds of this pair not yet over (a mines round in play, or one interrupted before it settled). */
export async function unfinishedRounds(db: Db, merchantCode: string, seedPairId: number) {
  return db.select().from(pgeRounds)
    .where(and(eq(pgeRounds.merchantCode, merchantCode), eq(pgeRounds.seedPairId, seedPairId), inArray(pgeRounds.status, ['pending', 'open'])));
}

export async function openRoundOf(db: Db, merchantCode: string, memberId: number, gameCode: RoundRow['gameCode']) {
  const [row] = await db.select().from(pgeRounds)
    .where(and(eq(pgeRounds.merchantCode, merchantCode), eq(pgeRounds.memberId, memberId), eq(pgeRounds.gameCode, gameCode), inArray(pgeRounds.status, ['pending', 'open'])))
    .orderBy(desc(pgeRounds.id)).limit(1);
  return row;
}

/** A member's played rounds (refused bets never happened for the player), newest first. */
export async function history(db: Db, merchantCode: string, memberId: number, q: { game?: RoundRow['gameCode']; limit: number; offset: number }) {
  const where = and(
    eq(pgeRounds.merchantCode, merchantCode), eq(pgeRounds.memberId, memberId), inArray(pgeRounds.status, ['open', 'settled']),
    q.game ? eq(pgeRounds.gameCode, q.game) : sql`true`,
  );
  const rows = await db.select().from(pgeRounds).where(where).orderBy(desc(pgeRounds.id)).limit(q.limit).offset(q.offset);
  const [total] = await db.select({ n: count() }).from(pgeRounds).where(where);
  return { rows, total: total?.n ?? 0 };
}

export function pairsByIds(db: Db, merchantCode: string, ids: number[]) {
  return ids.length ? db.select().from(pgeSeedPairs).where(and(eq(pgeSeedPairs.merchantCode, merchantCode), inArray(pgeSeedPairs.id, ids))) : Promise.resolve([]);
}
