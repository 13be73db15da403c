import type { PgeOutcome } from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { SeedInput } from './fair';
import { safeTiles } from './mines';
import * as repo from './repo';
import { minesBoard, minesRatio, payout } from './rounds';
import type { PgeMember } from './seeds';

type MinesOutcome = PgeOutcome & { game: 'mines' };

/**
 * Mines rounds in play. The board is fixed by the seeds when the round starts and never stored while
 * the round is open. Each move locks the round row; a move that ends the round (a mine, the last
 * safe tile, a cash-out) stores the final outcome and payout first, then pays through the seamless
 * wallet and marks the round settled, so an interruption in between is finished by any later call.
 */
export function createMines(deps: {
  db: Db;
  takeStake: (round: repo.RoundRow) => Promise<bigint>;
  settle: (round: repo.RoundRow, amount: bigint, outcome: PgeOutcome) => Promise<bigint>;
  /** Returns the stake of a round closed without a move (rollback of its bet) and marks it settled. */
  refund: (round: repo.RoundRow) => Promise<bigint>;
  pairOf: (round: repo.RoundRow) => Promise<repo.SeedPairRow>;
  seedOf: (pair: repo.SeedPairRow, round: repo.RoundRow) => SeedInput;
  balanceOf: (member: PgeMember) => Promise<bigint>;
}) {
  const { db, takeStake, settle, refund, pairOf, seedOf, balanceOf } = deps;
  const memberOf = (round: repo.RoundRow): PgeMember => ({ id: round.memberId, merchantCode: round.merchantCode });
  const reload = async (round: repo.RoundRow) => (await repo.findRound(db, round.merchantCode, round.roundId))!;

  async function boardOf(round: repo.RoundRow) {
    return minesBoard(seedOf(await pairOf(round), round), (round.params as { mines: number }).mines);
  }

  /** Pays a round whose end is decided (outcome stored) and not yet settled. */
  async function finishIfDecided(round: repo.RoundRow): Promise<{ round: repo.RoundRow; balance: bigint } | null> {
    if (round.status !== 'open' || !round.outcome) return null;
    const outcome = round.outcome as MinesOutcome;
    const balance = outcome.autoClosed === 'refund' ? await refund(round) : await settle(round, round.payout, outcome);
    return { round: await reload(round), balance };
  }

  /** Locks the member's own open mines round for a move; a round interrupted after its end is finished first. */
  async function move(member: PgeMember, roundId: string, decide: (round: repo.RoundRow, tx: Db, board: number[]) => Promise<void>) {
    let round = await repo.findRound(db, member.merchantCode, roundId);
    if (!round || round.memberId !== member.id || round.gameCode !== 'mines' || round.status === 'refused') throw new AppError('pge.round_not_found');
    // The stake of a round interrupted before it was confirmed is taken (or refused) first.
    if (round.status === 'pending') round = (await start(round)).round;
    const interrupted = await finishIfDecided(round);
    if (interrupted || round.status === 'settled') throw new AppError('pge.round_closed');
    // Read before the transaction: the seeds of a round never change, and PGlite has one session.
    const board = await boardOf(round);
    await db.transaction(async (tx) => {
      const locked = await repo.lockMemberRound(tx, member.merchantCode, member.id, roundId);
      if (!locked || locked.status !== 'open' || locked.outcome) throw new AppError('pge.round_closed');
      await decide(locked, tx, board);
    });
    round = await reload(round);
    return (await finishIfDecided(round)) ?? { round, balance: await balanceOf(member) };
  }

  async function start(round: repo.RoundRow): Promise<{ round: repo.RoundRow; balance: bigint }> {
    if (round.status !== 'pending') return (await finishIfDecided(round)) ?? { round, balance: await balanceOf(memberOf(round)) };
    const balance = await takeStake(round);
    await db.transaction(async (tx) => {
      const locked = await repo.lockMemberRound(tx, round.merchantCode, round.memberId, round.roundId);
      if (locked?.status === 'pending') await repo.updateRound(tx, round.merchantCode, round.id, { status: 'open' });
    });
    return { round: await reload(round), balance };
  }

  return {
    start,

    /**
     * Brings an unfinished round up to date: a pending one gets its stake taken (or refused), a
     * decided one is paid. Null when there was nothing to do or the stake was refused.
     */
    async resume(round: repo.RoundRow): Promise<{ round: repo.RoundRow; balance: bigint } | null> {
      if (round.status !== 'pending') return finishIfDecided(round);
      try {
        return await start(round);
      } catch (err) {
        if (err instanceof AppError && err.code === 'provider.insufficient_funds') return null;
        throw err;
      }
    },

    /**
     * Closes a round its player left (decision 0020), whose stake was taken: at least one safe tile
     * revealed → cash-out at that multiplier; none → the stake back. The decision is stored under the
     * round's lock, and only if nothing moved since the round was listed (a player who came back keeps
     * playing); the money then moves through the seamless wallet's keyed calls, so two runs pay once.
     */
    async autoClose(listed: repo.RoundRow): Promise<{ round: repo.RoundRow; balance: bigint } | null> {
      let round = listed;
      if (round.status === 'pending') round = (await start(round)).round;
      if (round.status !== 'open') return null;
      if (!round.outcome) {
        const board = await boardOf(round);
        const seen = round.updatedAt.getTime();
        await db.transaction(async (tx) => {
          const locked = await repo.lockMemberRound(tx, round.merchantCode, round.memberId, round.roundId);
          if (!locked || locked.status !== 'open' || locked.outcome || locked.updatedAt.getTime() !== seen) return;
          const mines = (locked.params as { mines: number }).mines;
          const { revealed } = locked;
          // An open round holds safe tiles only: a mine ends the round when it is revealed.
          const amount = revealed.length ? payout(locked.betAmount, minesRatio(mines, revealed.length, locked.rtpBps)) : locked.betAmount;
          const outcome: MinesOutcome = { game: 'mines', mines, revealed, mineTiles: board, hitMine: false, autoClosed: revealed.length ? 'cashout' : 'refund' };
          await repo.updateRound(tx, locked.merchantCode, locked.id, { outcome, payout: amount });
        });
        round = await reload(round);
      }
      return finishIfDecided(round);
    },

    async reveal(member: PgeMember, roundId: string, tile: number) {
      return move(member, roundId, async (round, tx, board) => {
        if (round.revealed.includes(tile)) throw new AppError('pge.tile_revealed');
        const mines = (round.params as { mines: number }).mines;
        const revealed = [...round.revealed, tile];
        const hitMine = board.includes(tile);
        const cleared = !hitMine && revealed.length === safeTiles(mines);
        if (!hitMine && !cleared) return repo.updateRound(tx, round.merchantCode, round.id, { revealed });
        // The round ends here: a mine pays nothing, the last safe tile cashes out at the top multiplier.
        const amount = hitMine ? 0n : payout(round.betAmount, minesRatio(mines, revealed.length, round.rtpBps));
        const outcome: MinesOutcome = { game: 'mines', mines, revealed, mineTiles: board, hitMine };
        await repo.updateRound(tx, round.merchantCode, round.id, { revealed, outcome, payout: amount });
      });
    },

    /** Cashes out at the current multiplier; once cashed out, the same call answers the settled round. */
    async cashout(member: PgeMember, roundId: string) {
      const found = await repo.findRound(db, member.merchantCode, roundId);
      if (found && found.memberId === member.id && found.gameCode === 'mines' && found.status === 'settled') {
        const outcome = found.outcome as MinesOutcome;
        if (outcome.hitMine) throw new AppError('pge.round_closed');
        return { round: found, balance: await balanceOf(member), replayed: true };
      }
      const done = await move(member, roundId, async (round, tx, board) => {
        const mines = (round.params as { mines: number }).mines;
        if (round.revealed.length === 0) throw new AppError('pge.cashout_empty');
        const amount = payout(round.betAmount, minesRatio(mines, round.revealed.length, round.rtpBps));
        const outcome: MinesOutcome = { game: 'mines', mines, revealed: round.revealed, mineTiles: board, hitMine: false };
        await repo.updateRound(tx, round.merchantCode, round.id, { outcome, payout: amount });
      });
      return { ...done, replayed: false };
    },
  };
}
