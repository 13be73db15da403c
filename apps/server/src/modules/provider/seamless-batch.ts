import { AppError } from '../../lib/errors';
import type { CompanionGroup, PostingResult } from '../wallet/service';
import * as batchRepo from './batch-repo';

/**
 * Seamless bets and wins in the ledger's group commit (decision 0023): concurrent calls share one
 * transaction with everyone else's postings, instead of one transaction each. The batch reads the
 * calls' transactions and locks their rounds before the ledger locks the wallets (the single path's
 * order), decides each call as the single path would, and writes the transaction rows, the rounds'
 * sums and the rounds that bets open with the ledger's writes. A second call on a round within one batch, and anything else a batch
 * cannot decide alone, runs on the single path after it (`alone`).
 */
export interface BatchCall {
  kind: 'bet' | 'win';
  merchantCode: string; vendorCode: string; memberId: number; roundId: string; transactionId: string; gameCode: string; amount: bigint;
  /** For a bet's round when it is new. */
  gameId: number | null; gameType: string | null; currency: string; demo: boolean;
  /** The wallet the call moves (main, or the member's wallet at a transfer-mode vendor). */
  walletKind: 'member' | 'member_vendor';
}
export interface CallOutcome { balance: bigint; transactionId: string | null; duplicate: boolean }

interface State {
  rounds: Map<string, batchRepo.BatchRound>;
  /** Transactions by id, and rollbacks by the id of the bet they name. */
  transactions: Map<string, batchRepo.BatchTransaction>;
  rollbacksOf: Set<string>;
  touched: Set<string>;
  writes: batchRepo.CallRow[];
}

const roundKey = (c: { merchantCode: string; vendorCode: string; roundId: string }) => `${c.merchantCode}\u0000${c.vendorCode}\u0000${c.roundId}`;
const transactionKey = (merchantCode: string, vendorCode: string, transactionId: string) => `${merchantCode}\u0000${vendorCode}\u0000${transactionId}`;

/** A transaction id seen before: the original answer if the request is the same one, else a conflict. */
export function replayOf(seen: Pick<batchRepo.BatchTransaction, 'kind' | 'roundId' | 'memberId' | 'amount' | 'refTransactionId' | 'transactionId' | 'result'>,
  kind: batchRepo.BatchTransaction['kind'], same: { roundId: string; memberId: number; amount?: bigint; ref?: string }): CallOutcome {
  const matches = seen.kind === kind && seen.roundId === same.roundId && seen.memberId === same.memberId
    && (same.amount === undefined || seen.amount === same.amount) && (same.ref === undefined || seen.refTransactionId === same.ref);
  if (!matches) throw new AppError('provider.transaction_conflict');
  return { balance: BigInt(seen.result.balance), transactionId: seen.transactionId, duplicate: true };
}

export function createSeamlessBatch(deps: { now: () => Date; alone: (call: BatchCall) => Promise<CallOutcome> }): CompanionGroup<BatchCall, State, CallOutcome> {
  return {
    async read(q, calls) {
      const rounds = new Map(calls.map((c) => [roundKey(c), c]));
      const [existing, transactions] = await Promise.all([batchRepo.lockRounds(q, [...rounds.values()]), batchRepo.findTransactions(q, calls)]);
      const state: State = { rounds: new Map(), transactions: new Map(), rollbacksOf: new Set(), touched: new Set(), writes: [] };
      for (const r of existing) state.rounds.set(roundKey(r), r);
      for (const t of transactions) {
        state.transactions.set(transactionKey(t.merchantCode, t.vendorCode, t.transactionId), t);
        if (t.kind === 'rollback' && t.refTransactionId !== null) state.rollbacksOf.add(transactionKey(t.merchantCode, t.vendorCode, t.refTransactionId));
      }
      return state;
    },

    check(call, state) {
      const key = roundKey(call);
      if (state.touched.has(key)) return { alone: true };
      state.touched.add(key);
      // A bet on a round not seen before opens it (written with the call); a win needs its round.
      const round = state.rounds.get(key) ?? (call.kind === 'bet' ? { memberId: call.memberId, status: 'open' as const } : undefined);
      if (!round) return { error: new AppError('provider.round_not_found') };
      const txKey = transactionKey(call.merchantCode, call.vendorCode, call.transactionId);
      const seen = state.transactions.get(txKey);
      try {
        if (seen) return { answer: replayOf(seen, call.kind, { roundId: call.roundId, memberId: call.memberId, amount: call.amount }) };
      } catch (err) {
        return { error: err as AppError };
      }
      if (round.memberId !== call.memberId) return { error: new AppError('provider.player_mismatch') };
      // A rollback of this id came first: the bet is cancelled before it arrived and must not take money now.
      if (call.kind === 'bet' && state.rollbacksOf.has(txKey)) return { error: new AppError('provider.bet_resolved') };
      if (round.status !== 'open') return { error: new AppError('provider.round_closed') };
      return { post: true };
    },

    record(call, state, posted: PostingResult) {
      const entry = posted.entries.find((e) => e.memberId === call.memberId && e.kind === call.walletKind)!;
      const bet = call.kind === 'bet';
      state.writes.push({
        merchantCode: call.merchantCode, vendorCode: call.vendorCode, transactionId: call.transactionId, kind: call.kind, roundId: call.roundId,
        memberId: call.memberId, amount: call.amount, state: bet ? 'open' : 'done', postingId: posted.postingId, balance: entry.balanceAfter!,
        round: {
          id: state.rounds.get(roundKey(call))?.id ?? null, addBet: bet ? call.amount : 0n, addWin: bet ? 0n : call.amount, settledAt: bet ? null : deps.now(),
          gameCode: call.gameCode, gameId: call.gameId, gameType: call.gameType, currency: call.currency, demo: call.demo,
        },
      });
      return { balance: entry.balanceAfter!, transactionId: call.transactionId, duplicate: false };
    },

    write: (q, state) => batchRepo.writeCalls(q, state.writes),

    alone: deps.alone,
  };
}
