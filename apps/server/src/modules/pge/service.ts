import { randomBytes } from 'node:crypto';
import {
  PGE_VENDOR, type Language, type PgeDiceBody, type PgeGame, type PgeGameInfo, type PgeHistory, type PgeHistoryQuery, type PgeMinesStartBody,
  type PgeOutcome, type PgePlayResult, type PgeRoundView, type PgeSlotBody, type PgeVerifyBody, type PgeVerifyResult,
} from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { displayAmount, parseAmount } from '../../lib/money';
import type { MerchantService } from '../merchant/service';
import { account } from '../wallet/posting';
import type { WalletService } from '../wallet/service';
import { createMines } from './mines-play';
import * as repo from './repo';
import { instantOutcome, paramsValid, payout, roundView, targetHundredths, verify, type RoundParams } from './rounds';
import { DEFAULT_RTP_BPS, effectiveRtp, multiplierText } from './rtp';
import { createSeedPairs, type PgeMember } from './seeds';
import { SLOT_SYMBOLS, SLOT_THREE_UNITS, SLOT_TWO_CHERRY_UNITS, slotMultiplier } from './slot';

/** Bet limits in minor units (0.10 to 10,000.00): below 0.10 the floor to the minor unit eats the RTP. */
export const PGE_MIN_BET = 10n;
export const PGE_MAX_BET = 1_000_000n;

interface SeamlessCall { merchantCode: string; vendorCode: string; memberId: number; roundId: string; transactionId: string }
/** What the PGE games need of the provider module's seamless wallet (provider/seamless.ts). */
export interface PgeSeamless {
  bet(input: SeamlessCall & { gameCode: string; amount: bigint }): Promise<{ balance: bigint }>;
  win(input: SeamlessCall & { gameCode: string; amount: bigint }): Promise<{ balance: bigint }>;
  endRound(input: { merchantCode: string; vendorCode: string; roundId: string; memberId?: number }): Promise<{ balance: bigint }>;
  rollback(input: SeamlessCall & { refTransactionId: string }): Promise<{ balance: bigint }>;
  transactionState(merchantCode: string, vendorCode: string, transactionId: string): Promise<{ kind: string; state: string } | null>;
}
/** What they need of the catalogue (games module). */
export interface PgeCatalogue {
  findGameByCode(merchantCode: string, vendorCode: string, gameCode: string): Promise<{
    game: { id: number; status: string; rtpBps: number | null; names: Record<string, string> };
    vendor: { status: string };
  } | null>;
}

/** Parameters compared whatever order jsonb gave their keys back in. */
const canonical = (params: object) => JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));

/** The seamless wallet's transaction ids for a round: one bet and one win (0 for a loss) each. */
export const betTransactionId = (roundId: string) => `${roundId}-bet`;
export const winTransactionId = (roundId: string) => `${roundId}-win`;
/** The cancellation of a round closed by the operator: refunds its stake, or cancels a stake that never arrived. */
export const voidTransactionId = (roundId: string) => `${roundId}-void`;

/** How long an unfinished round may sit untouched before the sweeper closes it (env PGE_IDLE_MINUTES, PGE_INTERRUPTED_MINUTES). */
export interface PgeIdleLimits { minesMinutes: number; interruptedMinutes: number }
const SWEEP_BATCH = 200;

/**
 * The in-house provably fair games (vendor PGE; decision 0020). A round takes the member's next
 * nonce under the seed pair's row lock and is stored before any money moves; then the stake goes
 * through the seamless wallet (transaction `<round>-bet`), the outcome is computed from the seeds,
 * the win (`<round>-win`, 0 when lost) is paid and the round ended. Every step is idempotent, so a
 * replayed request (same requestId) or an interrupted round is completed by running the same steps
 * again: money moves exactly once.
 */
