import type { LeaveGameResult } from '@platform/contracts';
import { MAIN_WALLET } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError } from '../../lib/errors';
import { displayAmount, formatAmount } from '../../lib/money';
import type { Actor } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import { account, type WalletService } from '../wallet/service';
import type { TransferVendors } from '../wallet/vendor-wallets';
import { createRecall } from './recall';
import * as repo from './repo';

/** Re-reads after a sweep lost a race (a stake or a win landed between the read and the posting). */
const SWEEP_ATTEMPTS = 5;

/** Who a sweep acts for: the member, from the request that caused it. */
export interface SweepMember { id: number; merchantCode: string }

/**
 * The industry's automatic transfer (decision 0037). In a merchant's single-wallet mode a player has
 * one balance, but a transfer-mode vendor (PT, JDB) plays only what sits in the member's wallet at
 * that vendor. So the whole main balance moves to the vendor when one of its games launches, and
 * back when the player leaves, opens any other game, or asks to withdraw.
 *
 * Each move is one ledger posting of everything the source wallet held, keyed by the source's last
 * entry id: two sweeps that saw the same state (a retried launch, a double close, two tabs) make
 * the same posting, so the second is a replay. A sweep that lost a race with a stake or a win reads
 * again; money is never moved from a wallet that does not hold it (the ledger's floor), so a lost
 * race moves nothing rather than too much. The vendor wallets here are ledger accounts the vendor
 * plays through our wallet API, so a transfer cannot be half done.
 */
