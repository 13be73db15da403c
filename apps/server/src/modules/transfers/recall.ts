import type { Db } from '../../db/client';
import type { MerchantService } from '../merchant/service';
import * as repo from './repo';

/** Wallets read per page: one range of the owner index per query, never the whole merchant at once. */
export const RECALL_BATCH = 200;

/** What one merchant's recall run found and moved (logged by the job). */
export interface RecallSummary {
  merchantCode: string;
  /** Vendor wallets with money whose game looked closed or idle. */
  seen: number;
  /** Those this run brought home (the rest: moved by a concurrent run or sweep, or played again since). */
  recalled: number;
  amount: bigint;
}

/**
 * The recall job's pass (decision 0037, Recall): for each single-wallet merchant, page through its
 * vendor wallets that hold money and whose game is no longer played (the launch ended, or no launch or
 * wallet call for `idleMinutes`), and bring each home with `recallWallet`. Each wallet is moved on its
 * own (keyed like every automatic transfer, so an overlapping run or a header read pays once); failures
 * are thrown together after the rest were tried.
 */
export function createRecall(deps: {
  db: Db; merchants: MerchantService; idleMinutes: number;
  recallWallet: (merchantCode: string, seen: repo.RecallCandidate) => Promise<bigint>;
}) {
  const { db, merchants } = deps;

  async function merchantRun(merchantCode: string, at: Date, failed: unknown[]): Promise<RecallSummary> {
    const summary: RecallSummary = { merchantCode, seen: 0, recalled: 0, amount: 0n };
    const { currency } = merchants.get(merchantCode);
    const idleBefore = new Date(at.getTime() - deps.idleMinutes * 60_000);
    for (let after = ''; ;) {
      const page = await repo.recallCandidates(db, { merchantCode, currency, at, idleBefore, after, limit: RECALL_BATCH });
      for (const seen of page) {
        summary.seen += 1;
        try {
          const moved = await deps.recallWallet(merchantCode, seen);
          if (moved > 0n) {
            summary.recalled += 1;
            summary.amount += moved;
          }
        } catch (err) {
          failed.push(err);
        }
      }
      if (page.length < RECALL_BATCH) return summary;
      after = page[page.length - 1]!.ownerId;
    }
  }

  return {
    /**
     * One run over every single-wallet merchant; answers what each merchant's part found and moved, and
     * hands each to `report` as it is done (so what moved is logged even when a wallet failed).
     */
    async run(at: Date = new Date(), report?: (summary: RecallSummary) => void): Promise<RecallSummary[]> {
      const failed: unknown[] = [];
      const summaries: RecallSummary[] = [];
      for (const merchant of merchants.list()) {
        if (!merchants.settings(merchant.merchantCode).singleWallet) continue;
        const summary = await merchantRun(merchant.merchantCode, at, failed);
        report?.(summary);
        summaries.push(summary);
      }
      if (failed.length) throw new AggregateError(failed, `${failed.length} idle vendor wallets could not be recalled`);
      return summaries;
    },
  };
}
