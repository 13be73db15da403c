import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import { financeQueueFilters } from './finance';
import { amountInput, idempotencyKey } from './wallet';

/**
 * Withdrawals (spec §2 withdraw, §3 withdrawal confirmation, §4, §9). Player calls show amounts as
 * numbers with 2 decimals; operator calls as exact decimal strings.
 *
 * pending → disbursed (paid out) | rejected (funds released); disbursed → received | partly_received |
 * not_received (the player's answer; the last two are disputes) or received by force after the
 * merchant's minutes; a dispute → resolved by an operator.
 */
export const WITHDRAW_STATUSES = ['pending', 'rejected', 'disbursed', 'received', 'partly_received', 'not_received', 'resolved'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];
export const WITHDRAW_RESOLUTIONS = ['paid', 'refunded'] as const;
export type WithdrawResolution = (typeof WITHDRAW_RESOLUTIONS)[number];
/** A member binds at most this many withdrawal bank accounts. */
export const MAX_WITHDRAW_ACCOUNTS = 5;
/** Proof images for "not received" (spec §9: png or jpg, 5 MB each, at most 3). */
export const MAX_WITHDRAW_PROOFS = 3;

/** The binding form's rules, shared by the page and the server. */
export const withdrawAccountBody = z.object({
  bankCode: z.string().trim().min(2).max(20).regex(/^[A-Za-z0-9_-]+$/),
  bankName: z.string().trim().min(2).max(60),
  accountNumber: z.string().trim().regex(/^\d{6,20}$/, '6 to 20 digits'),
  holderName: z.string().trim().min(2).max(50),
}).strict();
export type WithdrawAccountBody = z.infer<typeof withdrawAccountBody>;

export const withdrawAccount = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Masked to the last 4 digits once bound. */
  accountNumber: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
});
export type WithdrawAccount = z.infer<typeof withdrawAccount>;

export const withdrawAccountParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const withdrawIdParam = withdrawAccountParam;

