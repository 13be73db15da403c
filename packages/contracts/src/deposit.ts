import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import { financeQueueFilters } from './finance';
import { amountInput, idempotencyKey } from './wallet';

export const DEPOSIT_CHANNEL_TYPES = ['bank', 'gateway'] as const;
export type DepositChannelType = (typeof DEPOSIT_CHANNEL_TYPES)[number];
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

const DECIMAL_AMOUNT = /^\d{1,16}(\.\d{1,2})?$/;

/**
 * A deposit amount against a channel's range, as the deposit page and the server both judge it:
 * amounts are compared in minor units (cents), never as floats. `null`: acceptable.
 */
export function depositAmountProblem(amount: string, range: { minAmount: number; maxAmount: number }): 'invalid' | 'below_min' | 'above_max' | null {
  const text = amount.trim();
  if (!DECIMAL_AMOUNT.test(text)) return 'invalid';
  const [whole, fraction = ''] = text.split('.');
  const cents = BigInt(whole! + fraction.padEnd(2, '0'));
  if (cents === 0n) return 'invalid';
  if (cents < BigInt(Math.round(range.minAmount * 100))) return 'below_min';
  if (cents > BigInt(Math.round(range.maxAmount * 100))) return 'above_max';
  return null;
}

export const bankDetails = z.object({
  bankName: z.string().trim().min(1).max(80),
  accountName: z.string().trim().min(1).max(80),
  accountNumber: z.string().trim().min(1).max(40),
  branch: z.string().trim().max(80).optional(),
});
export type BankDetails = z.infer<typeof bankDetails>;

/** `GET /wps/member/deposit/channels` (T): the merchant's enabled channels, amounts with 2 decimals. */
export const depositChannel = z.object({
  code: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  /** In the request's language (else English). */
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  currency: z.string(),
  bank: bankDetails.nullable(),
});
export type DepositChannel = z.infer<typeof depositChannel>;

/**
 * `POST /wps/member/deposit` (T). Bank channels: the player's transfer reference and optionally the id
 * of a receipt uploaded first (`POST /wps/member/files?purpose=deposit_receipt`). `requestId` makes a
 * double submit one request.
 */
export const depositCreateBody = z.object({
  channelCode: z.string().trim().min(1).max(32),
  amount: amountInput,
  reference: z.string().trim().max(64).optional(),
  receiptFileId: z.uuid().optional(),
  requestId: idempotencyKey,
});
export type DepositCreateBody = z.infer<typeof depositCreateBody>;

export const depositView = z.object({
  id: z.number().int(),
  channelCode: z.string(),
  channelType: z.enum(DEPOSIT_CHANNEL_TYPES),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  hasReceipt: z.boolean(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type DepositView = z.infer<typeof depositView>;

/** Gateway channels answer where to send the player to pay. */
export const depositCreateResult = z.object({ deposit: depositView, redirectUrl: z.string().nullable() });
export type DepositCreateResult = z.infer<typeof depositCreateResult>;

export const depositListQuery = pageQuery.extend({ status: z.enum(DEPOSIT_STATUSES).optional() });
export const depositList = pageOf(depositView);
export type DepositList = z.infer<typeof depositList>;

/** Operator calls: amounts as exact decimal strings. */
export const operatorDepositQuery = z.object({
  merchantCode: z.string().min(1).max(32).optional(),
  status: z.enum(DEPOSIT_STATUSES).optional(),
  memberId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  channelCode: z.string().min(1).max(32).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  /** 20 as the back office's queues ask by default (its page sizes are 20, 50 and 100). */
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
}).extend(financeQueueFilters.shape);
export type OperatorDepositQuery = z.infer<typeof operatorDepositQuery>;

export const operatorDeposit = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  channelCode: z.string(),
  channelType: z.enum(DEPOSIT_CHANNEL_TYPES),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  receiptFileId: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  postingId: z.number().int().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorDeposit = z.infer<typeof operatorDeposit>;
/** Counted up to FINANCE_COUNT_CAP; `totalCapped` says there are at least that many. */
export const operatorDepositList = pageOf(operatorDeposit).extend({ totalCapped: z.boolean() });
export type OperatorDepositList = z.infer<typeof operatorDepositList>;

export const operatorDepositParam = z.object({
  merchantCode: z.string().min(1).max(32),
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const depositRejectBody = z.object({ reason: z.string().trim().min(1).max(500) });

/** `PUT /wps/operator/merchants/:merchantCode/deposit-channels/:code`: creates or replaces a channel. */
export const depositChannelInput = z.object({
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  names: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(80)).refine((n) => 'EN' in n, 'an EN name is required'),
  minAmount: amountInput,
  maxAmount: amountInput,
  bank: bankDetails.nullable().default(null),
  gateway: z.string().trim().min(1).max(32).nullable().default(null),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type DepositChannelInput = z.infer<typeof depositChannelInput>;
export const depositChannelParam = z.object({ merchantCode: z.string().min(1).max(32), code: z.string().regex(/^[A-Z0-9_]{1,32}$/) });
export const operatorDepositChannel = z.object({
  code: z.string(), type: z.enum(DEPOSIT_CHANNEL_TYPES), names: z.record(z.string(), z.string()),
  minAmount: z.string(), maxAmount: z.string(), bank: bankDetails.nullable(), gateway: z.string().nullable(), enabled: z.boolean(), sort: z.number().int(),
});
export type OperatorDepositChannel = z.infer<typeof operatorDepositChannel>;
