import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameRounds, gameTransactions, gameVendors, games, members, providerSessions } from '../../db/schema';

export type SessionRow = typeof providerSessions.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;
export type TransactionRow = typeof gameTransactions.$inferSelect;

export async function insertSession(db: Db, row: typeof providerSessions.$inferInsert) {
  await db.insert(providerSessions).values(row);
}

/** The launch session of a token hash, with its member's name and type. */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db.select({ session: providerSessions, username: members.username, memberType: members.type })
    .from(providerSessions).innerJoin(members, eq(members.id, providerSessions.memberId))
    .where(eq(providerSessions.tokenHash, tokenHash));
  return row;
}

export async function findMember(db: Db, merchantCode: string, memberId: number) {
  const [row] = await db.select({ id: members.id, username: members.username, type: members.type }).from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.id, memberId)));
  return row;
}

/**
 * The round, created open when new, and locked (FOR UPDATE via the upsert) for the rest of the
 * caller's transaction: every call on one round runs one at a time.
 */
export async function lockRound(tx: Db, row: typeof gameRounds.$inferInsert): Promise<RoundRow> {
  const [round] = await tx.insert(gameRounds).values(row)
    .onConflictDoUpdate({ target: [gameRounds.merchantCode, gameRounds.vendorCode, gameRounds.roundId], set: { roundId: sql`excluded.round_id` } })
    .returning();
  return round!;
}

/** A round locked for update, or undefined when the provider never opened it. */
export async function findRoundForUpdate(tx: Db, merchantCode: string, vendorCode: string, roundId: string) {
  const [row] = await tx.select().from(gameRounds)
    .where(and(eq(gameRounds.merchantCode, merchantCode), eq(gameRounds.vendorCode, vendorCode), eq(gameRounds.roundId, roundId)))
    .for('update');
  return row;
}

export async function updateRound(tx: Db, id: number, set: Partial<typeof gameRounds.$inferInsert>) {
  await tx.update(gameRounds).set(set).where(eq(gameRounds.id, id));
}

/**
 * The transaction with this id, and any rollback that names it (a rollback that came before its bet).
 * Two index lookups rather than one OR, which the planner answers by scanning the vendor's rows.
 */
export async function findTransactionOrRollback(db: Db, merchantCode: string, vendorCode: string, transactionId: string) {
  const scope = and(eq(gameTransactions.merchantCode, merchantCode), eq(gameTransactions.vendorCode, vendorCode));
  return db.select().from(gameTransactions).where(and(scope, eq(gameTransactions.transactionId, transactionId)))
    .unionAll(db.select().from(gameTransactions).where(and(scope, eq(gameTransactions.refTransactionId, transactionId))));
}

export async function findTransaction(db: Db, merchantCode: string, vendorCode: string, transactionId: string) {
  const [row] = await db.select().from(gameTransactions).where(and(
    eq(gameTransactions.merchantCode, merchantCode), eq(gameTransactions.vendorCode, vendorCode), eq(gameTransactions.transactionId, transactionId),
  ));
  return row;
}

export async function insertTransaction(tx: Db, row: typeof gameTransactions.$inferInsert) {
  await tx.insert(gameTransactions).values(row);
}

/** Marks the round's open bets won (a win or the round's end) or one bet rolled back. */
export async function resolveBets(tx: Db, merchantCode: string, vendorCode: string, roundId: string, state: 'settled' | 'rolled_back', transactionId?: string) {
  await tx.update(gameTransactions).set({ state }).where(and(
    eq(gameTransactions.merchantCode, merchantCode), eq(gameTransactions.vendorCode, vendorCode), eq(gameTransactions.roundId, roundId),
    eq(gameTransactions.kind, 'bet'), eq(gameTransactions.state, 'open'),
    ...(transactionId ? [eq(gameTransactions.transactionId, transactionId)] : []),
  ));
}

export async function countOpenBets(tx: Db, merchantCode: string, vendorCode: string, roundId: string) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(gameTransactions).where(and(
    eq(gameTransactions.merchantCode, merchantCode), eq(gameTransactions.vendorCode, vendorCode), eq(gameTransactions.roundId, roundId),
    eq(gameTransactions.kind, 'bet'), eq(gameTransactions.state, 'open'),
  ));
  return row!.n;
}

/**
 * The winners board: the biggest settled real-money wins of the merchant (one category or all),
 * read from the partial indexes game_rounds_winners(_type).
 */
export async function topWins(db: Db, merchantCode: string, gameType: string | null, limit: number) {
  return db.select({
    username: members.username, winAmount: gameRounds.winAmount, gameId: gameRounds.gameId, gameCode: gameRounds.gameCode,
    vendorCode: gameRounds.vendorCode, gameType: gameRounds.gameType, settledAt: gameRounds.settledAt, names: games.names,
  })
    .from(gameRounds)
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .leftJoin(games, eq(games.id, gameRounds.gameId))
    .where(and(
      eq(gameRounds.merchantCode, merchantCode), eq(gameRounds.status, 'settled'), sql`${gameRounds.winAmount} > 0`, sql`NOT ${gameRounds.demo}`,
      ...(gameType ? [eq(gameRounds.gameType, gameType)] : []),
    ))
    .orderBy(desc(gameRounds.winAmount), desc(gameRounds.id))
    .limit(limit);
}

