import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema';
import type { Owner } from './posting';

/**
 * Read-only SQL of the operator views of one account that is not a member's wallet (a promotion's
 * budget, decision 0058): what went in and out of it by posting type, and its movements. Every query
 * starts from the account's own index (ledger_entries_account), never from the merchant's postings.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface AccountTotalsRow { owner_id: string; balance: string | null; type: string | null; total: string | null }

/** Per account of one kind (several owners at once: a page of promotions), its cached balance and its net amount per posting type. */
export async function totalsByType(db: Db, merchantCode: string, currency: string, kind: Owner['kind'], ownerIds: string[]) {
  if (!ownerIds.length) return [];
  return rows<AccountTotalsRow>(db, sql`
    SELECT a.owner_id, a.balance::text AS balance, p.type, SUM(e.amount)::text AS total
    FROM ${ledgerAccounts} a
    LEFT JOIN ${ledgerEntries} e ON e.account_id = a.id
    LEFT JOIN ${ledgerPostings} p ON p.id = e.posting_id
    WHERE a.merchant_code = ${merchantCode} AND a.currency = ${currency} AND a.owner_kind = ${kind}
      AND a.owner_id IN (${sql.join(ownerIds.map((id) => sql`${id}`), sql`, `)})
    GROUP BY a.owner_id, a.balance, p.type`);
}

export interface AccountEntryRow {
  posting_id: string; type: string; amount: string; balance_after: string | null; actor_id: string; memo: string | null;
  created_at: string | Date;
  /** The member on the posting's other side, if any (a payout's player). */
  member_id: number | null;
}

/** One page of an account's entries, newest first, with the member its posting paid or took from. */
export async function entryPage(db: Db, accountId: number, limit: number, offset: number) {
  const [list, [count]] = await Promise.all([
    rows<AccountEntryRow>(db, sql`
      SELECT e.posting_id::text, p.type, e.amount::text, e.balance_after::text, p.actor_id, p.memo, e.created_at,
        (SELECT a.member_id FROM ${ledgerEntries} o JOIN ${ledgerAccounts} a ON a.id = o.account_id
          WHERE o.posting_id = e.posting_id AND a.member_id IS NOT NULL ORDER BY o.id LIMIT 1) AS member_id
      FROM ${ledgerEntries} e JOIN ${ledgerPostings} p ON p.id = e.posting_id
      WHERE e.account_id = ${accountId}
      ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}`),
    rows<{ n: string }>(db, sql`SELECT COUNT(*)::text AS n FROM ${ledgerEntries} WHERE account_id = ${accountId}`),
  ]);
  return { list, total: Number(count!.n) };
}
