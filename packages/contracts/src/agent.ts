import { z } from 'zod';
import { pageQuery } from './envelope';
import { AGENT_TYPES, MEMBER_TYPE } from './member-rules';
import { recordPeriod, recordPeriodQuery } from './records';
import { MEMBER_POSTING_TYPES, POSTING_TYPES, amountInput, idempotencyKey } from './wallet';

/**
 * The agent area's API (spec §2 agent centre, §6 agent role; issue 6). Every path is under
 * `/wps/agent/`, needs the member token (T) of an agent (types 1, 2, 41, 42; anyone else gets
 * `member.not_agent`) and reads or acts only on the caller's own downline: an id outside it answers
 * `agent.downline_not_found`, as an id that does not exist would.
 *
 * Periods are whole calendar days in the merchant's zone, as in the member records
 * (`preset` previous7/previous30/next7/next30, or `from`..`to`, default the 7 days ending today).
 * Amounts are numbers with 2 decimals (spec §9). "Valid bet" is the bet amount less refunds of
 * settled real-money rounds; profit and loss is the players' side: wins + refunds − bets (negative
 * when the team lost).
 */

/** Member status as an agent may set it for a downline. */
export const DOWNLINE_STATUSES = ['active', 'disabled'] as const;
export type DownlineStatus = (typeof DOWNLINE_STATUSES)[number];

/** `direct`: the caller's direct downline; `team`: the whole downline at every depth. */
export const DOWNLINE_SCOPES = ['direct', 'team'] as const;
export type DownlineScope = (typeof DOWNLINE_SCOPES)[number];

/** Types an agent may give an account it opens: an ordinary member (0) or one of the agent types. */
export const DOWNLINE_ACCOUNT_TYPES = [MEMBER_TYPE.member, ...AGENT_TYPES] as const;

const agentPage = pageQuery.extend({ pageSize: z.coerce.number().int().min(1).max(100).default(20) });
const paged = { pageNo: z.number().int(), pageSize: z.number().int(), totalPages: z.number().int(), totalCount: z.number().int() };
const dbId = z.coerce.number().int().positive().max(2_147_483_647);

/** `:id` of the downline routes. */
export const downlineParam = z.object({ id: dbId });
export type DownlineParam = z.infer<typeof downlineParam>;

// ---------------------------------------------------------------------------------------------
// GET /wps/agent/team/overview (T): the team's figures over a period, and one point per day.

export const teamOverviewQuery = recordPeriodQuery;
export type TeamOverviewQuery = z.infer<typeof teamOverviewQuery>;

export const teamOverviewDay = z.object({
  /** Calendar date in the merchant's zone. */
  date: z.string(),
  newMembers: z.number().int(),
  /** Members of the team with at least one settled real-money round that day. */
  activeMembers: z.number().int(),
  depositAmount: z.number(),
  validBet: z.number(),
  profitLoss: z.number(),
});
export type TeamOverviewDay = z.infer<typeof teamOverviewDay>;

export const teamOverview = z.object({
  period: recordPeriod,
  currency: z.string(),
  currencySymbol: z.string(),
  /** Everyone below the caller, at every depth (now, not limited to the period). */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  /** Agents among the team. */
  agentCount: z.number().int(),
  /** Registered in the period. */
  newMembers: z.number().int(),
  /** Distinct members who played (settled real-money rounds) in the period. */
  activeMembers: z.number().int(),
  depositCount: z.number().int(),
  depositAmount: z.number(),
  /** Distinct members with an approved deposit in the period. */
  depositors: z.number().int(),
  betAmount: z.number(),
  validBet: z.number(),
  winAmount: z.number(),
  profitLoss: z.number(),
  /** One entry per day of the period, oldest first, days without activity included (zeros). */
  series: z.array(teamOverviewDay),
});
export type TeamOverview = z.infer<typeof teamOverview>;

// ---------------------------------------------------------------------------------------------
// GET /wps/agent/downline (T): downline management's list; GET /wps/agent/downline/export: the same as CSV.

export const downlineListQuery = agentPage.extend({
  scope: z.enum(DOWNLINE_SCOPES).default('direct'),
  /** Part of a username (case-insensitive, trimmed), at least DOWNLINE_SEARCH_MIN characters (agent.search_too_short); empty: everyone. */
  username: z.string().trim().max(40).optional(),
  status: z.enum(DOWNLINE_STATUSES).optional(),
});
/** The shortest username part the downline list searches for (a trigram). */
export const DOWNLINE_SEARCH_MIN = 3;
export type DownlineListQuery = z.infer<typeof downlineListQuery>;

