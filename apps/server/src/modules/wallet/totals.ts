import type { Db } from '../../db/client';
import type { MerchantService } from '../merchant/service';
import * as repo from './repo';

/**
 * Ledger totals other modules ask of a member's wallet without reading ledger tables themselves:
 * what the withdrawal turnover rule needs.
 */
export function createWalletTotals(deps: { db: Db; merchants: MerchantService }) {
  const { db, merchants } = deps;
  return {
    /**
     * Deposits credited and net bets staked (bets less their refunds) on the member's main wallet
     * since a time (null: ever). Bets are `bet` postings as the games module writes them. Inside a
     * caller's transaction pass it as `executor` (PGlite has one session: another query would wait on it).
     */
    async depositsAndBetsSince(merchantCode: string, memberId: number, since: Date | null, executor: Db = db): Promise<{ deposits: bigint; bets: bigint }> {
      const merchant = merchants.list().find((m) => m.merchantCode === merchantCode);
      if (!merchant) return { deposits: 0n, bets: 0n };
      const totals = await repo.memberTotalsSince(executor, merchantCode, merchant.currency, memberId, since ?? new Date(0), ['deposit', 'bet', 'refund']);
      const total = (type: string) => totals.get(type) ?? 0n;
      // Bet entries debit the wallet (negative); refunds of bets credit it back.
      return { deposits: total('deposit'), bets: -total('bet') - total('refund') };
    },

    /**
     * A member's money and play on its main wallet since it joined (a reviewer's view): deposits, what it
     * withdrew (held or paid), bets net of refunds, and wins; minor units.
     */
    async playSummary(merchantCode: string, memberId: number, executor: Db = db) {
      const merchant = merchants.list().find((m) => m.merchantCode === merchantCode);
      const totals = merchant
        ? await repo.memberTotalsSince(executor, merchantCode, merchant.currency, memberId, new Date(0), ['deposit', 'withdrawal', 'withdrawal_release', 'bet', 'win', 'refund'])
        : new Map<string, bigint>();
      const total = (type: string) => totals.get(type) ?? 0n;
      return { deposits: total('deposit'), withdrawals: -total('withdrawal') - total('withdrawal_release'), bets: -total('bet') - total('refund'), wins: total('win') };
    },
  };
}
export type WalletTotals = ReturnType<typeof createWalletTotals>;
