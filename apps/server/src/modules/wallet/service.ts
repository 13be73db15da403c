import type { ConsolidatedFunds, ReconcileReport, WalletAdjustBody, WalletAdjustResult, WalletBalance } from '@platform/contracts';
import { MAIN_WALLET, RECONCILE_CHECKS } from '@platform/contracts';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { displayAmount, formatAmount } from '../../lib/money';
import type { Actor, AuditRecord, AuditService } from '../audit/service';
import { createGroupCommit, type CompanionGroup, type Pending } from './batch';
import type { Merchant, MerchantService } from '../merchant/service';
import {
  account, applyLegs, memberEntry, ownerKey, ownerOf, planPosting,
  type AccountRef, type LockedAccount, type Plan, type PostedEntry, type PostingInput,
} from './posting';
import * as repo from './repo';
import * as activity from './account-activity-repo';
import { createAdjustments } from './adjustments';
import { vendorWallets, type TransferVendors } from './vendor-wallets';

export interface PostingResult {
  postingId: number;
  /** True when the idempotency key was already used: this is the original posting, and nothing moved now. */
  replayed: boolean;
  merchantCode: string;
  type: string;
  currency: string;
  createdAt: Date;
  entries: PostedEntry[];
}

/** Each check lists at most this many differences. */
const RECONCILE_LIMIT = 100;
/** Account ids never change once committed; past this many the memo starts over. */
const ACCOUNT_MEMO_MAX = 50_000;
/** PostgreSQL's deadlock and serialization failures: the transaction was rolled back whole and may run again. */
const RETRYABLE = new Set(['40P01', '40001']);

function isRetryable(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && RETRYABLE.has(e.code)) return true;
  }
  return false;
}

/**
 * The wallet: the only writer of the ledger (ledger_accounts, ledger_postings, ledger_entries).
 * Other modules move money by calling `post` (or `postWithin` from their own transaction); see
 * docs/decisions/0014-ledger.md for the design.
 */
