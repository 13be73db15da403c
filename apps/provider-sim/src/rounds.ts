import crypto from 'node:crypto';
import type { Faults } from './faults';
import { toWire } from './money';
import { WalletTimeout, type WalletAnswer, type WalletClient } from './wallet-client';

export interface Player {
  vendor: string;
  token: string;
  merchantCode: string;
  playerId: number;
}

/**
 * How a round ended, as the provider knows it. `moved`: what the player's wallet should have gained
 * (negative: lost), in minor units, if every call the wallet answered OK moved money exactly once.
 */
export interface RoundRecord {
  roundId: string;
  outcome: 'won' | 'lost' | 'rolled_back' | 'refused' | 'cancelled_before_bet';
  moved: number;
  balance: string | null;
  errorCode?: string;
}

const newId = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

/**
 * One round against the seamless wallet: bet, then win (or a rollback), with the faults switched on.
 * A bet whose answer never came is rolled back; a win or rollback is sent until answered. `win`
 * computes the payout once the bet is taken.
 */
export async function playRound(wallet: WalletClient, faults: Faults, player: Player, gameCode: string, stake: number, win: () => number, delayLateWin: () => Promise<void>): Promise<RoundRecord> {
  const roundId = newId('r');
  const betId = newId('b');
  const base = { merchantCode: player.merchantCode, playerId: player.playerId, roundId };
  const rollback = (): Promise<WalletAnswer> => wallet.call(player.vendor, 'rollback', { ...base, transactionId: newId('rb'), refTransactionId: betId }, Infinity);

  // Out of order: the cancellation overtakes its bet. The wallet remembers it and must refuse the bet.
  if (Math.random() < faults.rollbackBeforeBet) {
    const rb = await rollback();
    if (rb.status !== 'OK') return { roundId, outcome: 'refused', moved: 0, balance: null, errorCode: rb.errorCode };
    const late = await wallet.call(player.vendor, 'bet', { ...base, token: player.token, gameCode, transactionId: betId, amount: toWire(stake) }).catch(() => null);
    if (late?.status === 'OK') return { roundId, outcome: 'lost', moved: -stake, balance: late.balance ?? null, errorCode: 'late_bet_accepted' };
    return { roundId, outcome: 'cancelled_before_bet', moved: 0, balance: rb.balance ?? null };
  }

  let bet: WalletAnswer;
  try {
    bet = await wallet.call(player.vendor, 'bet', { ...base, token: player.token, gameCode, transactionId: betId, amount: toWire(stake) });
  } catch (err) {
    if (!(err instanceof WalletTimeout)) throw err;
    // The bet's fate is unknown: cancel it. Refunds only if it was taken; refused bets move nothing either way.
    const rb = await rollback();
    return { roundId, outcome: 'rolled_back', moved: 0, balance: rb.balance ?? null, errorCode: rb.status === 'OK' ? undefined : rb.errorCode };
  }
  if (bet.status !== 'OK') return { roundId, outcome: 'refused', moved: 0, balance: bet.balance ?? null, errorCode: bet.errorCode };

  if (Math.random() < faults.rollback) {
    const rb = await rollback();
    return { roundId, outcome: 'rolled_back', moved: rb.status === 'OK' ? 0 : -stake, balance: rb.balance ?? null, errorCode: rb.errorCode };
  }
  if (Math.random() < faults.lateWin) await delayLateWin();
  const paid = win();
  const answer = await wallet.call(player.vendor, 'win', { ...base, gameCode, transactionId: newId('w'), amount: toWire(paid) }, Infinity);
  if (answer.status !== 'OK') return { roundId, outcome: 'lost', moved: -stake, balance: answer.balance ?? null, errorCode: answer.errorCode };
  return { roundId, outcome: paid > 0 ? 'won' : 'lost', moved: paid - stake, balance: answer.balance ?? null };
}
