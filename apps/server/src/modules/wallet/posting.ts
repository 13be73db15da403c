import crypto from 'node:crypto';
import type { PostingType } from '@platform/contracts';
import { AppError } from '../../lib/errors';
import { INT64_MAX, INT64_MIN, formatAmount } from '../../lib/money';
import type { Actor } from '../audit/service';

/**
 * The pure rules of a posting: which accounts a leg names, whether the legs balance, what a replay
 * must match, and the balances after. No SQL here; service.ts runs these inside the transaction.
 */

/** Operator accounts of one merchant (one each), and per payment channel or per transfer-mode vendor. */
/** `demo` funds trial (free-play) wallets: play money, kept apart from the house so it never shows in real figures. */
/** `withdrawal_hold` keeps requested withdrawals out of the member's wallet until paid out or released. */
export type MerchantAccountKind = 'house' | 'provider_clearing' | 'bonus' | 'agent_commission' | 'demo' | 'withdrawal_hold';
export type CodedAccountKind = 'payment_channel' | 'vendor_wallet';
/**
 * `member_vendor`: the member's wallet at one transfer-mode vendor (owner id "<member id>:<vendor code>"),
 * tracked like the main wallet; GCS_walletTransfer moves money between the two.
 */
/**
 * `promotion_budget`: one promotion's budget (owner id the promotion id, decision 0058), tracked with a
 * floor of 0 like a wallet: funded from `bonus`, every payout of the promotion takes from it, so under its
 * row lock no two payouts can both spend its last amount.
 * `promotion_pool`: what a promotion has already cut into payouts it cannot overspend — a red envelope rush's
 * envelopes, whose amounts add up to what moved in (decision 0058, "Red envelopes"). Aggregated like an operator
 * account, so a thousand players taking envelopes at once never queue on one row; what is left goes back.
 */
export type AccountKind = 'member' | 'member_vendor' | 'promotion_budget' | 'promotion_pool' | MerchantAccountKind | CodedAccountKind;

export type AccountRef =
  | { kind: 'member'; memberId: number }
  | { kind: 'member_vendor'; memberId: number; code: string }
  | { kind: 'promotion_budget' | 'promotion_pool'; promotionId: number }
  | { kind: MerchantAccountKind }
  | { kind: CodedAccountKind; code: string };

/** Shorthands for the accounts a leg can name. */
export const account = {
  member: (memberId: number): AccountRef => ({ kind: 'member', memberId }),
  memberVendor: (memberId: number, code: string): AccountRef => ({ kind: 'member_vendor', memberId, code }),
  promotionBudget: (promotionId: number): AccountRef => ({ kind: 'promotion_budget', promotionId }),
  promotionPool: (promotionId: number): AccountRef => ({ kind: 'promotion_pool', promotionId }),
  house: { kind: 'house' } as AccountRef,
  providerClearing: { kind: 'provider_clearing' } as AccountRef,
  bonus: { kind: 'bonus' } as AccountRef,
  agentCommission: { kind: 'agent_commission' } as AccountRef,
  demo: { kind: 'demo' } as AccountRef,
  withdrawalHold: { kind: 'withdrawal_hold' } as AccountRef,
  paymentChannel: (code: string): AccountRef => ({ kind: 'payment_channel', code }),
  vendorWallet: (code: string): AccountRef => ({ kind: 'vendor_wallet', code }),
};

/** One side of a posting: a signed amount in minor units (positive credits the account). */
export interface Leg { account: AccountRef; amount: bigint }

export interface PostingInput {
  merchantCode: string;
  type: PostingType;
  /**
   * Unique per merchant, and namespaced by the caller so sources cannot collide: "adjust:<client key>",
   * "<provider>:<transaction id>", "deposit:<request id>". A retry with the same key and the same
   * content returns the original posting; with other content it is refused (wallet.idempotency_conflict).
   */
  idempotencyKey: string;
  actor: Actor;
  legs: Leg[];
  reference?: string | null;
  memo?: string | null;
}

/** How an account row is keyed and kept. */
export interface Owner {
  kind: AccountKind;
  /** The member id as text, the channel or vendor code, '' for the merchant's single accounts. */
  ownerId: string;
  memberId: number | null;
  /**
   * Tracked accounts (member wallets, promotion budgets) keep a cached balance, locked and updated per posting, with a
   * floor of 0. Aggregated accounts (every operator account) are shared by all postings: their row is
   * never touched, their entries carry no before/after, their balance is the sum of their entries.
   */
  tracked: boolean;
  floor: bigint | null;
}

