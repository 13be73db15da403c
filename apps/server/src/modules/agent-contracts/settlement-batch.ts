import type { CompanionGroup, PostingResult } from '../wallet/service';
import type { Period } from '../../lib/periods';
import * as repo from './repo';

/**
 * Paying settlements in the ledger's group commit (wallet/batch.ts; decision 0026): a period's payouts
 * share transactions of up to the wallet's batch size with each other (and with anyone else's
 * postings), instead of one transaction each. In the batch's first round trip the settlement rows are
 * inserted (unique contract and period, ON CONFLICT DO NOTHING: a row another run holds uncommitted is
 * waited for, then found taken); a contract whose row is taken pays nothing. The rows' posting ids are
 * written with the ledger's writes, before COMMIT, so row and posting commit together or not at all.
 * If the batch fails, each settlement runs on the single path (`alone`), which does the same in a
 * transaction of its own.
 */
export interface SettlementOutcome { amount: bigint; postingId: number }
export interface SettlementItem { row: repo.NewSettlement; period: Period }

interface State {
  /** Settlement ids of the rows this batch inserted, by contract and period; taken out as each is claimed. */
  claimed: Map<string, number>;
  postings: { id: number; postingId: number }[];
}

const keyOf = (row: { contractId: number; periodStart: Date }) => `${row.contractId}\u0000${row.periodStart.getTime()}`;

export function createSettlementBatch(alone: (item: SettlementItem) => Promise<SettlementOutcome | null>): CompanionGroup<SettlementItem, State, SettlementOutcome | null> {
  return {
    async read(q, items) {
      const inserted = await repo.claimSettlements(q, items.map((i) => i.row));
      return { claimed: new Map(inserted.map((r) => [keyOf(r), r.id])), postings: [] };
    },

    check({ row }, state) {
      // Taken by another run, or by an earlier item of this batch (two runs of one process share the wallet's batches).
      if (!state.claimed.has(keyOf(row))) return { answer: null };
      return { post: true };
    },

    record({ row }, state, posted: PostingResult) {
      const id = state.claimed.get(keyOf(row))!;
      state.claimed.delete(keyOf(row));
      state.postings.push({ id, postingId: posted.postingId });
      return { amount: row.amount, postingId: posted.postingId };
    },

    // A row claimed but not paid here (its posting refused, or left to the single path) is taken back,
    // so the period stays open for that contract instead of counting as settled without its payout.
    write: (q, state) => repo.finishSettlements(q, state.postings, [...state.claimed.values()]),

    alone,
  };
}