/** Recommended instead of a game under maintenance: active hot games of the same category first. */
export async function recommendedGames(db: Db, merchantCode: string, gameType: string, exceptId: number, limit: number) {
  return db.select({ game: games, vendor: gameVendors }).from(games)
    .innerJoin(gameVendors, and(eq(gameVendors.merchantCode, games.merchantCode), eq(gameVendors.code, games.vendorCode)))
    .where(and(eq(games.merchantCode, merchantCode), eq(games.status, 'active'), eq(gameVendors.status, 'active'), sql`${games.id} <> ${exceptId}`))
    .orderBy(sql`(${games.gameType} = ${gameType}) DESC`, desc(games.isHot), games.sortOrder, games.id)
    .limit(limit);
}

/** The card that stands for a vendor's lobby (isGame VASSALAGE), else its first game, among those not hidden. */
export async function vendorLobbyGame(db: Db, merchantCode: string, vendorCode: string) {
  const [row] = await db.select({ id: games.id }).from(games)
    .where(and(eq(games.merchantCode, merchantCode), eq(games.vendorCode, vendorCode), sql`${games.status} <> 'hidden'`))
    .orderBy(sql`(${games.isGame} = 'VASSALAGE') IS TRUE DESC`, games.sortOrder, games.id)
    .limit(1);
  return row;
}

/**
 * A call's own row in game_transactions and the round's new state, in one statement: the round is
 * updated only if the transaction row went in. `settle`: the call closes the round (a win), and every
 * bet still open in it is settled by the same statement.
 */
export async function recordCall(tx: Db, row: typeof gameTransactions.$inferInsert, round: { id: number; addBet?: bigint; addWin?: bigint; settle?: Date }) {
  const settle = round.settle
    ? sql`, settled AS (UPDATE ${gameTransactions} SET state = 'settled' WHERE ${gameTransactions.merchantCode} = ${row.merchantCode}
        AND ${gameTransactions.vendorCode} = ${row.vendorCode} AND ${gameTransactions.roundId} = ${row.roundId}
        AND ${gameTransactions.kind} = 'bet' AND ${gameTransactions.state} = 'open' RETURNING 1)`
    : sql``;
  await tx.execute(sql`WITH ins AS (
      INSERT INTO ${gameTransactions} (merchant_code, vendor_code, transaction_id, kind, round_id, member_id, amount, ref_transaction_id, state, posting_id, result)
      VALUES (${row.merchantCode}, ${row.vendorCode}, ${row.transactionId}, ${row.kind}, ${row.roundId}, ${row.memberId}, ${row.amount.toString()}::bigint,
        ${row.refTransactionId ?? null}, ${row.state}, ${row.postingId ?? null}, ${JSON.stringify(row.result)}::jsonb)
      RETURNING 1)${settle}
    UPDATE ${gameRounds} SET bet_amount = bet_amount + ${(round.addBet ?? 0n).toString()}::bigint, win_amount = win_amount + ${(round.addWin ?? 0n).toString()}::bigint
      ${round.settle ? sql`, status = 'settled', settled_at = ${round.settle.toISOString()}::timestamptz` : sql``}
    WHERE id = ${round.id} AND EXISTS (SELECT 1 FROM ins)`);
}

/** The vendor of the member's newest real-money launch whose token is still live, if any: the game the player is in. */
export async function liveVendor(db: Db, merchantCode: string, memberId: number, at: Date): Promise<string | null> {
  const [row] = await db.select({ vendorCode: providerSessions.vendorCode }).from(providerSessions)
    .where(and(eq(providerSessions.merchantCode, merchantCode), eq(providerSessions.memberId, memberId), eq(providerSessions.accountType, 1), sql`${providerSessions.expiresAt} > ${at.toISOString()}::timestamptz`))
    .orderBy(desc(providerSessions.id)).limit(1);
  return row?.vendorCode ?? null;
}

/** Ends the member's live launch tokens at these vendors (the player left): the provider can take no more stakes with them. */
export async function endSessions(db: Db, merchantCode: string, memberId: number, vendorCodes: string[], at: Date): Promise<void> {
  if (!vendorCodes.length) return;
  await db.update(providerSessions).set({ expiresAt: at })
    .where(and(
      eq(providerSessions.merchantCode, merchantCode), eq(providerSessions.memberId, memberId),
      inArray(providerSessions.vendorCode, vendorCodes), sql`${providerSessions.expiresAt} > ${at.toISOString()}::timestamptz`,
    ));
}
