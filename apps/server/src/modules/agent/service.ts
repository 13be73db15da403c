import type {
  DownlineDetails, DownlineExportQuery, DownlineItem, DownlineListQuery, DownlinePage, DownlineRegisterResult, DownlineStatusResult,
  DownlineTransferResult, PostingType, RecordPeriodQuery, TeamBetting, TeamBettingQuery, TeamOverview, TeamProfitPage, TeamProfitQuery,
  TeamTransactionsPage, TeamTransactionsQuery, downlineRegisterBody, downlineTransferBody,
} from '@platform/contracts';
import { DOWNLINE_CSV_COLUMNS, DOWNLINE_EXPORT_MAX, DOWNLINE_SEARCH_MIN, TEAM_TRANSACTIONS_COUNT_MAX, addDays, daysBetween, isAgentType, localDateTime, resolvePeriod, startOfDay, todayIn } from '@platform/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError } from '../../lib/errors';
import { maskEmail, maskMobile } from '../../lib/mask';
import { displayAmount, formatAmount } from '../../lib/money';
import type { Actor } from '../audit/service';
import type { MemberRow } from '../member/repo';
import type { MemberService } from '../member/service';
import type { MerchantService } from '../merchant/service';
import type { SecurityService } from '../security/service';
import type { WalletService } from '../wallet/service';
import * as repo from './repo';
import { createTeamRollup } from './rollup';

const money = (v: string | bigint | null | undefined) => displayAmount(v === null || v === undefined ? 0n : typeof v === 'bigint' ? v : BigInt(v));
const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();
const pages = (totalCount: number, pageSize: number) => Math.ceil(totalCount / pageSize);

/**
 * A day's first instant in a zone, remembered: `startOfDay` builds an Intl formatter per call (twice),
 * which made a 30-day overview spend 3 ms of the server's CPU on its day starts alone. A day's start
 * never changes, so the cache only needs a bound.
 */
const dayStartCache = new Map<string, Date>();
function dayStart(date: string, timeZone: string): Date {
  const key = `${timeZone} ${date}`;
  let at = dayStartCache.get(key);
  if (!at) {
    if (dayStartCache.size >= 20_000) dayStartCache.clear();
    at = startOfDay(date, timeZone);
    dayStartCache.set(key, at);
  }
  return at;
}

/** One CSV field: quoted when it holds a separator, a quote or a line break; a leading formula character is defused. */
/**
 * The downline list's filter. A username part must have DOWNLINE_SEARCH_MIN characters: shorter parts
 * have no trigram to look up and would walk and count the whole team (decision 0028).
 */
function downlineFilter(q: DownlineExportQuery): repo.DownlineFilter {
  const username = q.username || undefined;
  if (username && username.length < DOWNLINE_SEARCH_MIN) throw new AppError('agent.search_too_short');
  return { direct: q.scope === 'direct', username, status: q.status };
}

function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The agent area (spec §2 agent centre, §6 agent role; decision 0025). Every function takes the acting
 * agent (an authenticated member of an agent type) and reads or acts only inside its downline, which
 * the repo expresses as the agent's path prefix in its merchant. Money moves through the wallet
 * service; accounts are opened and enabled or disabled by the member service.
 */
