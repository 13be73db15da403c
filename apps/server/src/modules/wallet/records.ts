import type {
  AccountRecordPage, AccountRecordQuery, BettingRecordPage, Language, PagedRecordQuery, PersonalProfit, PostingType, RecordPeriodQuery,
} from '@platform/contracts';
import { addDays, resolvePeriod, startOfDay, todayIn } from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { displayAmount } from '../../lib/money';
import type { Merchant, MerchantService } from '../merchant/service';
import * as repo from './records-repo';
import { gameNames, loadNames, subjectOf, type PostingFacts, type RecordNameSource } from './record-subjects';

interface MemberRef { id: number; merchantCode: string }

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();
const money = (v: string | bigint) => displayAmount(typeof v === 'bigint' ? v : BigInt(v));

/**
 * The member's records, read from the ledger (decision 0017): every query is scoped to the
 * authenticated member's own account in the member's merchant, over whole days in the merchant's zone.
 */
export function createWalletRecords(deps: { db: Db; merchants: MerchantService; names: RecordNameSource; now?: () => Date }) {
  const { db, merchants, names } = deps;
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

  /** The range over every wallet the member plays from: rounds at transfer-mode vendors post to the vendor wallet (decision 0037). */
  async function playRange(member: MemberRef, merchant: { merchantCode: string; currency: string }, range: repo.RecordRange): Promise<repo.RecordRange> {
    const vendors = await repo.memberVendorAccountIds(db, merchant.merchantCode, merchant.currency, member.id);
    return vendors.length ? { ...range, accountIds: [range.accountId, ...vendors] } : range;
  }

  const pages = (totalCount: number, pageSize: number) => Math.ceil(totalCount / pageSize);

  async function entriesPage(member: MemberRef, language: Language, q: PagedRecordQuery, types: readonly PostingType[] | null): Promise<AccountRecordPage> {
    const { merchant, period, range } = await scope(member, q);
    const base = { period, currency: merchant.currency, pageNo: q.pageNo, pageSize: q.pageSize };
    if (!range) return { ...base, list: [], totalCount: 0, totalPages: 0 };
    const [found, totalCount] = await Promise.all([
      repo.listEntries(db, range, types, q.pageSize, (q.pageNo - 1) * q.pageSize),
      repo.countEntries(db, range, types),
    ]);
    const facts: PostingFacts[] = found.map((e) => ({ type: e.type, amount: BigInt(e.amount), reference: e.reference, memo: e.memo, actorId: e.actor_id }));
    const named = await loadNames(names, merchant.merchantCode, language, facts);
    return {
      ...base, totalCount, totalPages: pages(totalCount, q.pageSize),
      list: found.map((e, i) => ({
        postingId: Number(e.posting_id), type: e.type as PostingType, amount: money(e.amount), balanceAfter: money(e.balance_after ?? '0'),
        createdAt: iso(e.created_at), subject: subjectOf(facts[i]!, named),
      })),
    };
  }

  return {
    /** Every posting on the member's main wallet, filtered by kind and period, newest first. */
    accountRecord(member: MemberRef, language: Language, q: AccountRecordQuery) {
      return entriesPage(member, language, q, q.type ? [q.type] : null);
    },

    /** Bonus details: the member's `bonus` postings, and the bonuses taken back (forfeited or expired). */
    bonusDetails(member: MemberRef, language: Language, q: PagedRecordQuery) {
      return entriesPage(member, language, q, ['bonus', 'bonus_forfeit']);
    },

    /** Game rounds from bet, win and refund postings grouped by round reference; empty until games post. */
    async bettingRecord(member: MemberRef, language: Language, q: PagedRecordQuery): Promise<BettingRecordPage> {
      const { merchant, period, range } = await scope(member, q);
      const base = { period, currency: merchant.currency, pageNo: q.pageNo, pageSize: q.pageSize };
      if (!range) return { ...base, list: [], totalCount: 0, totalPages: 0, summary: { rounds: 0, betAmount: 0, winAmount: 0, refundAmount: 0, profit: 0 } };
      const play = await playRange(member, merchant, range);
      const [found, totals] = await Promise.all([repo.listRounds(db, play, q.pageSize, (q.pageNo - 1) * q.pageSize), repo.roundTotals(db, play)]);
      const named = await loadNames(names, merchant.merchantCode, language, found.map((r) => ({ type: 'bet', amount: 0n, reference: r.round_id, memo: r.game, actorId: r.actor_id })));
      return {
        ...base, totalCount: totals.rounds, totalPages: pages(totals.rounds, q.pageSize),
        summary: {
          rounds: totals.rounds, betAmount: money(totals.bet), winAmount: money(totals.win), refundAmount: money(totals.refund),
          profit: money(totals.win + totals.refund - totals.bet),
        },
        list: found.map((r) => ({
          roundId: r.round_id, ...gameNames(named, r.actor_id, r.game), betAmount: money(r.bet), winAmount: money(r.win), refundAmount: money(r.refund),
          profit: money(BigInt(r.win) + BigInt(r.refund) - BigInt(r.bet)), startedAt: iso(r.started_at), endedAt: iso(r.ended_at),
        })),
      };
    },

    /** Sums per kind over the period and the net profit (wins + refunds + bonuses − bets). */
    async personalProfit(member: MemberRef, q: RecordPeriodQuery): Promise<PersonalProfit> {
      const { merchant, period, range } = await scope(member, q);
      const main = range ? await repo.sumsByType(db, range) : [];
      // Bets, wins and refunds at transfer-mode vendors count too; the vendor wallets' other postings are transfers, not profit.
      const play = range ? await repo.sumsByType(db, await playRange(member, merchant, range)) : [];
      const isRound = (type: string) => type === 'bet' || type === 'win' || type === 'refund';
      const sums = [...main.filter((s) => !isRound(s.type)), ...play.filter((s) => isRound(s.type))].sort((a, b) => (a.type < b.type ? -1 : 1));
      const net = (...types: PostingType[]) => sums.filter((s) => (types as string[]).includes(s.type)).reduce((t, s) => t + s.total, 0n);
      const bets = -net('bet');
      const wins = net('win');
      const refunds = net('refund');
      const bonuses = net('bonus', 'bonus_forfeit');
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
