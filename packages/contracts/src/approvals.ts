import { z } from 'zod';
import { pageQuery } from './envelope';

/**
 * Maker-checker for operator actions (issue 18, decision 0045): a change recorded by one operator and
 * applied only when a second one approves it. Each kind names what it changes; the server's approvals
 * module applies it through the module that registered the kind.
 */
export const APPROVAL_KINDS = [
  /** An operator's role (`operators.manage` to make and to decide). */
  'operator.role',
  /** A merchant's money settings (`merchants.money`, decision 0052): amount limits and approval thresholds, */
  'merchant.wallet_limits',
  /** single or transfer wallets, */
  'merchant.wallet_mode',
  /** withdrawal rules, */
  'merchant.withdrawal_settings',
  /** one deposit channel (created or replaced). */
  'merchant.deposit_channel',
  /** Paying out a withdrawal above the merchant's threshold (`withdrawals.decide`). */
  'withdrawal.approve',
  /** Money into a promotion's budget, or back, above the adjustment threshold (`promotions.fund`, decision 0058). */
  'promotion.fund',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** 'stale': what it changes was changed since it was asked for, found at its approval, which applied nothing. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'stale'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** `GET /wps/operator/approvals`: newest first, the caller's merchant only when it is bound to one. */
export const approvalListQuery = pageQuery.extend({
  status: z.enum(APPROVAL_STATUSES).optional(),
  kind: z.enum(APPROVAL_KINDS).optional(),
});

export const approvalIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /wps/operator/approvals/:id/reject`: the checker says why; kept with the request and audited. */
export const approvalRejectBody = z.object({ reason: z.string().trim().min(1).max(500) }).strict();

export const approvalRequest = z.object({
  id: z.number().int(),
  kind: z.string(),
  merchantCode: z.string().nullable(),
  /** What it changes, as the audit log names it: `operator:12`. */
  target: z.string(),
  /** What approval applies, e.g. `{ role: 'finance' }`. */
  payload: z.record(z.string(), z.unknown()),
  /** What it replaces, as read when the request was made, e.g. `{ username, role: 'support' }`. */
  before: z.record(z.string(), z.unknown()).nullable(),
  status: z.enum(APPROVAL_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;

export const approvalPage = z.object({
  list: z.array(approvalRequest),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type ApprovalPage = z.infer<typeof approvalPage>;

/** A change that now waits for a second operator (the answer of the call that would have made it). */
export const approvalPending = z.object({ status: z.literal('pending'), requestId: z.number().int() });
export type ApprovalPending = z.infer<typeof approvalPending>;

/** The approver's answer: the decided request and what the kind applied (its own shape, or null). */
export const approvalDecision = z.object({
  request: approvalRequest,
  result: z.record(z.string(), z.unknown()).nullable(),
});
export type ApprovalDecision = z.infer<typeof approvalDecision>;
