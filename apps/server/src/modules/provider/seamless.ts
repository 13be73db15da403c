import { MEMBER_TYPE } from '@platform/contracts';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { formatAmount } from '../../lib/money';
import type { Actor } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import { account, type AccountRef } from '../wallet/posting';
import type { PostingInput, WalletService } from '../wallet/service';
import * as repo from './repo';
import { createSeamlessBatch, replayOf, type BatchCall } from './seamless-batch';
import { isUniqueViolation } from '../../lib/db-errors';

/** What the seamless wallet needs from the catalogue (the games module provides it). */
export interface SeamlessCatalogue {
  findGameByCode(merchantCode: string, vendorCode: string, gameCode: string): Promise<{ game: { id: number; gameType: string } } | null>;
  /** Codes of the merchant's vendors in a wallet mode (cached by the catalogue). */
  vendorsByWalletMode(merchantCode: string, mode: 'seamless' | 'transfer'): Promise<string[]>;
}

interface Call { merchantCode: string; vendorCode: string; memberId: number; roundId: string; transactionId: string }
export interface BetInput extends Call { gameCode: string; amount: bigint }
export type WinInput = BetInput;
export interface RollbackInput extends Call { refTransactionId: string }
export interface EndRoundInput { merchantCode: string; vendorCode: string; roundId: string; memberId?: number }
export interface SeamlessOutcome { balance: bigint; transactionId: string | null; duplicate: boolean }

const MEMO_MAX = 20_000;
const GAME_MEMO_MS = 60_000;
/** A launch session never changes once written (its expiry is checked on every use), so a provider's calls reuse it. */
const SESSION_MEMO_MS = 60_000;

/**
 * The seamless wallet (ARCHITECTURE §6; decision 0019): the provider's transaction id is the
 * idempotency key (game_transactions, and the posting key "<vendor>:<transaction id>"); every call on a
 * round runs under that round's row lock, so a bet is resolved once, by a win or a rollback, never both.
 * Used by the HTTP endpoints for external providers and in-process by the in-house games (PGE).
 */