export function createPgeService(deps: {
  db: Db; seamless: PgeSeamless; catalogue: PgeCatalogue; wallet: WalletService; merchants: MerchantService; idle?: PgeIdleLimits;
}) {
  const { db, seamless, catalogue, wallet, merchants } = deps;
  const idle = deps.idle ?? { minesMinutes: 30, interruptedMinutes: 2 };
  const balanceOf = (member: PgeMember) => wallet.balanceOf(member.merchantCode, account.member(member.id));
  const call = (round: repo.RoundRow, transactionId: string) => ({
    merchantCode: round.merchantCode, vendorCode: PGE_VENDOR, memberId: round.memberId, roundId: round.roundId, transactionId, gameCode: round.gameCode,
  });

  /** The catalogue row if the game may be played now: not found when missing or hidden, maintenance when either is under maintenance. */
  async function playable(merchantCode: string, game: PgeGame) {
    const found = await catalogue.findGameByCode(merchantCode, PGE_VENDOR, game);
    if (!found || found.game.status === 'hidden' || found.vendor.status === 'hidden') throw new AppError('game.not_found');
    if (found.game.status === 'maintenance' || found.vendor.status === 'maintenance') throw new AppError('game.maintenance');
    return { gameId: found.game.id, rtpBps: effectiveRtp(found.game.rtpBps, DEFAULT_RTP_BPS[game]), names: found.game.names };
  }

  function betAmount(input: string | number): bigint {
    const amount = parseAmount(input);
    if (amount === null || amount <= 0n) throw new AppError('wallet.amount_invalid');
    if (amount < PGE_MIN_BET || amount > PGE_MAX_BET) throw new AppError('pge.bet_out_of_range');
    return amount;
  }

  async function pairOf(round: repo.RoundRow) {
    return (await repo.findPair(db, round.merchantCode, round.seedPairId))!;
  }
  const seedOf = (pair: repo.SeedPairRow, round: repo.RoundRow) => ({ serverSeed: pair.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce });

  /**
   * Takes the next nonce and stores the round (status pending), or finds the round this request id
   * already made: the same game, stake and parameters answer it, anything else is a conflict.
   */
  async function openRound(member: PgeMember, game: PgeGame, requestId: string, amount: bigint, params: RoundParams) {
    const { gameId, rtpBps } = await playable(member.merchantCode, game);
    if (!paramsValid(game, params)) throw new AppError('pge.params_invalid');
    const same = (r: repo.RoundRow) => r.gameCode === game && r.betAmount === amount && canonical(r.params) === canonical(params);
    const existing = await repo.findRoundByRequest(db, member.merchantCode, member.id, requestId);
    if (existing) {
      if (!same(existing)) throw new AppError('pge.request_conflict');
      return { round: existing, replayed: true };
    }
    await seeds.active(member);
    return db.transaction(async (tx) => {
      const pair = (await repo.lockActivePair(tx, member.merchantCode, member.id))!;
      // Under the pair's lock, a concurrent copy of this request has committed its round or waits behind us.
      const raced = await repo.findRoundByRequest(tx, member.merchantCode, member.id, requestId);
      if (raced) {
        if (!same(raced)) throw new AppError('pge.request_conflict');
        return { round: raced, replayed: true };
      }
      if (game === 'mines' && (await repo.openRoundOf(tx, member.merchantCode, member.id, 'mines'))) throw new AppError('pge.round_open');
      await repo.updatePair(tx, member.merchantCode, pair.id, { nonce: pair.nonce + 1 });
      const round = await repo.insertRound(tx, {
        merchantCode: member.merchantCode, memberId: member.id, roundId: randomBytes(12).toString('base64url'), requestId, gameCode: game, gameId,
        seedPairId: pair.id, clientSeed: pair.clientSeed, nonce: pair.nonce, rtpBps, currency: merchants.get(member.merchantCode).currency,
        betAmount: amount, params, status: 'pending',
      });
      return { round, replayed: false };
    });
  }

  /** The stake of a pending round; a refused stake marks the round refused (it never happened for the player). */
  async function takeStake(round: repo.RoundRow): Promise<bigint> {
    if (round.status === 'refused') throw new AppError('provider.insufficient_funds', { balance: displayAmount(await balanceOf({ id: round.memberId, merchantCode: round.merchantCode })) });
    try {
      return (await seamless.bet({ ...call(round, betTransactionId(round.roundId)), amount: round.betAmount })).balance;
    } catch (err) {
      if (err instanceof AppError && err.code === 'provider.insufficient_funds') await repo.updateRound(db, round.merchantCode, round.id, { status: 'refused' });
      throw err;
    }
  }

  /** Pays a decided round (dice, slot, or a mines round that ended) and marks it settled. */
  async function settle(round: repo.RoundRow, amount: bigint, outcome: PgeOutcome): Promise<bigint> {
    await seamless.win({ ...call(round, winTransactionId(round.roundId)), amount });
    const { balance } = await seamless.endRound({ merchantCode: round.merchantCode, vendorCode: PGE_VENDOR, roundId: round.roundId, memberId: round.memberId });
    await repo.updateRound(db, round.merchantCode, round.id, { status: 'settled', payout: amount, outcome, settledAt: round.settledAt ?? new Date() });
    return balance;
  }

  /** Rolls the round's bet back (key `<round>-void`): its stake returns, or a stake that never arrived is cancelled. */
  async function rollbackStake(round: repo.RoundRow) {
    return (await seamless.rollback({
      merchantCode: round.merchantCode, vendorCode: PGE_VENDOR, memberId: round.memberId, roundId: round.roundId,
      transactionId: voidTransactionId(round.roundId), refTransactionId: betTransactionId(round.roundId),
    })).balance;
  }

  /** A mines round closed with nothing revealed: the stake back, the round settled with its stake as payout. */
  async function refund(round: repo.RoundRow): Promise<bigint> {
    const balance = await rollbackStake(round);
    await repo.updateRound(db, round.merchantCode, round.id, { status: 'settled', settledAt: round.settledAt ?? new Date() });
    return balance;
  }

  /** A round whose stake never reached the wallet: cancelled there (so a late copy of the bet is refused), refused here. */
  async function cancel(round: repo.RoundRow) {
    await rollbackStake(round);
    await db.transaction(async (tx) => {
      const locked = await repo.lockMemberRound(tx, round.merchantCode, round.memberId, round.roundId);
      if (locked && (locked.status === 'pending' || locked.status === 'open')) await repo.updateRound(tx, round.merchantCode, round.id, { status: 'refused' });
    });
  }

  /** Runs whatever steps of a dice or slot round are not done yet. */
  async function completeInstant(round: repo.RoundRow): Promise<{ round: repo.RoundRow; balance: bigint }> {
    if (round.status === 'settled') return { round, balance: await balanceOf({ id: round.memberId, merchantCode: round.merchantCode }) };
    await takeStake(round);
    const pair = await pairOf(round);
    const { outcome, multiplier } = instantOutcome(round.gameCode as 'dice' | 'slot', seedOf(pair, round), round.params as RoundParams, round.rtpBps);
    const balance = await settle(round, payout(round.betAmount, multiplier), outcome);
    return { round: (await repo.findRound(db, round.merchantCode, round.roundId))!, balance };
  }

  async function result(round: repo.RoundRow, balance: bigint, replayed: boolean): Promise<PgePlayResult> {
    return { round: roundView(round, await pairOf(round)), balance: displayAmount(balance), replayed };
  }

  const mines = createMines({ db, takeStake, settle, refund, pairOf, seedOf, balanceOf });
  const seeds = createSeedPairs({ db, finishRounds: (member) => finishRounds(member) });

  /** Completes a member's interrupted rounds (pending dice/slot, decided mines) so their pair can rotate. */
  async function finishRounds(member: PgeMember) {
    const pair = await seeds.active(member);
    for (const round of await repo.unfinishedRounds(db, member.merchantCode, pair.id)) {
      if (round.gameCode === 'mines') await mines.resume(round);
      else await completeInstant(round).catch((err: unknown) => {
        if (!(err instanceof AppError && err.code === 'provider.insufficient_funds')) throw err;
      });
    }
  }

  /** The member's mines round in play after resuming an interrupted one, if any. */
  async function resumeMines(member: PgeMember) {
    const found = await repo.openRoundOf(db, member.merchantCode, member.id, 'mines');
    if (!found || (await mines.resume(found)) === null) return found?.status === 'open' ? found : undefined;
    return repo.openRoundOf(db, member.merchantCode, member.id, 'mines');
  }

  /**
   * Closes one round left unfinished (decision 0020): a decided mines round is paid; a stake that never
   * reached the wallet (or was already rolled back) is cancelled; a dice or slot round is completed from
   * its seeds; an open mines round is cashed out, or refunded when nothing was revealed.
   */
  async function closeIdle(round: repo.RoundRow): Promise<boolean> {
    if (round.gameCode === 'mines' && round.status === 'open' && round.outcome) return (await mines.resume(round)) !== null;
    const bet = await seamless.transactionState(round.merchantCode, PGE_VENDOR, betTransactionId(round.roundId));
    if (!bet || bet.state === 'rolled_back') {
      await cancel(round);
      return true;
    }
    if (round.gameCode === 'mines') return (await mines.autoClose(round)) !== null;
    await completeInstant(round);
    return true;
  }

  return {
    seeds,

    /**
     * The sweeper (job `pge-idle-rounds`): every unfinished round idle past its limit, of every merchant.
     * Each round is closed on its own; failures are thrown together after the rest were tried.
     */
    async closeIdleRounds(at: Date = new Date()): Promise<number> {
      const minute = 60_000;
      const due = await repo.idleRounds(db, {
        minesBefore: new Date(at.getTime() - idle.minesMinutes * minute), instantBefore: new Date(at.getTime() - idle.interruptedMinutes * minute), limit: SWEEP_BATCH,
      });
      let closed = 0;
      const failed: unknown[] = [];
      for (const round of due) {
        try {
          if (await closeIdle(round)) closed += 1;
        } catch (err) {
          failed.push(err);
        }
      }
      if (failed.length) throw new AggregateError(failed, `${failed.length} of ${due.length} idle PGE rounds could not be closed`);
      return closed;
    },

    async playDice(member: PgeMember, body: PgeDiceBody): Promise<PgePlayResult> {
      const params = { target: targetHundredths(body.target), direction: body.direction };
      const { round, replayed } = await openRound(member, 'dice', body.requestId, betAmount(body.amount), params);
      const done = await completeInstant(round);
      return result(done.round, done.balance, replayed);
    },

    async playSlot(member: PgeMember, body: PgeSlotBody): Promise<PgePlayResult> {
      const { round, replayed } = await openRound(member, 'slot', body.requestId, betAmount(body.amount), {});
      const done = await completeInstant(round);
      return result(done.round, done.balance, replayed);
    },

    async minesStart(member: PgeMember, body: PgeMinesStartBody): Promise<PgePlayResult> {
      // A round left pending or decided by an interruption is finished first, so it cannot block this one.
      await resumeMines(member);
      const { round, replayed } = await openRound(member, 'mines', body.requestId, betAmount(body.amount), { mines: body.mines });
      const started = await mines.start(round);
      return result(started.round, started.balance, replayed);
    },

    async minesReveal(member: PgeMember, roundId: string, tile: number): Promise<PgePlayResult> {
      const moved = await mines.reveal(member, roundId, tile);
      return result(moved.round, moved.balance, false);
    },

    async minesCashout(member: PgeMember, roundId: string): Promise<PgePlayResult> {
      const done = await mines.cashout(member, roundId);
      return result(done.round, done.balance, done.replayed);
    },

    async gameInfo(member: PgeMember, game: PgeGame, language: Language): Promise<PgeGameInfo> {
      const { rtpBps, names } = await playable(member.merchantCode, game);
      const open = game === 'mines' ? await resumeMines(member) : undefined;
      const paytable = game !== 'slot' ? [] : [
        ...SLOT_SYMBOLS.map((symbol, i) => ({ symbol, count: 3, multiplier: multiplierText(slotMultiplier(SLOT_THREE_UNITS[i]!, rtpBps)) })),
        { symbol: 'cherry', count: 2, multiplier: multiplierText(slotMultiplier(SLOT_TWO_CHERRY_UNITS, rtpBps)) },
      ];
      return {
        game, gameName: names[language] ?? names.EN ?? game, rtp: rtpBps / 100, minBet: displayAmount(PGE_MIN_BET), maxBet: displayAmount(PGE_MAX_BET),
        currency: merchants.get(member.merchantCode).currency, balance: displayAmount(await balanceOf(member)), paytable,
        openRound: open && open.status === 'open' ? roundView(open, await pairOf(open)) : null,
      };
    },

    async history(member: PgeMember, q: PgeHistoryQuery): Promise<PgeHistory> {
      const { rows, total } = await repo.history(db, member.merchantCode, member.id, { game: q.game, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
      const pairs = new Map((await repo.pairsByIds(db, member.merchantCode, [...new Set(rows.map((r) => r.seedPairId))])).map((p) => [p.id, p]));
      return { list: rows.map((r) => roundView(r, pairs.get(r.seedPairId)!)), totalPages: Math.ceil(total / q.pageSize), totalCount: total };
    },

    /** Public: any outcome recomputed from seeds the player holds (no login, no database). */
    verify(body: PgeVerifyBody): PgeVerifyResult {
      const params: RoundParams = body.game === 'dice' ? { target: targetHundredths(body.target), direction: body.direction }
        : body.game === 'mines' ? { mines: body.mines } : {};
      if (!paramsValid(body.game, params)) throw new AppError('pge.params_invalid');
      return verify(body.game, { serverSeed: body.serverSeed, clientSeed: body.clientSeed, nonce: body.nonce }, params);
    },

    /**
     * Public lookup of a played round by its id, in the caller's merchant: the server seed appears only
     * once its pair is rotated, and an unfinished round is not shown (its board is still secret).
     */
    async lookup(merchantCode: string, roundId: string): Promise<PgeRoundView> {
      const round = await repo.findRound(db, merchantCode, roundId);
      if (!round || round.status !== 'settled') throw new AppError('pge.round_not_found');
      return roundView(round, await pairOf(round));
    },
  };
}
export type PgeService = ReturnType<typeof createPgeService>;
