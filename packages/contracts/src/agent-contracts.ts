import { z } from 'zod';
import { downlineRegisterBody, downlineRegisterResult } from './agent';
import { pageQuery } from './envelope';
import type { FeatureFlag } from './constants';
import { amountInput, idempotencyKey } from './wallet';

/**
 * Agent contracts (spec §3 Contract, §4 contract transitions, §7 MCS2/MCSFE calls; issue 6; decision
 * 0026). An upline agent offers a contract to a direct downline; the downline accepts or rejects; a
 * downline may also ask its upline for a new contract (NEW_REQUEST), which the upline accepts or
 * rejects; either side asks to terminate and the other confirms. Accepting a contract replaces the
 * pair's active contract of that type.
 *
 * Each type has its relay call and its request-type field, as the original front end sends them:
 * dividend `MCS2_processDividendReq` (divtypereq), daily salary `MCS2_processDailySalContract`
 * (dailysalreqtype), hourly salary `MCS2_processContractHourSalary` (contracthoursalreq), real-time
 * salary `MCSFE_processRealTimeSalaryContract` (realtimesalreqtype).
 *
 * Amounts are numbers with 2 decimals (spec §9); rates are percent with up to 2 decimals (35.5 = 35.5 %).
 */

export const AGENT_CONTRACT_TYPES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type AgentContractType = (typeof AGENT_CONTRACT_TYPES)[number];

export const AGENT_CONTRACT_STATUSES = ['offered', 'requested', 'active', 'rejected', 'termination_requested', 'terminated'] as const;
export type AgentContractStatus = (typeof AGENT_CONTRACT_STATUSES)[number];

export const DIVIDEND_PERIOD_NAMES = ['Daily', 'Weekly', 'Semimonthly', 'Monthly'] as const;

/** What a relay call asks for (the consolidated request types of spec §3). */
export const CONTRACT_REQUEST_TYPES = ['QUERY', 'OFFER', 'NEW_REQUEST', 'ACCEPT', 'REJECT', 'REQUEST_TERMINATE', 'CONFIRM_TERMINATE'] as const;
export type ContractRequestType = (typeof CONTRACT_REQUEST_TYPES)[number];

/** The relay call and request-type field of each contract type. */
export const CONTRACT_CALLS = {
  dividend: { path: '/wps/relay/MCS2_processDividendReq', field: 'divtypereq' },
  daily: { path: '/wps/relay/MCS2_processDailySalContract', field: 'dailysalreqtype' },
  hourly: { path: '/wps/relay/MCS2_processContractHourSalary', field: 'contracthoursalreq' },
  realtime: { path: '/wps/relay/MCSFE_processRealTimeSalaryContract', field: 'realtimesalreqtype' },
} as const satisfies Record<AgentContractType, { path: string; field: string }>;

/** Percent with up to 2 decimals, as a number or a string. */
export const rateInput = z.union([z.string().max(10), z.number()]);

/**
 * One tier. `threshold`: for a dividend the team's net loss in the period (what the house won from the
 * team), for a salary the team's valid bet in the period. `activeMembers`: team members whose valid bet
 * reached the contract's `minValidBet`.
 */
export const contractTierInput = z.object({
  threshold: amountInput,
  activeMembers: z.number().int().min(0).max(1_000_000),
  rate: rateInput,
}).strict();

export const contractTermsInput = z.object({
  /** Dividends only. */
  period: z.enum(DIVIDEND_PERIOD_NAMES).optional(),
  minValidBet: amountInput.default(0),
  tiers: z.array(contractTierInput).min(1).max(10),
}).strict();
export type ContractTermsInput = z.input<typeof contractTermsInput>;

const dbId = z.number().int().positive().max(2_147_483_647);

