import { z } from 'zod';
import { pageQuery } from './envelope';
import { amountInput } from './wallet';

/**
 * Money limits and maker-checker adjustments (issue 16, decision 0033). Amounts leave the server as
 * exact decimal strings in the merchant's currency, as every operator money call does.
 */

/**
 * `PUT /wps/operator/merchants/:merchantCode/wallet/limits`: the limits, in major units. Like every money
 * setting it is a request that a second operator approves (decision 0052).
 */
export const walletLimitsBody = z.object({
  /** The largest amount one deposit, withdrawal, transfer or operator adjustment may move. */
  maxAmount: amountInput,
  /** Operator adjustments larger than this (either sign) wait for a second operator's approval. */
  adjustApprovalAbove: amountInput,
  /** Withdrawals larger than this wait for a second operator's approval before they are paid out; absent: kept as it is. */
  withdrawApprovalAbove: amountInput.optional(),
}).strict();
export type WalletLimitsBody = z.infer<typeof walletLimitsBody>;

export const walletLimits = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  maxAmount: z.string(),
  adjustApprovalAbove: z.string(),
  withdrawApprovalAbove: z.string(),
  /** False: the currency's defaults, no operator has set them. */
  configured: z.boolean(),
});
export type WalletLimits = z.infer<typeof walletLimits>;

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** `GET /wps/operator/wallet/adjustments`: merchant-bound operators see their merchant only. */
export const adjustmentListQuery = pageQuery.extend({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  merchantCode: z.string().min(1).max(32).optional(),
});

export const adjustmentIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /wps/operator/wallet/adjustments/:id/reject`: the reason is kept with the request and audited. */
export const adjustmentRejectBody = z.object({ reason: z.string().trim().min(1).max(500) }).strict();

export const walletAdjustment = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  memberId: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** The posting that moved the money, once approved. */
  postingId: z.number().int().nullable(),
});
export type WalletAdjustment = z.infer<typeof walletAdjustment>;

export const adjustmentPage = z.object({
  list: z.array(walletAdjustment),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type AdjustmentPage = z.infer<typeof adjustmentPage>;