/** The export takes the same filters without paging; at most `DOWNLINE_EXPORT_MAX` rows. */
export const downlineExportQuery = downlineListQuery.omit({ pageNo: true, pageSize: true });
export type DownlineExportQuery = z.infer<typeof downlineExportQuery>;
export const DOWNLINE_EXPORT_MAX = 10_000;
/** Columns of the CSV export, in order (header row as written). */
export const DOWNLINE_CSV_COLUMNS = ['id', 'username', 'nickname', 'type', 'level', 'upline', 'status', 'balance', 'registeredAt', 'lastLoginAt'] as const;

export const downlineItem = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  /** Member type: 0 member, 1/2/41/42 agent. */
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(DOWNLINE_STATUSES),
  /** Disabled by the back office (customer service): only it can enable the account again, not an agent. */
  lockedByOperator: z.boolean(),
  /** Depth below the caller: 1 for a direct downline. */
  level: z.number().int(),
  /** The downline's own upline (the caller for a direct downline). */
  uplineUsername: z.string().nullable(),
  /** Main wallet balance. */
  balance: z.number(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type DownlineItem = z.infer<typeof downlineItem>;

export const downlinePage = z.object({ list: z.array(downlineItem), ...paged });
export type DownlinePage = z.infer<typeof downlinePage>;

// ---------------------------------------------------------------------------------------------
// GET /wps/agent/downline/:id (T): one downline's details.

export const downlineDetails = downlineItem.extend({
  /** Masked as the member's own security page shows them. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The downline's own team (everyone below it) and direct downline. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  /** Still has the default password the account was opened with. */
  mustChangePassword: z.boolean(),
  /** Lifetime figures of the downline's own account. */
  depositAmount: z.number(),
  validBet: z.number(),
  profitLoss: z.number(),
  currency: z.string(),
});
export type DownlineDetails = z.infer<typeof downlineDetails>;

// ---------------------------------------------------------------------------------------------
// PUT /wps/agent/downline/:id/status (T): enable or disable a downline (audited). A disabled account
// cannot log in and its sessions end.

export const downlineStatusBody = z.object({ status: z.enum(DOWNLINE_STATUSES) }).strict();
export type DownlineStatusBody = z.infer<typeof downlineStatusBody>;
export const downlineStatusResult = z.object({ id: z.number().int(), status: z.enum(DOWNLINE_STATUSES), changed: z.boolean() });
export type DownlineStatusResult = z.infer<typeof downlineStatusResult>;

// ---------------------------------------------------------------------------------------------
// POST /wps/agent/downline/register (T, E): register center — opens an account as a direct downline.
// The password must follow the merchant's password rule; the account must change it at first login.

export const downlineRegisterBody = z.object({
  username: z.string().trim().min(1).max(40),
  password: z.string().min(1).max(128),
  /** 0 (member, default) or an agent type. */
  type: z.union(DOWNLINE_ACCOUNT_TYPES.map((t) => z.literal(t))).default(MEMBER_TYPE.member),
  nickname: z.string().trim().max(40).optional(),
}).strict();
export type DownlineRegisterBody = z.input<typeof downlineRegisterBody>;
export const downlineRegisterResult = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  /** The agent's invitation code when the account is an agent, else null. */
  inviteCode: z.string().nullable(),
  mustChangePassword: z.boolean(),
  registeredAt: z.string(),
});
export type DownlineRegisterResult = z.infer<typeof downlineRegisterResult>;

// ---------------------------------------------------------------------------------------------
// POST /wps/agent/downline/transfer (T, E): from the agent's main wallet to a direct downline's,
// with the fund password; one posting; a repeated requestId is the same transfer (replayed: true).

export const downlineTransferBody = z.object({
  /** A JSON number (not coerced: `true` or "5" is bad input). */
  downlineId: z.number().int().positive().max(2_147_483_647),
  amount: amountInput,
  fundPassword: z.string().min(1).max(128),
  requestId: idempotencyKey,
}).strict();
export type DownlineTransferBody = z.input<typeof downlineTransferBody>;
export const downlineTransferResult = z.object({
  postingId: z.number().int(),
  replayed: z.boolean(),
  amount: z.number(),
  /** The agent's main wallet right after this transfer. */
  balance: z.number(),
  downline: z.string(),
  createdAt: z.string(),
});
export type DownlineTransferResult = z.infer<typeof downlineTransferResult>;

// ---------------------------------------------------------------------------------------------
// GET /wps/agent/team/betting (T): the team's bets by product over a period.