export function createWalletService(deps: {
  db: Db; audit: AuditService; merchants: MerchantService;
  /** The group commit's transactions (fixed-text statements); without it every posting runs alone. */
  rawTransaction?: Database['rawTransaction'];
  /** Group-commit transactions in flight at once: 1 for PGlite (one session), a few for PostgreSQL. */
  parallelBatches?: number;
  /** Which vendors keep transfer wallets (the games catalogue); the reconcile CLI, which lists none, leaves it out. */
  transferVendors?: TransferVendors;
  /**
   * Runs before the header balance is read: in single-wallet mode it brings back money stranded at a
   * vendor whose game is closed (transfers/auto-transfer.ts, wired late in services.ts).
   */
  beforeBalanceView?: (member: { id: number; merchantCode: string }) => Promise<void>;
}) {
  const { db, audit, merchants } = deps;
  const transferVendors = deps.transferVendors ?? (async () => []);
  /** Committed account ids by merchant, currency and owner; only ids read or created outside a caller's transaction go here. */
  const accountIds = new Map<string, number>();
  const memoKey = (merchantCode: string, currency: string, key: string) => `${merchantCode}|${currency}|${key}`;

  const merchantOf = (code: string): Merchant => merchants.get(code);
  const assertScope = (actor: Actor, code: string) => merchants.assertOperatorScope(actor, code);

  /**
   * The account id of every leg, opening accounts that do not exist yet. `memo`: the ids are
   * committed once this returns (it ran outside any transaction), so they may be remembered.
   */
  async function resolveAccounts(executor: Db, plan: Pick<Plan, 'currency' | 'legs'> & { input: { merchantCode: string } }, memo: boolean): Promise<Map<string, number>> {
    const { merchantCode } = plan.input;
    const ids = new Map<string, number>();
    for (const leg of plan.legs) {
      const id = accountIds.get(memoKey(merchantCode, plan.currency, leg.key));
      if (id !== undefined) ids.set(leg.key, id);
    }
    const missing = () => plan.legs.filter((l) => !ids.has(l.key));
    const lookUp = async () => {
      for (const row of await repo.findAccounts(executor, merchantCode, plan.currency, missing().map((l) => l.owner))) ids.set(`${row.kind}:${row.ownerId}`, row.id);
    };
    if (missing().length) await lookUp();
    if (missing().length) {
      await repo.insertAccounts(executor, merchantCode, plan.currency, missing().map((l) => l.owner));
      await lookUp();
    }
    // Only a member wallet can stay unopened: the member is not one of this merchant's.
    if (missing().length) throw new AppError('member.not_found');
    if (memo) {
      if (accountIds.size > ACCOUNT_MEMO_MAX) accountIds.clear();
      for (const [key, id] of ids) accountIds.set(memoKey(merchantCode, plan.currency, key), id);
    }
    return ids;
  }

  function plan(input: PostingInput) {
    return planPosting(input, merchantOf(input.merchantCode).currency);
  }

  /**
   * The posting itself, inside the caller's transaction: idempotency key first (a replay waits here
   * for the original to commit, holding nothing), then the tracked accounts locked in id order,
   * floors checked, and balances and entries written in one statement.
   */
  async function postPlanned(tx: Db, p: Plan, ids: Map<string, number>): Promise<PostingResult> {
    const { input } = p;
    const created = await repo.insertPosting(tx, {
      merchantCode: input.merchantCode, type: input.type, idempotencyKey: input.idempotencyKey, requestHash: p.hash,
      currency: p.currency, actorType: input.actor.type, actorId: input.actor.id, reference: input.reference ?? null, memo: input.memo ?? null,
    });
    const base = { merchantCode: input.merchantCode, type: input.type, currency: p.currency };
    if (!created) {
      const original = await repo.findPostingByKey(tx, input.merchantCode, input.idempotencyKey);
      if (!original) throw new Error('ledger: the posting holding this idempotency key is not visible (use READ COMMITTED)');
      if (original.requestHash !== p.hash) throw new AppError('wallet.idempotency_conflict', { postingId: original.id });
      return { ...base, type: original.type, postingId: original.id, replayed: true, createdAt: original.createdAt, entries: await repo.listEntries(tx, original.id) };
    }
    const trackedIds = p.legs.filter((l) => l.owner.tracked).map((l) => ids.get(l.key)!).sort((a, b) => a - b);
    const locked = new Map<number, LockedAccount>();
    if (trackedIds.length) for (const row of await repo.lockAccounts(tx, trackedIds)) locked.set(row.id, row);
    const entries = applyLegs(p.legs, ids, locked);
    await repo.writeEntries(tx, created.id, entries);
    return { ...base, postingId: created.id, replayed: false, createdAt: created.createdAt, entries };
  }

  /** One posting in its own transaction; a deadlock or serialization failure is retried twice. */
  async function postAlone(p: Omit<Pending, 'resolve' | 'reject'>, then?: (tx: Db, result: PostingResult) => Promise<void>): Promise<PostingResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          const result = await postPlanned(tx, p.plan, p.ids);
          if (p.audit && !result.replayed) await audit.record(tx, p.plan.input.actor, p.audit(result));
          await then?.(tx, result);
          return result;
        });
      } catch (err) {
        if (attempt >= 3 || !isRetryable(err)) throw err;
      }
    }
  }
  const groupCommit = deps.rawTransaction
    ? createGroupCommit({ rawTransaction: deps.rawTransaction, audit, postAlone: (p) => postAlone(p), parallel: deps.parallelBatches ?? 1 })
    : { submit: (p: Omit<Pending, 'resolve' | 'reject'>): Promise<unknown> => (p.companion ? p.companion.group.alone(p.companion.item) : postAlone(p)) };

  async function balanceOfMember(merchant: Merchant, memberId: number, executor: Db = db): Promise<bigint> {
    return (await repo.memberBalance(executor, merchant.merchantCode, merchant.currency, memberId)) ?? 0n;
  }

  // The adjustments post through this service; it exists by the time they are called.
  const adjustments = createAdjustments({
    db, audit, merchants, wallet: { post: (input, opts) => service.post(input, opts), postWithin: (tx, input) => service.postWithin(tx, input) },
  });

  const service = {
    /**
     * Posts one balanced movement and returns it; a replay of its idempotency key returns the original.
     * `audit`: builds the audit row of this money action from the posting as applied, written in the
     * same transaction unless it is a replay. Without `then` the posting goes through group commit (batch.ts): concurrent postings
     * share one transaction, each with its own outcome. `then` runs in the posting's own transaction
     * after it (the caller's own state change); it sees `replayed` and decides.
     */
    async post(input: PostingInput, opts: { audit?: (posted: PostingResult) => AuditRecord; then?: (tx: Db, result: PostingResult) => Promise<void> } = {}): Promise<PostingResult> {
      const p = plan(input);
      const ids = await resolveAccounts(db, p, true);
      if (opts.then) return postAlone({ plan: p, ids, audit: opts.audit }, opts.then);
      return groupCommit.submit({ plan: p, ids, audit: opts.audit }) as Promise<PostingResult>;
    },

    /**
     * A posting whose module writes rows of its own in the same transaction (batch.ts, CompanionGroup):
     * it goes through group commit with them, and the caller gets the group's answer. A refused posting
     * (wallet.insufficient_funds) rejects; the group's single path (`alone`) gets whatever cannot batch.
     */
    async postWith<I, S, A>(input: PostingInput, companion: { group: CompanionGroup<I, S, A>; item: I }): Promise<A> {
      const p = plan(input);
      const ids = await resolveAccounts(db, p, true);
      return groupCommit.submit({ plan: p, ids, companion: companion as { group: CompanionGroup; item: unknown } }) as Promise<A>;
    },

    /**
     * The same posting inside a transaction the caller opened with db.transaction() (READ COMMITTED),
     * for modules whose own writes must commit or roll back with it. Accounts that do not exist yet are
     * opened in that transaction.
     */
    async postWithin(tx: Db, input: PostingInput): Promise<PostingResult> {
      const p = plan(input);
      return postPlanned(tx, p, await resolveAccounts(tx, p, false));
    },

    /**
     * Opens these accounts now, outside any transaction, and remembers their ids, so a later `postWithin`
     * naming them looks nothing up inside the caller's transaction (the seamless wallet's hot path).
     */
    async prepareAccounts(merchantCode: string, refs: AccountRef[]): Promise<void> {
      const legs = refs.map((ref) => {
        const owner = ownerOf(ref);
        return { owner, key: ownerKey(owner), amount: 0n };
      });
      await resolveAccounts(db, { input: { merchantCode }, currency: merchantOf(merchantCode).currency, legs }, true);
    },

    /** Any account's balance: the cached one of a member wallet, the sum of entries of an operator account. `executor`: a caller's transaction. */
    async balanceOf(merchantCode: string, ref: AccountRef, executor: Db = db): Promise<bigint> {
      const merchant = merchantOf(merchantCode);
      const owner = ownerOf(ref);
      if (owner.kind === 'member') return balanceOfMember(merchant, owner.memberId!, executor);
      const [row] = await repo.findAccounts(executor, merchantCode, merchant.currency, [owner]);
      return row ? repo.sumEntries(executor, row.id) : 0n;
    },

    /** Whether a posting holds this idempotency key (a request above an approval threshold that already posted answers it). */
    async hasPosting(merchantCode: string, idempotencyKey: string): Promise<boolean> {
      return !!(await repo.findPostingByKey(db, merchantCode, idempotencyKey));
    },

    /**
     * Operator views of accounts of one kind that are not a member's wallet (a page of promotions'
     * budgets): each account's balance and its net amount per posting type, in the order asked; an
     * account never opened has a balance of 0 and no movement. `executor`: a caller's transaction.
     */
    async accountTotals(merchantCode: string, refs: AccountRef[], executor: Db = db): Promise<{ balance: bigint; byType: Map<string, bigint> }[]> {
      const owners = refs.map(ownerOf);
      const kind = owners[0]?.kind;
      if (!kind) return [];
      if (owners.some((o) => o.kind !== kind)) throw new Error('ledger: accountTotals reads accounts of one kind');
      const found = await activity.totalsByType(executor, merchantCode, merchantOf(merchantCode).currency, kind, owners.map((o) => o.ownerId));
      const byOwner = new Map<string, { cached: bigint | null; byType: Map<string, bigint> }>();
      for (const row of found) {
        let totals = byOwner.get(row.owner_id);
        if (!totals) byOwner.set(row.owner_id, (totals = { cached: row.balance === null ? null : BigInt(row.balance), byType: new Map() }));
        if (row.type !== null) totals.byType.set(row.type, BigInt(row.total!));
      }
      return owners.map((o) => {
        const totals = byOwner.get(o.ownerId);
        if (!totals) return { balance: 0n, byType: new Map() };
        // An aggregated account keeps no balance: its entries are it.
        const balance = totals.cached ?? [...totals.byType.values()].reduce((sum, v) => sum + v, 0n);
        return { balance, byType: totals.byType };
      });
    },

    /** One page of an account's movements, newest first (an operator view of a promotion's budget). */
    async accountEntries(merchantCode: string, ref: AccountRef, page: { limit: number; offset: number }) {
      const [row] = await repo.findAccounts(db, merchantCode, merchantOf(merchantCode).currency, [ownerOf(ref)]);
      if (!row) return { list: [], total: 0 };
      const found = await activity.entryPage(db, row.id, page.limit, page.offset);
      return {
        total: found.total,
        list: found.list.map((e) => ({
          postingId: Number(e.posting_id), type: e.type, amount: BigInt(e.amount), balanceAfter: e.balance_after === null ? null : BigInt(e.balance_after),
          memberId: e.member_id === null ? null : Number(e.member_id), actorId: e.actor_id, memo: e.memo, createdAt: new Date(e.created_at),
        })),
      };
    },

    /**
     * The balance the header shows (public state, spec §9: 2 decimals): the main wallet; in single-wallet
     * mode plus what sits at transfer-mode vendors, since the player has one balance and the game being
     * played holds it (decision 0037), so the header follows play at PT or JDB too.
     */
    async displayBalance(member: { id: number; merchantCode: string }): Promise<number> {
      const merchant = merchantOf(member.merchantCode);
      if (!merchants.settings(merchant.merchantCode).singleWallet) return displayAmount(await balanceOfMember(merchant, member.id));
      await deps.beforeBalanceView?.(member);
      const main = await balanceOfMember(merchant, member.id);
      const vendors = await vendorWallets(db, merchant, member.id, true, transferVendors);
      return displayAmount(vendors.reduce((sum, w) => sum + w.balance, main));
    },

    async balanceView(member: { id: number; merchantCode: string }): Promise<WalletBalance> {
      const merchant = merchantOf(member.merchantCode);
      return { balance: displayAmount(await balanceOfMember(merchant, member.id)), currency: merchant.currency, currencySymbol: merchant.currencySymbol };
    },

    merchantWallet(member: { merchantCode: string }) {
      const merchant = merchantOf(member.merchantCode);
      return { isSingle: merchants.settings(merchant.merchantCode).singleWallet, currency: merchant.currency, currencySymbol: merchant.currencySymbol };
    },

    /**
     * Main wallet plus the member's wallets at transfer-mode vendors (member_vendor accounts, moved by
     * GCS_walletTransfer; see vendor-wallets.ts for which vendors are listed).
     */
    async consolidated(member: { id: number; merchantCode: string }): Promise<ConsolidatedFunds> {
      const merchant = merchantOf(member.merchantCode);
      const main = await balanceOfMember(merchant, member.id);
      const vendors = await vendorWallets(db, merchant, member.id, merchants.settings(merchant.merchantCode).singleWallet, transferVendors);
      const total = vendors.reduce((sum, w) => sum + w.balance, main);
      return {
        totalBalance: displayAmount(total), mainBalance: displayAmount(main), currency: merchant.currency, currencySymbol: merchant.currencySymbol,
        wallets: [{ walletCode: MAIN_WALLET, balance: displayAmount(main) }, ...vendors.map((w) => ({ walletCode: w.walletCode, balance: displayAmount(w.balance) }))],
      };
    },

    /** Operator adjustments with maker-checker, and the money limits (adjustments.ts, decision 0033). */
    adjust: (actor: Actor, merchantCode: string, memberId: number, body: WalletAdjustBody): Promise<WalletAdjustResult> => adjustments.adjust(actor, merchantCode, memberId, body),
    adjustments,
    /** A positive amount of a money call in minor units, within the merchant's maximum (wallet.amount_invalid / amount_too_large). */
    positiveAmount: (merchantCode: string, input: string | number): bigint => adjustments.positiveAmount(merchantCode, input),

    /**
     * One member's main wallet to another's (transfer to upline, agent to downline): one posting keyed by
     * the sender and the client's request id (a replay answers the original and moves nothing), audited
     * with the sender's balance before and after. The caller has checked who may send to whom.
     */
    async memberTransfer(input: {
      merchantCode: string; type: 'upline_transfer' | 'downline_transfer'; actor: Actor; requestId: string; amount: bigint;
      from: { id: number; username: string }; to: { id: number; username: string };
    }) {
      const { merchantCode, type, from, to, amount } = input;
      const counterpart = type === 'upline_transfer' ? 'upline' : 'downline';
      const posted = await service.post({
        merchantCode, type, idempotencyKey: `${counterpart}-transfer:${from.id}:${input.requestId}`,
        actor: input.actor, reference: `member:${to.id}`, memo: `${from.username} → ${to.username}`,
        legs: [{ account: account.member(from.id), amount: -amount }, { account: account.member(to.id), amount }],
      }, {
        audit: (p) => ({
          merchantCode, action: `wallet.${type}`, target: `member:${from.id}`,
          before: { balance: formatAmount(memberEntry(p.entries, from.id)!.balanceBefore!) },
          after: { balance: formatAmount(memberEntry(p.entries, from.id)!.balanceAfter!), amount: formatAmount(amount), [counterpart]: `member:${to.id}`, postingId: p.postingId },
        }),
      });
      return {
        postingId: posted.postingId, replayed: posted.replayed, amount: displayAmount(amount),
        balance: displayAmount(memberEntry(posted.entries, from.id)!.balanceAfter!), createdAt: posted.createdAt.toISOString(),
      };
    },

    /**
     * Checks every ledger invariant (ARCHITECTURE §5) in one read-only snapshot, so postings running
     * meanwhile cannot show up as half-seen differences. `merchantCode` null: every merchant.
     */
    async reconcile(merchantCode: string | null): Promise<ReconcileReport> {
      if (merchantCode !== null) merchantOf(merchantCode);
      const checkedAt = new Date();
      const { found, counts } = await db.transaction((tx) => repo.reconcile(tx, merchantCode, RECONCILE_LIMIT + 1), { isolationLevel: 'repeatable read', accessMode: 'read only' });
      const id = (v: string | number | null) => (v === null ? null : Number(v));
      const amount = (v: string | null) => (v === null ? null : formatAmount(BigInt(v)));
      const differences = RECONCILE_CHECKS.flatMap((check) => found[check].slice(0, RECONCILE_LIMIT).map((r) => ({
        check, merchantCode: r.merchant_code, accountId: id(r.account_id), postingId: id(r.posting_id), entryId: id(r.entry_id),
        expected: check === 'idempotency_duplicate' ? r.expected : amount(r.expected),
        actual: check === 'idempotency_duplicate' ? r.actual : amount(r.actual),
      })));
      return {
        ok: differences.length === 0, merchantCode, checkedAt: checkedAt.toISOString(), checks: [...RECONCILE_CHECKS], counts, differences,
        truncated: RECONCILE_CHECKS.some((c) => found[c].length > RECONCILE_LIMIT),
      };
    },

    /** Single wallet (true) or transfer wallets, for an operator who reaches the merchant. */
    walletModeOf(actor: Actor, merchantCode: string): boolean {
      assertScope(actor, merchantCode);
      return merchants.settings(merchantCode).singleWallet;
    },

    /** Operator view of reconciliation: a merchant-bound operator checks only their merchant. */
    reconcileFor(actor: Actor, merchantCode: string | undefined) {
      if (merchantCode !== undefined) assertScope(actor, merchantCode);
      return service.reconcile(actor.merchantCode ?? merchantCode ?? null);
    },
  };
  return service;
}
export type WalletService = ReturnType<typeof createWalletService>;
export type { AccountRef, PostingInput } from './posting';
export { account } from './posting';
export type { CompanionGroup } from './batch';