/** The body every contract relay call shares; the request type is in the type's own field. */
const contractRequestFields = {
  /** QUERY: page of the contracts the caller gave its downlines (and `status` filters it). */
  pageNo: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  status: z.enum(AGENT_CONTRACT_STATUSES).optional(),
  /** OFFER: the direct downline. */
  downlineId: dbId.optional(),
  /** OFFER and NEW_REQUEST. */
  terms: contractTermsInput.optional(),
  /** ACCEPT, REJECT, REQUEST_TERMINATE, CONFIRM_TERMINATE. */
  contractId: dbId.optional(),
  /** ACCEPT: yes, terminate the downline contracts the answer `agent_contract.confirm_termination` listed. */
  confirm: z.boolean().optional(),
  remark: z.string().trim().max(140).optional(),
};
const reqType = z.enum(CONTRACT_REQUEST_TYPES);
export const dividendRequestBody = z.object({ divtypereq: reqType, ...contractRequestFields }).strict();
export const dailySalaryRequestBody = z.object({ dailysalreqtype: reqType, ...contractRequestFields }).strict();
export const hourSalaryRequestBody = z.object({ contracthoursalreq: reqType, ...contractRequestFields }).strict();
export const realTimeSalaryRequestBody = z.object({ realtimesalreqtype: reqType, ...contractRequestFields }).strict();
export type ContractRequestBody = { [K in keyof typeof contractRequestFields]?: z.input<(typeof contractRequestFields)[K]> };

export const contractTier = z.object({ threshold: z.number(), activeMembers: z.number().int(), rate: z.number() });
export const contractTerms = z.object({
  period: z.enum(DIVIDEND_PERIOD_NAMES).nullable(),
  minValidBet: z.number(),
  tiers: z.array(contractTier),
});
export type ContractTerms = z.infer<typeof contractTerms>;

const party = z.object({ id: z.number().int(), username: z.string() });

