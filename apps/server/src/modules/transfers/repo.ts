import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One of a member's wallets (main or at a transfer vendor) with the id of its last entry, read in one snapshot. */
export interface WalletState { walletCode: string; balance: bigint; lastEntryId: number | null }

/**
 * The member's main wallet and vendor wallets, each with its balance and last entry id. The pair is
 * what an automatic transfer is keyed by: two sweeps that saw the same wallet in the same state make
 * the same posting, so the second is a replay and nothing moves twice.
 */
export async function memberWallets(db: Db, merchantCode: string, currency: string, memberId: number): Promise<WalletState[]> {
  const found = ((await db.execute(sql`
    SELECT a.owner_kind, a.owner_id, a.balance::text AS balance,
      (SELECT max(e.id) FROM ledger_entries e WHERE e.account_id = a.id)::text AS last_entry
    FROM ledger_accounts a
    WHERE a.member_id = ${memberId} AND a.merchant_code = ${merchantCode} AND a.currency = ${currency}
      AND a.owner_kind IN ('member', 'member_vendor')`)) as unknown as { rows: { owner_kind: string; owner_id: string; balance: string | null; last_entry: string | null }[] }).rows;
  return found.map((r) => ({
    walletCode: r.owner_kind === 'member' ? 'MAIN' : r.owner_id.slice(r.owner_id.indexOf(':') + 1),
    balance: BigInt(r.balance ?? '0'),
    lastEntryId: r.last_entry === null ? null : Number(r.last_entry),
  }));
}
