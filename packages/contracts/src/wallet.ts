import { z } from 'zod';

/**
 * Kinds of ledger posting (one movement of money). The account record filters by them; modules that
 * move money add theirs here.
 */
export const POSTING_TYPES = [
  'adjustment', 'deposit', 'withdrawal', 'withdrawal_release', 'transfer', 'upline_transfer', 'vendor_transfer',
  'bet', 'win', 'refund', 'bonus', 'bonus_forfeit', 'commission', 'demo_credit', 'downline_transfer',
  'promotion_funding', 'promotion_defund', 'rush_pool', 'rush_return',
] as const;
export type PostingType = (typeof POSTING_TYPES)[number];

/**
 * The types a member's or an agent's records can show: every type with a member's leg. A promotion's
 * budget is funded from the merchant's bonus account and given back to it, and a red envelope rush's pool
 * moves between the budget and the promotion's pool account (decision 0058); those postings never touch a
 * member, so the players' and agents' type filters do not offer them.
 */
const NO_MEMBER_LEG = ['promotion_funding', 'promotion_defund', 'rush_pool', 'rush_return'] as const;
export type MemberPostingType = Exclude<PostingType, (typeof NO_MEMBER_LEG)[number]>;
export const MEMBER_POSTING_TYPES = POSTING_TYPES.filter((t): t is MemberPostingType => !(NO_MEMBER_LEG as readonly string[]).includes(t)) as [MemberPostingType, ...MemberPostingType[]];

/** `GET /wps/v2/wallets/balance` (T): the main wallet, 2 decimals (spec §9). */
export const walletBalance = z.object({
  balance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalance>;

/** `/wps/relay/GCS_merchantWallet` (T): whether the merchant runs one wallet (seamless) or transfer wallets. */
export const merchantWallet = z.object({
  isSingle: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type MerchantWallet = z.infer<typeof merchantWallet>;

/** `/wps/member/info/funds/consolidated` (T): the main wallet plus wallets held at transfer-mode vendors. */
export const consolidatedFunds = z.object({
  totalBalance: z.number(),
  mainBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(z.object({ walletCode: z.string(), balance: z.number() })),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFunds>;

/**
 * The ceiling of any amount the API reads: 10^12 in major units (10^14 minor units, far inside int64
 * and exact as a JSON number). Each merchant's own maximum (`limits.maxAmount`) sits below it.
 */
export const AMOUNT_HARD_MAX = 1_000_000_000_000;
const AMOUNT_TEXT = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
const SIGNED_AMOUNT_TEXT = /^-?(0|[1-9]\d*)(\.\d{1,2})?$/;

/**
 * One canonical amount (decision 0033): a decimal string as `^(0|[1-9]\d*)(\.\d{1,2})?$` (no spaces,
 * leading zeros, exponent or sign), or a finite JSON number whose shortest text is such a decimal
 * (so 0.1 + 0.2 and 1.005 are refused, never rounded); at most AMOUNT_HARD_MAX. Anything else is
 * `system.invalid_input` with the field's path. The server still parses it into minor units itself.
 */
function canonicalAmount(signed: boolean) {
  const pattern = signed ? SIGNED_AMOUNT_TEXT : AMOUNT_TEXT;
  const message = signed ? 'a decimal amount with at most 2 decimals, optionally negative' : 'a decimal amount with at most 2 decimals';
  const withinCap = (text: string) => Math.abs(Number(text)) <= AMOUNT_HARD_MAX;
  return z.union([
    z.string().max(20).regex(pattern, message).refine(withinCap, `at most ${AMOUNT_HARD_MAX}`),
    z.number().refine((n) => Number.isFinite(n) && pattern.test(String(n)) && withinCap(String(n)), message),
  ]);
}
/** A non-negative amount: deposits, withdrawals, transfers, bets, limits. */
export const amountInput = canonicalAmount(false);
/** A signed amount: operator adjustments (positive credits the member, negative debits). */
export const signedAmountInput = canonicalAmount(true);

/** Client-chosen id that makes a money request safe to retry: printable ASCII, no spaces. */
export const idempotencyKey = z.string().trim().min(1).max(100).regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

export const operatorMemberParam = z.object({
  merchantCode: z.string().min(1).max(32),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Operator manual adjustment: positive credits the member, negative debits; the reason is audited. */
export const walletAdjustBody = z.object({
  amount: signedAmountInput,
  reason: z.string().trim().min(1).max(500),
  idempotencyKey,
});
export type WalletAdjustBody = z.infer<typeof walletAdjustBody>;

/**
 * Operator amounts are exact decimal strings ("-12.50"); a replay answers the original posting.
 * `status` posted: the money moved (`postingId`, `balance`). `pending`: the amount is above the
 * merchant's approval threshold and waits for a second operator as request `requestId` (decision 0033).
 */
export const walletAdjustResult = z.object({
  status: z.enum(['posted', 'pending']),
  requestId: z.number().int().nullable(),
  postingId: z.number().int().nullable(),
  replayed: z.boolean(),
  merchantCode: z.string(),
  memberId: z.number().int(),
  amount: z.string(),
  /** The member's balance right after this posting (null while pending). */
  balance: z.string().nullable(),
  currency: z.string(),
  createdAt: z.string(),
});
export type WalletAdjustResult = z.infer<typeof walletAdjustResult>;

export const walletModeBody = z.object({ isSingle: z.boolean() });

export const reconcileQuery = z.object({ merchantCode: z.string().min(1).max(32).optional() });

/** The invariants of ARCHITECTURE §5 that reconciliation checks. */
export const RECONCILE_CHECKS = [
  /** Entries of each posting sum to zero, and a posting has at least two. */
  'posting_unbalanced',
  /** Entries of a posting are in its merchant and currency. */
  'posting_mixed',
  /** A member wallet's cached balance equals the sum of its entries. */
  'balance_vs_entries',
  /** A member wallet's cached balance equals its last entry's balance after. */
  'balance_vs_last_entry',
  /** Each entry starts where the account's previous one ended, and before + amount = after. */
  'entry_chain',
  /** Entries of tracked accounts carry before/after balances; entries of aggregated accounts do not. */
  'entry_balance_kind',
  /** An entry names an account that exists. */
  'entry_orphan',
  /** No balance (current or after any entry) below the account's floor. */
  'below_floor',
  /** Idempotency keys are unique per merchant. */
  'idempotency_duplicate',
  /** All accounts of a merchant and currency sum to zero. */
  'ledger_not_zero',
] as const;
export type ReconcileCheck = (typeof RECONCILE_CHECKS)[number];

export const reconcileDifference = z.object({
  check: z.enum(RECONCILE_CHECKS),
  merchantCode: z.string().nullable(),
  accountId: z.number().int().nullable(),
  postingId: z.number().int().nullable(),
  entryId: z.number().int().nullable(),
  /** Decimal strings in the account's currency (for idempotency_duplicate: how many postings share the key). */
  expected: z.string().nullable(),
  actual: z.string().nullable(),
});
export type ReconcileDifference = z.infer<typeof reconcileDifference>;

export const reconcileReport = z.object({
  ok: z.boolean(),
  /** Null: every merchant. */
  merchantCode: z.string().nullable(),
  checkedAt: z.string(),
  checks: z.array(z.enum(RECONCILE_CHECKS)),
  counts: z.object({ accounts: z.number().int(), postings: z.number().int(), entries: z.number().int() }),
  differences: z.array(reconcileDifference),
  /** More differences were found than listed (each check lists at most 100). */
  truncated: z.boolean(),
});
export type ReconcileReport = z.infer<typeof reconcileReport>;