export function createSeamlessService(deps: { db: Db; wallet: WalletService; merchants: MerchantService; catalogue: SeamlessCatalogue; now?: () => Date }) {
  const { db, wallet, merchants, catalogue } = deps;
  const now = deps.now ?? (() => new Date());
  /** Member type never changes: trial (play money) or not, remembered per merchant and id. */
  const memberTypes = new Map<string, { type: number; username: string }>();
  const gameInfo = new Map<string, { at: number; id: number | null; gameType: string | null }>();
  const sessionMemo = new Map<string, { at: number; found: NonNullable<Awaited<ReturnType<typeof repo.findSession>>> }>();

  const actorOf = (merchantCode: string, vendorCode: string): Actor => ({ type: 'system', id: `provider:${vendorCode}`, ip: null, merchantCode });

  async function memberOf(merchantCode: string, memberId: number) {
    merchants.get(merchantCode);
    const key = `${merchantCode}|${memberId}`;
    let found = memberTypes.get(key);
    if (!found) {
      const row = await repo.findMember(db, merchantCode, memberId);
      if (!row) throw new AppError('member.not_found');
      if (memberTypes.size > MEMO_MAX) memberTypes.clear();
      found = { type: row.type, username: row.username };
      memberTypes.set(key, found);
    }
    return { ...found, demo: found.type === MEMBER_TYPE.trial };
  }

  /** Real stakes go to the vendor's clearing account; a trial account's play money comes from and returns to `demo`. */
  const counterparty = (demo: boolean, vendorCode: string): AccountRef => (demo ? account.demo : account.vendorWallet(vendorCode));

  async function gameOf(merchantCode: string, vendorCode: string, gameCode: string) {
    const key = `${merchantCode}|${vendorCode}|${gameCode}`;
    const hit = gameInfo.get(key);
    if (hit && Date.now() - hit.at < GAME_MEMO_MS) return hit;
    const found = await catalogue.findGameByCode(merchantCode, vendorCode, gameCode);
    const info = { at: Date.now(), id: found?.game.id ?? null, gameType: found?.game.gameType ?? null };
    if (gameInfo.size > MEMO_MAX) gameInfo.clear();
    gameInfo.set(key, info);
    return info;
  }

  /** The vendor's wallet mode at this merchant, or provider.vendor_unknown. */
  async function vendorMode(merchantCode: string, vendorCode: string): Promise<'seamless' | 'transfer'> {
    merchants.get(merchantCode);
    if ((await catalogue.vendorsByWalletMode(merchantCode, 'seamless')).includes(vendorCode)) return 'seamless';
    if ((await catalogue.vendorsByWalletMode(merchantCode, 'transfer')).includes(vendorCode)) return 'transfer';
    throw new AppError('provider.vendor_unknown');
  }

  /**
   * The wallet a vendor's calls move: the main wallet for seamless vendors; for transfer-mode vendors the
   * member's wallet at that vendor (filled and emptied with GCS_walletTransfer), so the provider's own
   * balance is still kept in the ledger. A trial account always plays its play-money main wallet.
   */
  async function walletOf(merchantCode: string, vendorCode: string, memberId: number, demo: boolean): Promise<AccountRef> {
    const mode = await vendorMode(merchantCode, vendorCode);
    return mode === 'transfer' && !demo ? account.memberVendor(memberId, vendorCode) : account.member(memberId);
  }

  const balanceOf = (merchantCode: string, ref: AccountRef) => wallet.balanceOf(merchantCode, ref);

  /** Runs a call's transaction; a concurrent duplicate that won the insert race is answered as a replay on the second try. */
  async function once<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return fn();
    }
  }

  /** Accounts opened once per process before their first posting, so the posting's transaction does not look them up. */
  const prepared = new Set<string>();
  async function prepare(merchantCode: string, vendorCode: string, walletRef: AccountRef, demo: boolean) {
    const key = `${merchantCode}|${JSON.stringify(walletRef)}|${demo ? '' : vendorCode}`;
    if (prepared.has(key)) return;
    await wallet.prepareAccounts(merchantCode, [walletRef, counterparty(demo, vendorCode)]);
    if (prepared.size > MEMO_MAX) prepared.clear();
    prepared.add(key);
  }

  type PostCall = { merchantCode: string; vendorCode: string; memberId: number; wallet: AccountRef; demo: boolean; type: 'bet' | 'win' | 'refund'; transactionId: string; roundId: string; gameCode: string; amount: bigint };
  /** A call's posting: the stake from the wallet, or a win or refund into it; the provider's transaction id is its key. */
  function postingOf(input: PostCall): PostingInput {
    const toMember = input.type === 'bet' ? -input.amount : input.amount;
    return {
      merchantCode: input.merchantCode, type: input.type, idempotencyKey: `${input.vendorCode}:${input.transactionId}`,
      actor: actorOf(input.merchantCode, input.vendorCode), reference: input.roundId, memo: input.gameCode || null,
      legs: [{ account: input.wallet, amount: toMember }, { account: counterparty(input.demo, input.vendorCode), amount: -toMember }],
    };
  }

  async function post(tx: Db, input: PostCall) {
    const posted = await wallet.postWithin(tx, postingOf(input));
    const entry = posted.entries.find((e) => e.memberId === input.memberId && e.kind === input.wallet.kind)!;
    return { postingId: posted.postingId, balance: entry.balanceAfter! };
  }

  /** What a bet or a win needs to run, in a batch or alone; the lookups behind it are remembered per process. */
  async function batchCall(kind: 'bet' | 'win', input: BetInput): Promise<BatchCall> {
    const member = await memberOf(input.merchantCode, input.memberId);
    const walletRef = await walletOf(input.merchantCode, input.vendorCode, input.memberId, member.demo);
    const game = kind === 'bet' ? await gameOf(input.merchantCode, input.vendorCode, input.gameCode) : { id: null, gameType: null };
    if (input.amount > 0n) await prepare(input.merchantCode, input.vendorCode, walletRef, member.demo);
    return {
      kind, merchantCode: input.merchantCode, vendorCode: input.vendorCode, memberId: input.memberId, roundId: input.roundId, transactionId: input.transactionId,
      gameCode: input.gameCode, amount: input.amount, gameId: game.id, gameType: game.gameType, currency: merchants.get(input.merchantCode).currency,
      demo: member.demo, walletKind: walletRef.kind === 'member_vendor' ? 'member_vendor' : 'member',
    };
  }
  const walletOfCall = (call: BatchCall): AccountRef => (call.walletKind === 'member_vendor' ? account.memberVendor(call.memberId, call.vendorCode) : account.member(call.memberId));

  /** A bet in a transaction of its own: the round locked (opened when new), then the checks, the stake and the call's row. */
  function betAlone(call: BatchCall): Promise<SeamlessOutcome> {
    const { merchantCode, vendorCode, memberId, roundId, transactionId } = call;
    return once(() => db.transaction(async (tx) => {
      const round = await repo.lockRound(tx, {
        merchantCode, memberId, vendorCode, gameCode: call.gameCode, gameId: call.gameId, gameType: call.gameType, roundId, currency: call.currency, demo: call.demo,
      });
      const seen = await repo.findTransactionOrRollback(tx, merchantCode, vendorCode, transactionId);
      const same = seen.find((t) => t.transactionId === transactionId);
      if (same) return replayOf(same, 'bet', { roundId, memberId, amount: call.amount });
      if (round.memberId !== memberId) throw new AppError('provider.player_mismatch');
      // A rollback of this id came first: the bet is cancelled before it arrived and must not take money now.
      if (seen.length) throw new AppError('provider.bet_resolved');
      if (round.status !== 'open') throw new AppError('provider.round_closed');
      const posted = await post(tx, { ...call, wallet: walletOfCall(call), type: 'bet' });
      await repo.recordCall(tx, {
        merchantCode, vendorCode, transactionId, kind: 'bet', roundId, memberId, amount: call.amount, state: 'open',
        postingId: posted.postingId, result: { balance: posted.balance.toString() },
      }, { id: round.id, addBet: call.amount });
      return { balance: posted.balance, transactionId, duplicate: false };
    }));
  }

  /** A win in a transaction of its own (a lost round's win of 0 always: it moves no money). */
  async function winAlone(call: BatchCall): Promise<SeamlessOutcome> {
    const { merchantCode, vendorCode, memberId, roundId, transactionId } = call;
    const before = call.amount === 0n ? await balanceOf(merchantCode, walletOfCall(call)) : null;
    return once(() => db.transaction(async (tx) => {
      const round = await repo.findRoundForUpdate(tx, merchantCode, vendorCode, roundId);
      if (!round) throw new AppError('provider.round_not_found');
      const seen = await repo.findTransaction(tx, merchantCode, vendorCode, transactionId);
      if (seen) return replayOf(seen, 'win', { roundId, memberId, amount: call.amount });
      if (round.memberId !== memberId) throw new AppError('provider.player_mismatch');
      if (round.status !== 'open') throw new AppError('provider.round_closed');
      const posted = call.amount > 0n ? await post(tx, { ...call, wallet: walletOfCall(call), type: 'win' }) : null;
      const balance = posted?.balance ?? before!;
      await repo.recordCall(tx, {
        merchantCode, vendorCode, transactionId, kind: 'win', roundId, memberId, amount: call.amount, state: 'done',
        postingId: posted?.postingId ?? null, result: { balance: balance.toString() },
      }, { id: round.id, addWin: call.amount, settle: now() });
      return { balance, transactionId, duplicate: false };
    }));
  }

  const batch = createSeamlessBatch({ now, alone: (call) => (call.kind === 'bet' ? betAlone(call) : winAlone(call)) });

  /** The launch token's session, if it exists and has not expired (no balance read). */
  async function liveSession(token: string) {
    const hash = hashToken(token);
    const hit = sessionMemo.get(hash);
    let found = hit && Date.now() - hit.at < SESSION_MEMO_MS ? hit.found : undefined;
    if (!found) {
      found = await repo.findSession(db, hash);
      if (found) {
        if (sessionMemo.size > MEMO_MAX) sessionMemo.clear();
        sessionMemo.set(hash, { at: Date.now(), found });
      }
    }
    if (!found || found.session.expiresAt.getTime() <= now().getTime()) throw new AppError('provider.token_invalid');
    return found;
  }

  return {
    /** The launch token's session, if it exists and has not expired, with the balance of the wallet it plays. */
    async authenticate(token: string) {
      const found = await liveSession(token);
      const { session } = found;
      const merchant = merchants.get(session.merchantCode);
      return {
        session, username: found.username, currency: merchant.currency,
        balance: await balanceOf(session.merchantCode, await walletOf(session.merchantCode, session.vendorCode, session.memberId, found.memberType === MEMBER_TYPE.trial)),
      };
    },

    /**
     * The launch token's live session alone: what a bet checks before its stake. The balance is not read
     * (the bet answers the balance after it), which saves a query and the vendor's wallet-mode lookups.
     */
    async session(token: string) {
      return (await liveSession(token)).session;
    },

    async balance(merchantCode: string, vendorCode: string, memberId: number): Promise<bigint> {
      const member = await memberOf(merchantCode, memberId);
      return balanceOf(merchantCode, await walletOf(merchantCode, vendorCode, memberId, member.demo));
    },

    /** Takes a stake; refused with provider.insufficient_funds (carrying the balance) when the wallet cannot pay it. */
    async bet(input: BetInput): Promise<SeamlessOutcome> {
      if (input.amount <= 0n) throw new AppError('wallet.amount_invalid');
      const call = await batchCall('bet', input);
      try {
        return await wallet.postWith(postingOf({ ...input, wallet: walletOfCall(call), demo: call.demo, type: 'bet' }), { group: batch, item: call });
      } catch (err) {
        if (err instanceof AppError && err.code === 'wallet.insufficient_funds') {
          throw new AppError('provider.insufficient_funds', { balance: formatAmount(await balanceOf(input.merchantCode, walletOfCall(call))) });
        }
        throw err;
      }
    },

    /**
     * Pays a round (amount 0 for a lost one) and settles its open bets. Accepted after the launch
     * token expired; refused on a round already settled or rolled back.
     */
    async win(input: WinInput): Promise<SeamlessOutcome> {
      if (input.amount < 0n) throw new AppError('wallet.amount_invalid');
      const call = await batchCall('win', input);
      // A lost round moves no money: nothing to share a ledger batch with.
      if (input.amount === 0n) return winAlone(call);
      return wallet.postWith(postingOf({ ...input, wallet: walletOfCall(call), demo: call.demo, type: 'win' }), { group: batch, item: call });
    },

    /**
     * Cancels one bet and refunds it. A rollback of a bet never seen succeeds, moves nothing and is
     * remembered, so the bet arriving late is refused; a bet already won cannot be rolled back.
     */
    async rollback(input: RollbackInput): Promise<SeamlessOutcome> {
      const member = await memberOf(input.merchantCode, input.memberId);
      const walletRef = await walletOf(input.merchantCode, input.vendorCode, input.memberId, member.demo);
      const { merchantCode, vendorCode, memberId, roundId, transactionId, refTransactionId } = input;
      const before = await balanceOf(merchantCode, walletRef);
      await prepare(merchantCode, vendorCode, walletRef, member.demo);
      return once(() => db.transaction(async (tx) => {
        const round = (await repo.findRoundForUpdate(tx, merchantCode, vendorCode, roundId))
          // Unknown round: kept closed, so a bet arriving for it later is refused too.
          ?? await repo.lockRound(tx, {
            merchantCode, memberId, vendorCode, gameCode: '', roundId, currency: merchants.get(merchantCode).currency,
            demo: member.demo, status: 'rolled_back', settledAt: now(),
          });
        const seen = await repo.findTransaction(tx, merchantCode, vendorCode, transactionId);
        if (seen) return replayOf(seen, 'rollback', { roundId, memberId, ref: refTransactionId });
        if (round.memberId !== memberId) throw new AppError('provider.player_mismatch');
        const bet = await repo.findTransaction(tx, merchantCode, vendorCode, refTransactionId);
        const remember = async (balance: bigint) => {
          await repo.insertTransaction(tx, {
            merchantCode, vendorCode, transactionId, kind: 'rollback', roundId, memberId, amount: 0n, refTransactionId, state: 'done',
            result: { balance: balance.toString() },
          });
          return { balance, transactionId, duplicate: false };
        };
        if (!bet) return remember(before);
        if (bet.kind !== 'bet' || bet.roundId !== roundId || bet.memberId !== memberId) throw new AppError('provider.transaction_conflict');
        if (bet.state === 'settled') throw new AppError('provider.bet_resolved');
        // Already refunded under another rollback id: answered, nothing moves twice.
        if (bet.state === 'rolled_back') return remember(before);
        const posted = await post(tx, { ...input, gameCode: round.gameCode, amount: bet.amount, wallet: walletRef, demo: member.demo, type: 'refund' });
        await repo.insertTransaction(tx, {
          merchantCode, vendorCode, transactionId, kind: 'rollback', roundId, memberId, amount: bet.amount, refTransactionId, state: 'done',
          postingId: posted.postingId, result: { balance: posted.balance.toString() },
        });
        await repo.resolveBets(tx, merchantCode, vendorCode, roundId, 'rolled_back', refTransactionId);
        const open = await repo.countOpenBets(tx, merchantCode, vendorCode, roundId);
        await repo.updateRound(tx, round.id, {
          refundAmount: round.refundAmount + bet.amount,
          ...(open === 0 && round.status === 'open' ? { status: round.winAmount > 0n ? 'settled' : 'rolled_back', settledAt: now() } : {}),
        });
        return { balance: posted.balance, transactionId, duplicate: false };
      }));
    },

    /**
     * What became of one of a vendor's transactions: null when it never arrived. The in-house games ask
     * it of a bet left unconfirmed by a crash, to complete a round whose stake was taken and cancel one
     * whose stake was not.
     */
    async transactionState(merchantCode: string, vendorCode: string, transactionId: string) {
      const seen = await repo.findTransaction(db, merchantCode, vendorCode, transactionId);
      return seen ? { kind: seen.kind, state: seen.state } : null;
    },

    /** Closes a round the provider says is over: its open bets count as lost. Idempotent. */
    async endRound(input: EndRoundInput): Promise<SeamlessOutcome> {
      // Checks the vendor before touching the round.
      await vendorMode(input.merchantCode, input.vendorCode);
      const memberId = await db.transaction(async (tx) => {
        const round = await repo.findRoundForUpdate(tx, input.merchantCode, input.vendorCode, input.roundId);
        if (!round) throw new AppError('provider.round_not_found');
        if (input.memberId !== undefined && round.memberId !== input.memberId) throw new AppError('provider.player_mismatch');
        if (round.status === 'open') {
          await repo.resolveBets(tx, input.merchantCode, input.vendorCode, input.roundId, 'settled');
          await repo.updateRound(tx, round.id, { status: 'settled', settledAt: now() });
        }
        return round.memberId;
      });
      const member = await memberOf(input.merchantCode, memberId);
      return { balance: await balanceOf(input.merchantCode, await walletOf(input.merchantCode, input.vendorCode, memberId, member.demo)), transactionId: null, duplicate: false };
    },
  };
}
export type SeamlessService = ReturnType<typeof createSeamlessService>;