export const contractView = z.object({
  id: z.number().int(),
  type: z.enum(AGENT_CONTRACT_TYPES),
  status: z.enum(AGENT_CONTRACT_STATUSES),
  /** The caller's side of it. */
  role: z.enum(['upline', 'downline']),
  upline: party,
  downline: party,
  terms: contractTerms,
  /** The highest tier's rate: what the rate rule compares. */
  rate: z.number(),
  /** Who asked for it: the upline (an offer) or the downline (a new-contract request). */
  proposedBy: z.enum(['upline', 'downline']),
  terminationRequestedBy: z.enum(['upline', 'downline']).nullable(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type ContractView = z.infer<typeof contractView>;

/**
 * The answer of every contract relay call. QUERY fills `mine` (the caller's own contracts of the type,
 * from its upline: active and pending) and the page of those it gave (`list`); the other request types
 * answer the contract they changed in `contract`, and `terminated` the downline contracts an ACCEPT
 * with `confirm` ended.
 */
export const contractRelayResult = z.object({
  requestType: z.enum(CONTRACT_REQUEST_TYPES),
  contract: contractView.nullable(),
  terminated: z.array(z.number().int()),
  mine: z.array(contractView),
  /** Whether the caller has an upline to request a contract from (a merchant's top agents have none). */
  hasUpline: z.boolean(),
  list: z.array(contractView),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type ContractRelayResult = z.infer<typeof contractRelayResult>;

/**
 * The envelope `value` of `agent_contract.confirm_termination`: the downline contracts that accepting
 * would terminate (their rate is above the new contract's). Send the same ACCEPT with `confirm: true`.
 */
export const contractTerminationPreview = z.object({
  affected: z.array(z.object({ contractId: z.number().int(), downline: party, rate: z.number() })),
  newRate: z.number(),
});
export type ContractTerminationPreview = z.infer<typeof contractTerminationPreview>;

export const contractIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** One change of a contract, oldest first. */
export const contractHistoryItem = z.object({
  at: z.string(),
  action: z.string(),
  fromStatus: z.enum(AGENT_CONTRACT_STATUSES).nullable(),
  toStatus: z.enum(AGENT_CONTRACT_STATUSES),
  /** 'upline', 'downline', 'system' or 'operator'. */
  by: z.string(),
  remark: z.string().nullable(),
});
export const contractHistory = z.object({ contractId: z.number().int(), list: z.array(contractHistoryItem) });

/** `GET /wps/agent/contracts/:id/preview` (T): what the open period would pay if it ended now. */
export const contractPreview = z.object({
  contractId: z.number().int(),
  type: z.enum(AGENT_CONTRACT_TYPES),
  periodStart: z.string(),
  periodEnd: z.string(),
  timeZone: z.string(),
  teamValidBet: z.number(),
  /** What the house won from the team (negative when the team won). */
  teamNetLoss: z.number(),
  activeMembers: z.number().int(),
  /** The reached tier's rate, null when none is reached. */
  rate: z.number().nullable(),
  amount: z.number(),
});
export type ContractPreview = z.infer<typeof contractPreview>;

/** `GET /wps/agent/contracts/income` (T): settlements paid to the caller, newest first. */
export const contractIncomeQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  type: z.enum(AGENT_CONTRACT_TYPES).optional(),
});
export type ContractIncomeQuery = z.infer<typeof contractIncomeQuery>;

export const contractIncomeItem = z.object({
  settlementId: z.number().int(),
  contractId: z.number().int(),
  type: z.enum(AGENT_CONTRACT_TYPES),
  periodStart: z.string(),
  periodEnd: z.string(),
  teamValidBet: z.number(),
  teamNetLoss: z.number(),
  activeMembers: z.number().int(),
  rate: z.number().nullable(),
  amount: z.number(),
  /** The wallet posting that paid it; null when the period paid nothing. */
  postingId: z.number().int().nullable(),
  settledAt: z.string(),
});
export const contractIncome = z.object({
  list: z.array(contractIncomeItem),
  /** Everything the caller was paid under contracts, all time. */
  total: z.number(),
  currency: z.string(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type ContractIncome = z.infer<typeof contractIncome>;

/**
 * Operator: `POST /wps/operator/merchants/:merchantCode/agent-contracts/:id/rerun` re-computes one
 * closed period of a contract from the rounds as they are now and pays (or takes back) the difference
 * to what was paid, as an audited adjustment. `periodStart` names the period (any instant inside it).
 */
export const contractRerunBody = z.object({
  periodStart: z.iso.datetime({ offset: true }),
  reason: z.string().trim().min(1).max(500),
  idempotencyKey,
}).strict();
export type ContractRerunBody = z.infer<typeof contractRerunBody>;
export const contractRerunParam = z.object({ merchantCode: z.string().min(1).max(32), id: z.coerce.number().int().positive().max(2_147_483_647) });

export const contractRerunResult = z.object({
  contractId: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Exact decimal strings (operator calls). */
  previousAmount: z.string(),
  amount: z.string(),
  difference: z.string(),
  postingId: z.number().int().nullable(),
  replayed: z.boolean(),
});
export type ContractRerunResult = z.infer<typeof contractRerunResult>;
export type ContractHistory = z.infer<typeof contractHistory>;

/** The merchant flag that enables each contract type (its page, and new offers, requests and acceptances). */
export const CONTRACT_FEATURE_FLAGS = {
  dividend: 'AGENT_CONTRACT_DIVIDEND',
  daily: 'AGENT_CONTRACT_DAILY',
  hourly: 'AGENT_CONTRACT_HOURLY',
  realtime: 'AGENT_CONTRACT_REALTIME',
} as const satisfies Record<AgentContractType, FeatureFlag>;

/**
 * `POST /wps/agent/contracts/register-downline` (T, E): the register center with an initial contract.
 * The account and its contract are created in one transaction: the contract is in force at once (it is
 * part of the account's terms), recorded in its history as offered and accepted at registration.
 */
export const initialContractInput = z.object({ type: z.enum(AGENT_CONTRACT_TYPES), terms: contractTermsInput }).strict();
export const downlineRegisterWithContractBody = downlineRegisterBody.extend({ contract: initialContractInput }).strict();
export type DownlineRegisterWithContractBody = z.input<typeof downlineRegisterWithContractBody>;
export const downlineRegisterWithContractResult = downlineRegisterResult.extend({ contract: contractView });
export type DownlineRegisterWithContractResult = z.infer<typeof downlineRegisterWithContractResult>;