/** `category`: per game category (RNG, LIVE, ...); `vendor`: per category and vendor. */
export const TEAM_BETTING_GROUPS = ['category', 'vendor'] as const;
export const teamBettingQuery = recordPeriodQuery.extend({
  groupBy: z.enum(TEAM_BETTING_GROUPS).default('category'),
  gameType: z.string().trim().min(1).max(20).regex(/^[A-Za-z0-9_]+$/).transform((s) => s.toUpperCase()).optional(),
});
export type TeamBettingQuery = z.infer<typeof teamBettingQuery>;

const bettingFigures = {
  rounds: z.number().int(),
  players: z.number().int(),
  betAmount: z.number(),
  validBet: z.number(),
  winAmount: z.number(),
  profitLoss: z.number(),
};
export const teamBettingRow = z.object({
  /** Game category; null for rounds of a game no longer in the catalogue. */
  gameType: z.string().nullable(),
  /** Vendor code when grouped by vendor, else null. */
  vendorCode: z.string().nullable(),
  ...bettingFigures,
});
export type TeamBettingRow = z.infer<typeof teamBettingRow>;
export const teamBetting = z.object({
  period: recordPeriod,
  currency: z.string(),
  list: z.array(teamBettingRow),
  summary: z.object(bettingFigures),
});
export type TeamBetting = z.infer<typeof teamBetting>;

// ---------------------------------------------------------------------------------------------
// GET /wps/agent/team/profit (T): downline profit and loss, one row per direct downline of the
// caller (or of `parentId`, an agent of the caller's team: drill-down) with activity in the period.
// Each row is that downline and everyone below it, read from the team roll-up (decision 0028) plus
// its live tail: paged, largest valid bet first; the summary is the whole level's total.

export const teamProfitQuery = recordPeriodQuery.extend(agentPage.shape).extend({
  /** Whose direct downline to show: an agent of the caller's downline; default the caller itself. */
  parentId: dbId.optional(),
  /** Exact username of one downline member (case-insensitive): that member's row alone, wherever it is in the team. */
  username: z.string().trim().max(40).optional(),
});
export type TeamProfitQuery = z.infer<typeof teamProfitQuery>;

const profitFigures = {
  depositAmount: z.number(),
  withdrawalAmount: z.number(),
  betAmount: z.number(),
  validBet: z.number(),
  winAmount: z.number(),
  bonusAmount: z.number(),
  profitLoss: z.number(),
};
/** A member of the caller's downline (or the caller: level 0). */
const profitMember = z.object({ id: z.number().int(), username: z.string(), level: z.number().int() });
export const teamProfitRow = profitMember.extend({
  /** An agent: its row can be opened to its own direct downline (`parentId`). */
  isAgent: z.boolean(),
  ...profitFigures,
});
export type TeamProfitRow = z.infer<typeof teamProfitRow>;
export const teamProfitPage = z.object({
  period: recordPeriod,
  currency: z.string(),
  /** From the caller down to the agent whose direct downline is shown (breadcrumbs); the caller alone at the top. */
  trail: z.array(profitMember),
  list: z.array(teamProfitRow),
  ...paged,
  /** Over every row of the query, not only this page. */
  summary: z.object(profitFigures),
});
export type TeamProfitPage = z.infer<typeof teamProfitPage>;

// ---------------------------------------------------------------------------------------------
// GET /wps/agent/team/transactions (T): downline transaction details — ledger postings on the main
// wallets of the downline, newest first.

export const teamTransactionsQuery = recordPeriodQuery.extend(agentPage.shape).extend({
  scope: z.enum(DOWNLINE_SCOPES).default('team'),
  /** Exact username of one downline member (case-insensitive); empty: the whole scope. */
  username: z.string().trim().max(40).optional(),
  type: z.enum(MEMBER_POSTING_TYPES).optional(),
});
export type TeamTransactionsQuery = z.infer<typeof teamTransactionsQuery>;

export const teamTransactionItem = z.object({
  postingId: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  type: z.enum(POSTING_TYPES),
  /** Signed: positive credits the downline's wallet. */
  amount: z.number(),
  balanceAfter: z.number(),
  createdAt: z.string(),
});
export type TeamTransactionItem = z.infer<typeof teamTransactionItem>;
/** The transactions' count stops here: a whole team's period can hold millions of entries; pages past it are empty. */
export const TEAM_TRANSACTIONS_COUNT_MAX = 1_000;
export const teamTransactionsPage = z.object({
  period: recordPeriod, currency: z.string(), list: z.array(teamTransactionItem), ...paged,
  /** More entries than `totalCount` (= TEAM_TRANSACTIONS_COUNT_MAX): narrow the period, the member or the type to see them. */
  totalCapped: z.boolean(),
});
export type TeamTransactionsPage = z.infer<typeof teamTransactionsPage>;
