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

/** A vendor wallet holding money whose game looks closed, as the recall job saw it (decision 0037, Recall). */
export interface RecallCandidate {
  ownerId: string; memberId: number; vendorCode: string; balance: bigint;
  /** The wallet's last entry when it was seen idle: the recall moves it only if nothing happened since. */
  lastEntryId: number;
  /** The member's newest real-money launch at this vendor, if any: it and older ones end with the recall. */
  sessionId: number | null;
}

/**
 * One page (keyset on the account's owner id, so each page is one range of the owner index) of the
 * merchant's vendor wallets that hold money and whose game is no longer being played: the member's
 * newest real-money launch at that vendor has ended (left, replaced, expired), or neither it nor the
 * wallet's last entry (the launch's transfer in, every stake and win the vendor posted) is newer than
 * `idleBefore`. A wallet with no launch at all (money parked there in multi-wallet mode) qualifies too.
 */
export async function recallCandidates(db: Db, q: {
  merchantCode: string; currency: string; at: Date; idleBefore: Date; after: string; limit: number;
}): Promise<RecallCandidate[]> {
  const found = ((await db.execute(sql`
    SELECT a.owner_id, a.member_id, v.vendor_code, a.balance::text AS balance, le.id::text AS last_entry, s.id::text AS session_id
    FROM ledger_accounts a
    CROSS JOIN LATERAL (SELECT substr(a.owner_id, strpos(a.owner_id, ':') + 1) AS vendor_code) v
    JOIN LATERAL (SELECT e.id, e.created_at FROM ledger_entries e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1) le ON true
    LEFT JOIN LATERAL (
      SELECT ps.id, ps.created_at, ps.expires_at FROM provider_sessions ps
      WHERE ps.merchant_code = a.merchant_code AND ps.member_id = a.member_id AND ps.vendor_code = v.vendor_code AND ps.account_type = 1
      ORDER BY ps.id DESC LIMIT 1) s ON true
    WHERE a.merchant_code = ${q.merchantCode} AND a.owner_kind = 'member_vendor' AND a.owner_id > ${q.after}
      AND a.currency = ${q.currency} AND a.balance > 0
      AND (s.id IS NULL OR s.expires_at <= ${q.at.toISOString()}::timestamptz
        OR greatest(s.created_at, le.created_at) < ${q.idleBefore.toISOString()}::timestamptz)
    ORDER BY a.owner_id
    LIMIT ${q.limit}`)) as unknown as { rows: { owner_id: string; member_id: number; vendor_code: string; balance: string; last_entry: string; session_id: string | null }[] }).rows;
  return found.map((r) => ({
    ownerId: r.owner_id, memberId: Number(r.member_id), vendorCode: r.vendor_code, balance: BigInt(r.balance),
    lastEntryId: Number(r.last_entry), sessionId: r.session_id === null ? null : Number(r.session_id),
  }));
}

/**
 * Ends the member's live launch tokens at a vendor up to the one the recall saw (a launch that came
 * after it keeps its token): the provider can stake no more with them.
 */
export async function endSessionsUpTo(db: Db, q: { merchantCode: string; memberId: number; vendorCode: string; sessionId: number }): Promise<void> {
  await db.execute(sql`
    UPDATE provider_sessions SET expires_at = now()
    WHERE merchant_code = ${q.merchantCode} AND member_id = ${q.memberId} AND vendor_code = ${q.vendorCode}
      AND id <= ${q.sessionId} AND expires_at > now()`);
}
