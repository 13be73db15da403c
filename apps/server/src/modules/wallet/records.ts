import type {
  AccountRecordPage, AccountRecordQuery, BettingRecordPage, PagedRecordQuery, PersonalProfit, PostingType, RecordPeriodQuery,
} from '@platform/contracts';
import { addDays, resolvePeriod, startOfDay, todayIn } from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { displayAmount } from '../../lib/money';
import type { Merchant, MerchantService } from '../merchant/service';
import * as repo from './records-repo';

/**
 * Posting kinds whose memo is written for the player (the game's name, the other side of a transfer).
 * Others, such as an operator's adjustment reason, are internal notes and stay out of the record.
 */
const PLAYER_MEMOS: ReadonlySet<string> = new Set<PostingType>(['bet', 'win', 'refund', 'bonus', 'transfer', 'upline_transfer', 'vendor_transfer', 'commission']);

interface MemberRef { id: number; merchantCode: string }

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();
const money = (v: string | bigint) => displayAmount(typeof v === 'bigint' ? v : BigInt(v));

/**
 * The member's records, read from the ledger (decision 0017): every query is scoped to the
 * authenticated member's own account in the member's merchant, over whole days in the merchant's zone.
 */
export function createWalletRecords(deps: { db: Db; merchants: MerchantService; now?: () => Date }) {
  const { db, merchants } = deps;
  const now = deps.now ?? (() => new Date());

  const merchantOf = (code: string): Merchant => merchants.get(code);

  /** The period asked for, as calendar dates and as the instants [start, end) in the merchant's zone. */
  function periodOf(merchant: Merchant, q: RecordPeriodQuery) {
    const period = resolvePeriod(q, todayIn(merchant.timeZone, now()));
    if (!period) throw new AppError('records.period_invalid');
    return {
      period: { ...period, timeZone: merchant.timeZone },
      start: startOfDay(period.from, merchant.timeZone),
      end: startOfDay(addDays(period.to, 1), merchant.timeZone),
    };
  }

  async function scope(member: MemberRef, q: RecordPeriodQuery) {
    const merchant = merchantOf(member.merchantCode);
    const { period, start, end } = periodOf(merchant, q);
    const accountId = await repo.findMemberAccount(db, merchant.merchantCode, merchant.currency, 'member', String(member.id));
    return { merchant, period, range: accountId === undefined ? null : { accountId, start, end } };
  }

  const pages = (totalCount: number, pageSize: number) => Math.ceil(totalCount / pageSize);

  async function entriesPage(member: MemberRef, q: PagedRecordQuery, types: readonly PostingType[] | null): Promise<AccountRecordPage> {
    const { merchant, period, range } = await scope(member, q);
    const base = { period, currency: merchant.currency, pageNo: q.pageNo, pageSize: q.pageSize };
    if (!range) return { ...base, list: [], totalCount: 0, totalPages: 0 };
    const [found, totalCount] = await Promise.all([
      repo.listEntries(db, range, types, q.pageSize, (q.pageNo - 1) * q.pageSize),
      repo.countEntries(db, range, types),
    ]);
    return {
      ...base, totalCount, totalPages: pages(totalCount, q.pageSize),
      list: found.map((e) => ({
        postingId: Number(e.posting_id), type: e.type as PostingType, amount: money(e.amount), balanceAfter: money(e.balance_after ?? '0'),
        createdAt: iso(e.created_at), reference: e.reference, memo: PLAYER_MEMOS.has(e.type) ? e.memo : null,
      })),
    };
  }

  return {
    /** Every posting on the member's main wallet, filtered by kind and period, newest first. */
    accountRecord(member: MemberRef, q: AccountRecordQuery) {
      return entriesPage(member, q, q.type ? [q.type] : null);
    },

    /** Bonus details: the member's `bonus` postings. */
    bonusDetails(member: MemberRef, q: PagedRecordQuery) {
      return entriesPage(member, q, ['bonus']);
    },

    /** Game rounds from bet, win and refund postings grouped by round reference; empty until games post. */
    async bettingRecord(member: MemberRef, q: PagedRecordQuery): Promise<BettingRecordPage> {
      const { merchant, period, range } = await scope(member, q);
      const base = { period, currency: merchant.currency, pageNo: q.pageNo, pageSize: q.pageSize };
      if (!range) return { ...base, list: [], totalCount: 0, totalPages: 0, summary: { rounds: 0, betAmount: 0, winAmount: 0, refundAmount: 0, profit: 0 } };
      const [found, totals] = await Promise.all([repo.listRounds(db, range, q.pageSize, (q.pageNo - 1) * q.pageSize), repo.roundTotals(db, range)]);
      return {
        ...base, totalCount: totals.rounds, totalPages: pages(totals.rounds, q.pageSize),
        summary: {
          rounds: totals.rounds, betAmount: money(totals.bet), winAmount: money(totals.win), refundAmount: money(totals.refund),
          profit: money(totals.win + totals.refund - totals.bet),
        },
        list: found.map((r) => ({
          roundId: r.round_id, game: r.game, betAmount: money(r.bet), winAmount: money(r.win), refundAmount: money(r.refund),
          profit: money(BigInt(r.win) + BigInt(r.refund) - BigInt(r.bet)), startedAt: iso(r.started_at), endedAt: iso(r.ended_at),
        })),
      };
    },

    /** Sums per kind over the period and the net profit (wins + refunds + bonuses − bets). */
    async personalProfit(member: MemberRef, q: RecordPeriodQuery): Promise<PersonalProfit> {
      const { merchant, period, range } = await scope(member, q);
      const sums = range ? await repo.sumsByType(db, range) : [];
      const net = (...types: PostingType[]) => sums.filter((s) => (types as string[]).includes(s.type)).reduce((t, s) => t + s.total, 0n);
      const bets = -net('bet');
      const wins = net('win');
      const refunds = net('refund');
      const bonuses = net('bonus');
      return {
        period, currency: merchant.currency,
        deposits: money(net('deposit')), withdrawals: money(-net('withdrawal', 'withdrawal_release')),
        bets: money(bets), wins: money(wins), refunds: money(refunds), bonuses: money(bonuses), adjustments: money(net('adjustment')),
        netProfit: money(wins + refunds + bonuses - bets),
        byType: sums.map((s) => ({ type: s.type as PostingType, amount: money(s.total), count: s.count })),
      };
    },
  };
}
export type WalletRecords = ReturnType<typeof createWalletRecords>;