export function createAgentService(deps: {
  db: Db; members: MemberService; merchants: MerchantService; wallet: WalletService; security: SecurityService; now?: () => Date;
}) {
  const { db, members, merchants, wallet, security } = deps;
  const now = deps.now ?? (() => new Date());

  const rollup = createTeamRollup({ db, merchants, now });

  /**
   * Per merchant, the roll-up's watermarks and tail flags as the reports' last statements saw them
   * (decision 0028), so a report is one statement per request instead of two. Each report's statement
   * returns what its own snapshot says of the parts it reads; readRolledUp reads again when that differs.
   */
  const coveredSeen = new Map<string, repo.Covered>();
  /**
   * A report read from the roll-up plus its live tail. `read` runs the statement with what the last one
   * saw (the merchant's first request asks); `seen` takes from its rows the watermarks and flags of its
   * own snapshot, leaving the parts it does not read as they were. When a watermark moved (a run
   * committed since) or a tail part left out has rows now, it reads again with them — about once a
   * minute — so roll-up and tail never overlap or miss. A flag found false that was true is only work saved.
   */
  async function readRolledUp<T>(merchantCode: string, what: string, read: (c: repo.Covered) => Promise<T[]>, seen: (rows: T[], c: repo.Covered) => repo.Covered) {
    let c = coveredSeen.get(merchantCode) ?? await repo.covered(db, merchantCode, { money: true });
    for (let attempt = 0; ; attempt++) {
      const found = await read(c);
      const now = seen(found, c);
      coveredSeen.set(merchantCode, now);
      const missed = (Object.keys(now.tail) as (keyof repo.Covered['tail'])[]).some((k) => now.tail[k] && !c.tail[k]);
      const moved = now.roundsAt !== c.roundsAt || now.depositsAt !== c.depositsAt || now.moneyAt !== c.moneyAt || now.memberId !== c.memberId;
      if (!moved && !missed) return found;
      if (attempt === 4) throw new Error(`team roll-up watermark kept moving while reading ${what}`);
      c = now;
    }
  }
  const scopeOf = (agent: MemberRow): repo.AgentScope => ({ merchantCode: agent.merchantCode, agentId: agent.id, prefix: repo.prefixOf(agent), depth: agent.depth });

  /** The period in the merchant's zone: dates, [start, end) and each day's start (DST-safe buckets). */
  function rangeOf(agent: MemberRow, q: RecordPeriodQuery) {
    const merchant = merchants.get(agent.merchantCode);
    const period = resolvePeriod(q, todayIn(merchant.timeZone, now()));
    if (!period) throw new AppError('records.period_invalid');
    const days = daysBetween(period.from, period.to);
    const dayStarts = Array.from({ length: days }, (_, i) => dayStart(addDays(period.from, i), merchant.timeZone));
    return {
      merchant, period: { ...period, timeZone: merchant.timeZone }, days,
      range: { start: dayStarts[0]!, end: dayStart(addDays(period.to, 1), merchant.timeZone), dayStarts, dates: dayStarts.map((_, i) => addDays(period.from, i)) },
    };
  }

  function item(agent: MemberRow, r: repo.DownlineRow): DownlineItem {
    return {
      id: r.id, username: r.username, nickname: r.nickname, type: r.type, isAgent: isAgentType(r.type), status: r.status,
      lockedByOperator: r.status === 'disabled' && r.disabled_by === 'operator', level: r.depth - agent.depth, uplineUsername: r.upline_username, balance: money(r.balance),
      registeredAt: iso(r.created_at), lastLoginAt: r.last_login_at ? iso(r.last_login_at) : null,
    };
  }

  /** A member of the agent's downline, or agent.downline_not_found (outside it, another merchant, the agent itself). */
  async function downline(agent: MemberRow, id: number) {
    const row = await repo.findInTeam(db, scopeOf(agent), id);
    if (!row) throw new AppError('agent.downline_not_found');
    return row;
  }

  async function directDownline(agent: MemberRow, id: number) {
    const row = await downline(agent, id);
    if (row.depth !== agent.depth + 1) throw new AppError('agent.not_direct_downline');
    return row;
  }

  const actorOf = (ctx: RequestContext, agent: MemberRow): Actor => ({ type: 'member', id: String(agent.id), ip: ctx.ip, merchantCode: agent.merchantCode });

  return {
    /** Agent types 1, 2, 41, 42 only (spec §6): anyone else gets member.not_agent, as at the agent site's login. */
    requireAgent(member: MemberRow) {
      if (!isAgentType(member.type)) throw new AppError('member.not_agent');
      return member;
    },

    /**
     * Team overview: sizes now, activity over the period, and one point per day for the charts. Read
     * from the team roll-up (decision 0028: about one row a day) plus its live tail — rounds, deposits
     * and members newer than its watermark — so the figures are exact and current.
     */
    async teamOverview(agent: MemberRow, q: RecordPeriodQuery): Promise<TeamOverview> {
      const { merchant, period, range } = rangeOf(agent, q);
      const scope = scopeOf(agent);
      const found = await readRolledUp(agent.merchantCode, 'the overview', (c) => repo.overviewFigures(db, scope, range, c), repo.overviewCovered);
      const zero = () => ({ newMembers: 0, active: 0, depositors: 0, rounds: 0n, bet: 0n, valid: 0n, win: 0n, deposits: 0n, deposited: 0n });
      const perDay = new Map(range.dates.map((d) => [d, zero()]));
      const total = zero();
      const sizes = { team: 0, agents: 0, direct: 0 };
      const played = new Set<number>();
      const paid = new Set<number>();
      for (const r of found) {
        const x = r.day === null ? undefined : perDay.get(r.day);
        const both = (f: (y: ReturnType<typeof zero>) => void) => {
          if (x) f(x);
          f(total);
        };
        if (r.k === 'covered') continue;
        if (r.k === 'sizes') Object.assign(sizes, { team: Number(r.a), agents: Number(r.b), direct: Number(r.c) });
        else if (r.k === 'days') {
          both((y) => {
            y.newMembers += r.g; y.rounds += BigInt(r.a); y.bet += BigInt(r.b); y.valid += BigInt(r.c); y.win += BigInt(r.d);
            y.deposits += BigInt(r.e); y.deposited += BigInt(r.f);
          });
        } else if (r.k === 'play' || r.k === 'deposit') {
          // Per day: active that day; over the period: the members' first active day in it.
          const key = r.k === 'play' ? 'active' : 'depositors';
          if (x) x[key] += Number(r.a);
          total[key] += Number(r.b);
        } else if (r.k === 'joined') both((y) => { y.newMembers += Number(r.a); });
        else if (r.k === 'rounds') {
          both((y) => { y.rounds += BigInt(r.a); y.bet += BigInt(r.b); y.valid += BigInt(r.c); y.win += BigInt(r.d); });
          if (r.new_day && x) x.active += 1;
          if (r.new_period) played.add(r.member_id!);
        } else {
          both((y) => { y.deposits += BigInt(r.a); y.deposited += BigInt(r.b); });
          if (r.new_day && x) x.depositors += 1;
          if (r.new_period) paid.add(r.member_id!);
        }
      }
      // A member newly active in the period counts once, however many tail days it has.
      total.active += played.size;
      total.depositors += paid.size;
      return {
        period, currency: merchant.currency, currencySymbol: merchant.currencySymbol,
        teamSize: sizes.team, directCount: sizes.direct, agentCount: sizes.agents,
        newMembers: total.newMembers, activeMembers: total.active,
        depositCount: Number(total.deposits), depositAmount: money(total.deposited), depositors: total.depositors,
        betAmount: money(total.bet), validBet: money(total.valid), winAmount: money(total.win), profitLoss: money(total.win - total.valid),
        series: range.dates.map((date) => {
          const x = perDay.get(date)!;
          return { date, newMembers: x.newMembers, activeMembers: x.active, depositAmount: money(x.deposited), validBet: money(x.valid), profitLoss: money(x.win - x.valid) };
        }),
      };
    },

    /** The team roll-up job's work (decision 0028); `until` defaults to now less the commit lag. */
    rollupTeams: (opts: { until?: Date; rebuild?: boolean } = {}) => rollup.run(opts),

    /** Downline management: direct downline or the whole team, by username part and status, one page. */
    async downlineList(agent: MemberRow, q: DownlineListQuery): Promise<DownlinePage> {
      const filter = downlineFilter(q);
      const scope = scopeOf(agent);
      const offset = (q.pageNo - 1) * q.pageSize;
      const { username } = filter;
      const page = username
        ? await repo.searchDownline(db, scope, { ...filter, username }, q.pageSize, offset)
        : await repo.pageDownline(db, scope, filter, q.pageSize, offset);
      const totalCount = page.total ?? await repo.countDownline(db, scope, filter);
      return { list: page.list.map((r) => item(agent, r)), pageNo: q.pageNo, pageSize: q.pageSize, totalCount, totalPages: pages(totalCount, q.pageSize) };
    },

    /** The same list as CSV (header row, at most DOWNLINE_EXPORT_MAX rows). */
    async downlineCsv(agent: MemberRow, q: DownlineExportQuery): Promise<string> {
      const found = await repo.listDownline(db, scopeOf(agent), downlineFilter(q), DOWNLINE_EXPORT_MAX, 0);
      // Times in the merchant's zone, as the pages show them (decision 0038), not UTC ISO text.
      const { timeZone } = merchants.get(agent.merchantCode);
      const local = (iso: string | null) => (iso ? localDateTime(new Date(iso), timeZone) : null);
      const lines = found.map((r) => {
        const i = item(agent, r);
        return [i.id, i.username, i.nickname, i.type, i.level, i.uplineUsername, i.status, formatAmount(BigInt(r.balance ?? '0')), local(i.registeredAt), local(i.lastLoginAt)].map(csvField).join(',');
      });
      return `${[DOWNLINE_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
    },

    async downlineDetails(agent: MemberRow, id: number): Promise<DownlineDetails> {
      const row = await downline(agent, id);
      const [counts, figures] = await Promise.all([
        repo.teamSizes(db, { merchantCode: agent.merchantCode, agentId: row.id, prefix: repo.prefixOf(row), depth: row.depth }),
        repo.lifetimeFigures(db, agent.merchantCode, row.id),
      ]);
      return {
        ...item(agent, row),
        mobile: row.mobile ? maskMobile(row.dialing_code, row.mobile) : null, email: row.email ? maskEmail(row.email) : null,
        teamSize: counts.team, directCount: counts.direct, mustChangePassword: row.must_change_password,
        depositAmount: money(figures.deposit), validBet: money(figures.valid), profitLoss: money(figures.pl),
        currency: merchants.get(agent.merchantCode).currency,
      };
    },

    /** Enables or disables a member of the downline (any depth); audited by the member service. */
    async setDownlineStatus(ctx: RequestContext, agent: MemberRow, id: number, status: 'active' | 'disabled'): Promise<DownlineStatusResult> {
      await downline(agent, id);
      const { changed } = await members.setStatus(ctx, agent.id, agent.merchantCode, id, status);
      return { id, status, changed };
    },

    /** Register center: a new direct downline with a default password to change at its first login. */
    async registerDownline(ctx: RequestContext, agent: MemberRow, body: z.output<typeof downlineRegisterBody>): Promise<DownlineRegisterResult> {
      const row = await members.openDownlineAccount(ctx, agent, body);
      return {
        id: row.id, username: row.username, type: row.type, inviteCode: row.inviteCode, mustChangePassword: row.mustChangePassword,
        registeredAt: row.createdAt.toISOString(),
      };
    },

    /**
     * Transfer to a direct downline: the agent's wallet to the downline's in one posting, with the
     * agent's fund password (checked as for the transfer to upline), keyed by the agent's request id.
     */
    async transferToDownline(ctx: RequestContext, agent: MemberRow, body: z.output<typeof downlineTransferBody>): Promise<DownlineTransferResult> {
      const amount = wallet.positiveAmount(agent.merchantCode, body.amount);
      const target = await directDownline(agent, body.downlineId);
      await security.checkFundPassword(agent, body.fundPassword);
      const sent = await wallet.memberTransfer({
        merchantCode: agent.merchantCode, type: 'downline_transfer', actor: actorOf(ctx, agent), requestId: body.requestId, amount, from: agent, to: target,
      });
      return { ...sent, downline: target.username };
    },

    /**
     * Team betting by product (category, or category and vendor) over a period: the product roll-up
     * (decision 0028) plus its live tail in one statement, as the overview, so the figures — distinct
     * players included — are exact and current.
     */
    async teamBetting(agent: MemberRow, q: TeamBettingQuery): Promise<TeamBetting> {
      const { merchant, period, range } = rangeOf(agent, q);
      const scope = scopeOf(agent);
      const found = await readRolledUp(agent.merchantCode, 'team betting', (c) => repo.bettingFigures(db, scope, range, c, q.groupBy === 'vendor', q.gameType), repo.bettingCovered);
      const zero = () => ({ rounds: 0n, players: 0, bet: 0n, valid: 0n, win: 0n });
      const products = new Map<string, ReturnType<typeof zero> & { gameType: string | null; vendorCode: string | null }>();
      const product = (r: repo.BettingRow) => {
        const key = JSON.stringify([r.game_type, r.vendor_code]);
        let x = products.get(key);
        if (!x) products.set(key, x = { gameType: r.game_type, vendorCode: r.vendor_code, ...zero() });
        return x;
      };
      const total = zero();
      const newPlayers = new Set<number>();
      for (const r of found) {
        if (r.k === 'products' || r.k === 'rounds') {
          const x = product(r);
          for (const y of [x, total]) {
            y.rounds += BigInt(r.a); y.bet += BigInt(r.b); y.valid += BigInt(r.c); y.win += BigInt(r.d);
          }
          // A tail member is one row per product: a new player of it unless rolled up there in the period.
          if (r.new_product) x.players += 1;
          if (r.new_summary) newPlayers.add(r.member_id!);
        } else if (r.k === 'players') product(r).players += Number(r.a);
        else if (r.k === 'summary') total.players += Number(r.a);
      }
      total.players += newPlayers.size;
      const figures = (x: ReturnType<typeof zero>) => ({
        rounds: Number(x.rounds), players: x.players, betAmount: money(x.bet), validBet: money(x.valid), winAmount: money(x.win), profitLoss: money(x.win - x.valid),
      });
      // A product whose rounds all moved to another team with their member has no row; largest valid bet first, then by name (nulls last).
      const name = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);
      const list = [...products.values()].filter((x) => x.rounds > 0n)
        .sort((a, b) => (a.valid === b.valid ? name(a.gameType, b.gameType) || name(a.vendorCode, b.vendorCode) : a.valid > b.valid ? -1 : 1));
      return {
        period, currency: merchant.currency,
        list: list.map((x) => ({ gameType: x.gameType, vendorCode: x.vendorCode, ...figures(x) })),
        summary: figures(total),
      };
    },

    /**
     * Downline profit and loss by level: one row per direct downline of the caller (or of `parentId`, a
     * member of its downline) with activity in the period, each the downline and its whole team; or the
     * member named by `username` alone. From the team roll-up plus its live tail (decision 0028), so the
     * cost follows the level's width, not the team's size.
     */
    async teamProfit(agent: MemberRow, q: TeamProfitQuery): Promise<TeamProfitPage> {
      const { merchant, period, range } = rangeOf(agent, q);
      const scope = scopeOf(agent);
      const empty = { deposit: '0', withdrawal: '0', bet: '0', valid: '0', win: '0', bonus: '0' };
      let level: repo.ProfitLevel | undefined;
      let upline: { id: number; path: string } = { id: agent.id, path: agent.path };
      if (q.username) {
        const found = await repo.findInTeamByUsername(db, scope, q.username);
        if (found) {
          level = { base: found.path, memberId: found.id };
          // The trail ends at the found member's upline (the caller, or an agent of its team).
          const ids = found.path.split('/').filter(Boolean).map(Number);
          upline = { id: ids[ids.length - 1]!, path: `/${ids.slice(0, -1).map((id) => `${id}/`).join('')}` };
        }
      } else {
        if (q.parentId !== undefined) upline = await downline(agent, q.parentId);
        level = { base: repo.prefixOf(upline), uplineId: upline.id };
      }
      const read = (at: repo.ProfitLevel) => readRolledUp(agent.merchantCode, 'the profit report',
        (c) => repo.profitFigures(db, agent.merchantCode, at, range, c, q.pageSize, (q.pageNo - 1) * q.pageSize), repo.profitCovered);
      const found = level ? await read(level) : [];
      const sum = found.find((r) => r.k === 'sum');
      const figures = (r: Pick<repo.ProfitRow, 'deposit' | 'withdrawal' | 'bet' | 'valid' | 'win' | 'bonus'>) => ({
        depositAmount: money(r.deposit), withdrawalAmount: money(r.withdrawal), betAmount: money(r.bet), validBet: money(r.valid),
        winAmount: money(r.win), bonusAmount: money(r.bonus), profitLoss: money(BigInt(r.win) - BigInt(r.valid)),
      });
      const list = found.filter((r) => r.k === 'row')
        .sort((a, b) => { const d = BigInt(b.valid) - BigInt(a.valid); return d > 0n ? 1 : d < 0n ? -1 : a.id! - b.id!; })
        .map((r) => ({ id: r.id!, username: r.username!, level: r.depth! - agent.depth, isAgent: isAgentType(r.type!), ...figures(r) }));
      // Breadcrumbs: the caller, then each member on the path from it down to the level's upline.
      const below = `${upline.path}${upline.id}/`.slice(repo.prefixOf(agent).length).split('/').filter(Boolean).map(Number);
      const names = new Map((await repo.namesOf(db, agent.merchantCode, below)).map((m) => [m.id, m]));
      const trail = [{ id: agent.id, username: agent.username, level: 0 }, ...below.map((id) => ({ id, username: names.get(id)?.username ?? '', level: (names.get(id)?.depth ?? 0) - agent.depth }))];
      const totalCount = sum?.n ?? 0;
      return {
        period, currency: merchant.currency, trail, pageNo: q.pageNo, pageSize: q.pageSize, totalCount, totalPages: pages(totalCount, q.pageSize),
        list, summary: figures(sum ?? empty),
      };
    },

    /**
     * Downline transaction details: postings on the downline's main wallets, newest first. The count
     * stops above TEAM_TRANSACTIONS_COUNT_MAX (`totalCapped`): a whole team's period can hold millions of
     * entries, and pages past that are not served (narrow the period, the member or the type).
     */
    async teamTransactions(agent: MemberRow, q: TeamTransactionsQuery): Promise<TeamTransactionsPage> {
      const { merchant, period, range } = rangeOf(agent, q);
      const scope = scopeOf(agent);
      const filter = { direct: q.scope === 'direct', username: q.username || undefined, type: q.type };
      const offset = (q.pageNo - 1) * q.pageSize;
      const { list: found, counted } = await repo.pageTransactions(db, scope, filter, range, q.pageSize, offset, TEAM_TRANSACTIONS_COUNT_MAX);
      const totalCount = Math.min(counted, TEAM_TRANSACTIONS_COUNT_MAX);
      return {
        period, currency: merchant.currency, pageNo: q.pageNo, pageSize: q.pageSize, totalCount, totalPages: pages(totalCount, q.pageSize),
        totalCapped: counted > TEAM_TRANSACTIONS_COUNT_MAX,
        list: found.map((r) => ({
          postingId: Number(r.posting_id), memberId: r.member_id, username: r.username, type: r.type as PostingType,
          amount: money(r.amount), balanceAfter: money(r.balance_after), createdAt: iso(r.created_at),
        })),
      };
    },
  };
}
export type AgentService = ReturnType<typeof createAgentService>;