export function ownerOf(ref: AccountRef): Owner {
  if (ref.kind === 'member' || ref.kind === 'member_vendor') {
    if (!Number.isSafeInteger(ref.memberId) || ref.memberId <= 0) throw new Error(`ledger: bad member id ${ref.memberId}`);
    if (ref.kind === 'member') return { kind: 'member', ownerId: String(ref.memberId), memberId: ref.memberId, tracked: true, floor: 0n };
    assertCode(ref.kind, ref.code);
    return { kind: 'member_vendor', ownerId: `${ref.memberId}:${ref.code}`, memberId: ref.memberId, tracked: true, floor: 0n };
  }
  if (ref.kind === 'promotion_budget' || ref.kind === 'promotion_pool') {
    if (!Number.isSafeInteger(ref.promotionId) || ref.promotionId <= 0) throw new Error(`ledger: bad promotion id ${ref.promotionId}`);
    return ref.kind === 'promotion_budget'
      ? { kind: 'promotion_budget', ownerId: String(ref.promotionId), memberId: null, tracked: true, floor: 0n }
      : { kind: 'promotion_pool', ownerId: String(ref.promotionId), memberId: null, tracked: false, floor: null };
  }
  if ('code' in ref) {
    assertCode(ref.kind, ref.code);
    return { kind: ref.kind, ownerId: ref.code, memberId: null, tracked: false, floor: null };
  }
  return { kind: ref.kind, ownerId: '', memberId: null, tracked: false, floor: null };
}

function assertCode(kind: AccountKind, code: string) {
  if (!/^[A-Za-z0-9_.-]{1,40}$/.test(code)) throw new Error(`ledger: bad ${kind} code ${JSON.stringify(code)}`);
}

export const ownerKey = (o: Pick<Owner, 'kind' | 'ownerId'>) => `${o.kind}:${o.ownerId}`;

export interface PlannedLeg { owner: Owner; key: string; amount: bigint }
export interface Plan { input: PostingInput; currency: string; hash: string; legs: PlannedLeg[] }

/**
 * Checks a posting's shape and returns its legs and request hash. A posting that does not balance, or
 * names an account twice, is a bug in the calling module, not bad input: it throws a plain Error.
 */
export function planPosting(input: PostingInput, currency: string): Plan {
  if (!input.idempotencyKey || input.idempotencyKey.length > 200) throw new Error('ledger: an idempotency key of 1 to 200 characters is required');
  if (input.legs.length < 2) throw new Error('ledger: a posting needs at least two legs');
  const legs = input.legs.map((leg): PlannedLeg => {
    if (typeof leg.amount !== 'bigint' || leg.amount === 0n) throw new Error(`ledger: leg amounts are non-zero bigints, got ${String(leg.amount)}`);
    if (leg.amount > INT64_MAX || leg.amount < -INT64_MAX) throw new AppError('wallet.amount_invalid');
    const owner = ownerOf(leg.account);
    return { owner, key: ownerKey(owner), amount: leg.amount };
  });
  if (new Set(legs.map((l) => l.key)).size !== legs.length) throw new Error('ledger: a posting names each account once');
  const sum = legs.reduce((total, l) => total + l.amount, 0n);
  if (sum !== 0n) throw new Error(`ledger: legs of a ${input.type} posting sum to ${sum}, not 0`);
  return { input, currency, hash: requestHash(input, legs), legs };
}

/** What a replay must repeat: type, legs (in any order), reference and memo; not who sent it. */
function requestHash(input: PostingInput, legs: PlannedLeg[]) {
  const canonical = JSON.stringify({
    type: input.type,
    legs: legs.map((l) => [l.key, l.amount.toString()]).sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    reference: input.reference ?? null,
    memo: input.memo ?? null,
  });
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

export interface LockedAccount { id: number; balance: bigint | null; floor: bigint | null }

export interface PostedEntry {
  accountId: number;
  kind: AccountKind;
  ownerId: string;
  memberId: number | null;
  amount: bigint;
  balanceBefore: bigint | null;
  balanceAfter: bigint | null;
}

/**
 * The entries of a planned posting given the locked rows of its tracked accounts; refuses a balance
 * below its floor (wallet.insufficient_funds, nothing written) or beyond int64.
 */
export function applyLegs(legs: PlannedLeg[], ids: Map<string, number>, locked: Map<number, LockedAccount>): PostedEntry[] {
  return legs.map(({ owner, key, amount }) => {
    const accountId = ids.get(key);
    if (accountId === undefined) throw new Error(`ledger: account ${key} was not resolved`);
    const base = { accountId, kind: owner.kind, ownerId: owner.ownerId, memberId: owner.memberId, amount };
    if (!owner.tracked) return { ...base, balanceBefore: null, balanceAfter: null };
    const row = locked.get(accountId);
    if (!row || row.balance === null) throw new Error(`ledger: tracked account ${accountId} was not locked`);
    const after = row.balance + amount;
    if (row.floor !== null && after < row.floor) {
      throw new AppError('wallet.insufficient_funds', { memberId: owner.memberId, balance: formatAmount(row.balance), amount: formatAmount(amount) });
    }
    if (after > INT64_MAX || after < INT64_MIN) throw new AppError('wallet.amount_invalid');
    return { ...base, balanceBefore: row.balance, balanceAfter: after };
  });
}

/** The posted entry of a member's wallet, if the posting touched it. */
export function memberEntry(entries: PostedEntry[], memberId: number) {
  return entries.find((e) => e.kind === 'member' && e.memberId === memberId);
}