export function createAutoTransfer(deps: {
  db: Db; wallet: WalletService; merchants: MerchantService; transferVendors: TransferVendors;
  /** The vendor of the member's live real-money launch (provider sessions), so a balance view leaves the game being played alone. */
  liveVendor: (merchantCode: string, memberId: number) => Promise<string | null>;
  /** Ends the member's launch tokens at these vendors once their money came back. */
  endSessions: (merchantCode: string, memberId: number, vendorCodes: string[]) => Promise<void>;
  /** The recall job's idle limit (env TRANSFER_RECALL_IDLE_MINUTES). */
  recallIdleMinutes: number;
}) {
  const { db, wallet, merchants } = deps;
  const single = (merchantCode: string) => merchants.settings(merchantCode).singleWallet;
  const actorOf = (ctx: RequestContext | null, member: SweepMember): Actor => ({ type: 'member', id: String(member.id), ip: ctx?.ip ?? null, merchantCode: member.merchantCode });
  const wallets = (member: SweepMember) => repo.memberWallets(db, member.merchantCode, merchants.get(member.merchantCode).currency, member.id);
  const ref = (memberId: number, code: string) => (code === MAIN_WALLET ? account.member(memberId) : account.memberVendor(memberId, code));

  /**
   * Moves all of `from` into `to`; answers the amount moved by this call (0 when another sweep moved it
   * first). `seenEntryId`: move only while the source's last entry is still this one (the recall job's
   * guard: any stake or win since means the game is being played).
   */
  async function sweep(ctx: RequestContext | null, member: SweepMember, from: string, to: string, trigger: string, opts: { actor?: Actor; seenEntryId?: number } = {}): Promise<bigint> {
    let moved = 0n;
    for (let attempt = 0; attempt < SWEEP_ATTEMPTS; attempt++) {
      const state = (await wallets(member)).find((w) => w.walletCode === from);
      if (!state || state.balance <= 0n || state.lastEntryId === null) return moved;
      if (opts.seenEntryId !== undefined && state.lastEntryId !== opts.seenEntryId) return moved;
      const amount = state.balance;
      try {
        const posted = await wallet.post({
          merchantCode: member.merchantCode, type: 'vendor_transfer', idempotencyKey: `auto-transfer:${member.id}:${from}:${to}:${state.lastEntryId}`,
          actor: opts.actor ?? actorOf(ctx, member), reference: from === MAIN_WALLET ? to : from, memo: `${from} → ${to}`,
          legs: [{ account: ref(member.id, from), amount: -amount }, { account: ref(member.id, to), amount }],
        }, {
          audit: (p) => ({
            merchantCode: member.merchantCode, action: 'wallet.vendor_transfer', target: `member:${member.id}`, before: null,
            after: { from, to, amount: formatAmount(amount), postingId: p.postingId, automatic: true, trigger },
          }),
        });
        if (!posted.replayed) moved += amount;
      } catch (err) {
        // A stake got there first: read the wallet again.
        if (!(err instanceof AppError && err.code === 'wallet.insufficient_funds')) throw err;
      }
    }
    return moved;
  }

  /** Brings back every vendor wallet's balance except `keep`'s; answers what came back per vendor. */
  async function collect(ctx: RequestContext | null, member: SweepMember, keep: string | null, trigger: string) {
    const away = (await wallets(member)).filter((w) => w.walletCode !== MAIN_WALLET && w.walletCode !== keep && w.balance > 0n);
    const moved: { walletCode: string; amount: bigint }[] = [];
    for (const w of away) {
      const amount = await sweep(ctx, member, w.walletCode, MAIN_WALLET, trigger);
      if (amount > 0n) moved.push({ walletCode: w.walletCode, amount });
    }
    return moved;
  }

  /**
   * The recall job's move (decision 0037, Recall): one idle vendor wallet comes home, by the system (the
   * player did nothing), only while it is as the job saw it; then the launch tokens it saw end, so a game
   * left open on a phone that comes back says its session ended instead of showing 0.
   */
  async function recallWallet(merchantCode: string, seen: repo.RecallCandidate): Promise<bigint> {
    if (!single(merchantCode)) return 0n;
    const member = { id: seen.memberId, merchantCode };
    const actor: Actor = { type: 'system', id: 'transfer-recall', ip: null, merchantCode };
    const moved = await sweep(null, member, seen.vendorCode, MAIN_WALLET, 'recall', { actor, seenEntryId: seen.lastEntryId });
    if (moved > 0n && seen.sessionId !== null) {
      await repo.endSessionsUpTo(db, { merchantCode, memberId: seen.memberId, vendorCode: seen.vendorCode, sessionId: seen.sessionId });
    }
    return moved;
  }
  const recall = createRecall({ db, merchants, idleMinutes: deps.recallIdleMinutes, recallWallet });

  return {
    /** The recall job (every minute): money left at vendors whose game is closed or idle comes home. */
    recallIdle: recall.run,

    /**
     * Before a real-money launch in single-wallet mode: money at any other vendor comes back, then a
     * transfer-mode vendor's game gets the whole main balance. Multi-wallet mode moves nothing here
     * (the player moves money on the transfer page).
     */
    async beforeLaunch(ctx: RequestContext, member: SweepMember, vendor: { code: string; walletMode: string }): Promise<void> {
      if (!single(member.merchantCode)) return;
      const transfer = vendor.walletMode === 'transfer';
      const moved = await collect(ctx, member, transfer ? vendor.code : null, 'launch');
      if (moved.length) await deps.endSessions(member.merchantCode, member.id, moved.map((m) => m.walletCode));
      if (transfer) await sweep(ctx, member, MAIN_WALLET, vendor.code, 'launch');
    },

    /** The player closed the game: in single-wallet mode every vendor balance comes back and those launch tokens end. */
    async leave(ctx: RequestContext, member: SweepMember): Promise<LeaveGameResult> {
      const moved = single(member.merchantCode) ? await collect(ctx, member, null, 'leave') : [];
      if (single(member.merchantCode)) {
        await deps.endSessions(member.merchantCode, member.id, await deps.transferVendors(member.merchantCode));
      }
      const main = (await wallets(member)).find((w) => w.walletCode === MAIN_WALLET)?.balance ?? 0n;
      return { moved: moved.map((m) => ({ walletCode: m.walletCode, amount: displayAmount(m.amount) })), mainBalance: displayAmount(main) };
    },

    /** Before a withdrawal request: everything at vendors comes back, so the main wallet holds what the player sees. */
    async beforeWithdrawal(ctx: RequestContext, member: SweepMember): Promise<void> {
      if (!single(member.merchantCode)) return;
      const moved = await collect(ctx, member, null, 'withdrawal');
      if (moved.length) await deps.endSessions(member.merchantCode, member.id, moved.map((m) => m.walletCode));
    },

    /**
     * Money left at a vendor whose game is no longer open (a closed tab never said "leave", a win
     * arrived after it): brought back, leaving the game the player is in alone.
     */
    async collectStranded(member: SweepMember): Promise<void> {
      if (!single(member.merchantCode)) return;
      const away = (await wallets(member)).some((w) => w.walletCode !== MAIN_WALLET && w.balance > 0n);
      if (!away) return;
      await collect(null, member, await deps.liveVendor(member.merchantCode, member.id), 'stranded');
    },
  };
}
export type AutoTransfer = ReturnType<typeof createAutoTransfer>;