/** `GET /wps/member/withdraw/info` (T): everything the withdraw page needs before the form. */
export const withdrawInfo = z.object({
  balance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  autoReceiveMinutes: z.number().int(),
  fundPasswordSet: z.boolean(),
  payeeNameSet: z.boolean(),
  maxAccounts: z.number().int(),
  accounts: z.array(withdrawAccount),
  /** Null when the merchant has no turnover requirement. */
  turnover: z.object({ required: z.number(), done: z.number() }).nullable(),
  /** What is left to wager over the player's open bonuses (0: none open); a request waits for it (withdraw.turnover_open). */
  bonusTurnoverLeft: z.number(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfo>;

/** `POST /wps/member/withdraw` (T, E): holds the amount at once; `requestId` makes a double submit one withdrawal. */
export const withdrawCreateBody = z.object({
  amount: amountInput,
  accountId: z.number().int().positive().max(2_147_483_647),
  fundPassword: z.string().min(1).max(128),
  requestId: idempotencyKey,
}).strict();
export type WithdrawCreateBody = z.infer<typeof withdrawCreateBody>;

export const withdrawView = z.object({
  id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  bankName: z.string(),
  accountNumber: z.string(),
  receivedAmount: z.number().nullable(),
  /** What the player says did not arrive (partly or not received). */
  remainingAmount: z.number().nullable(),
  forcedReceipt: z.boolean(),
  proofCount: z.number().int(),
  rejectReason: z.string().nullable(),
  resolution: z.enum(WITHDRAW_RESOLUTIONS).nullable(),
  createdAt: z.string(),
  disbursedAt: z.string().nullable(),
  /** Until when the player may answer; afterwards it counts as received. */
  receiveDeadline: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type WithdrawView = z.infer<typeof withdrawView>;

export const withdrawListQuery = pageQuery.extend({ status: z.enum(WITHDRAW_STATUSES).optional() });
export const withdrawList = pageOf(withdrawView);
export type WithdrawList = z.infer<typeof withdrawList>;

/**
 * `POST /wps/member/withdraw/:id/confirm` (T): the player's answer after disbursement (spec §3, §4).
 * Proof images are uploaded first (`POST /wps/member/files?purpose=withdrawal_proof`) and named here.
 */
export const withdrawConfirmBody = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('received') }).strict(),
  z.object({ outcome: z.literal('partly_received'), receivedAmount: amountInput }).strict(),
  z.object({ outcome: z.literal('not_received'), proofFileIds: z.array(z.uuid()).min(1).max(MAX_WITHDRAW_PROOFS) }).strict(),
]);
export type WithdrawConfirmBody = z.infer<typeof withdrawConfirmBody>;

/** Operator calls. */
export const operatorWithdrawQuery = z.object({
  status: z.enum(WITHDRAW_STATUSES).optional(),
  memberId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** The payment channel a withdrawal was paid from (set on approval). */
  channelCode: z.string().trim().min(1).max(32).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  /** 20 as the back office's queues ask by default (its page sizes are 20, 50 and 100). */
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
}).extend(financeQueueFilters.shape);
export type OperatorWithdrawQuery = z.infer<typeof operatorWithdrawQuery>;

export const operatorWithdrawParam = z.object({
  merchantCode: z.string().trim().min(1).max(32),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const operatorWithdraw = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  memberId: z.number().int(),
  requestId: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  channelCode: z.string().nullable(),
  receivedAmount: z.string().nullable(),
  disputedAmount: z.string().nullable(),
  forcedReceipt: z.boolean(),
  proofFileIds: z.array(z.string()),
  rejectReason: z.string().nullable(),
  resolution: z.enum(WITHDRAW_RESOLUTIONS).nullable(),
  resolutionNote: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  disbursedAt: z.string().nullable(),
  receiveDeadline: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorWithdraw = z.infer<typeof operatorWithdraw>;
/** The queue's rows also name the member (the finance queues, decision 0047). */
export const operatorWithdrawListEntry = operatorWithdraw.extend({ username: z.string() });
export type OperatorWithdrawListEntry = z.infer<typeof operatorWithdrawListEntry>;
/** Counted up to FINANCE_COUNT_CAP; `totalCapped` says there are at least that many. */
export const operatorWithdrawList = pageOf(operatorWithdrawListEntry).extend({ totalCapped: z.boolean() });
export type OperatorWithdrawList = z.infer<typeof operatorWithdrawList>;

const channelCode = z.string().trim().regex(/^[A-Za-z0-9_.-]{1,32}$/);
/** Approve and disburse: paid from the named payment channel (default `WITHDRAW`). */
export const withdrawApproveBody = z.object({ channelCode: channelCode.optional() }).strict();
export const withdrawRejectBody = z.object({ reason: z.string().trim().min(1).max(500) }).strict();
/** A dispute: `paid` (the money did arrive; nothing moves) or `refunded` (the disputed amount goes back to the wallet). */
export const withdrawResolveBody = z.object({ resolution: z.enum(WITHDRAW_RESOLUTIONS), note: z.string().trim().min(1).max(500) }).strict();

/** Per-merchant rules; amounts as decimal strings, turnover as a multiple of deposits (0: none). */
export const withdrawSettings = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  autoReceiveMinutes: z.number().int(),
  turnoverMultiple: z.string(),
});
export type WithdrawSettings = z.infer<typeof withdrawSettings>;
export const withdrawSettingsBody = z.object({
  minAmount: amountInput,
  maxAmount: amountInput,
  autoReceiveMinutes: z.number().int().min(1).max(43_200),
  turnoverMultiple: z.union([z.string().max(12), z.number()]),
}).strict();
export type WithdrawSettingsBody = z.infer<typeof withdrawSettingsBody>;

/**
 * `POST .../withdrawals/:id/approve`: the withdrawal as it now is, and the approval request when it is
 * above the merchant's threshold and waits for a second operator (still pending, funds held; decision 0052).
 */
export const operatorWithdrawApproval = operatorWithdraw.extend({ approvalRequestId: z.number().int().nullable() });
export type OperatorWithdrawApproval = z.infer<typeof operatorWithdrawApproval>;
