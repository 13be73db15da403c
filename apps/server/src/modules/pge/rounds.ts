import type { PgeGame, PgeOutcome, PgeRoundView, PgeVerifyResult } from '@platform/contracts';
import { displayAmount } from '../../lib/money';
import { diceMultiplier, diceParamsValid, playDice, type DiceDirection } from './dice';
import { drawStream, hashServerSeed, type DrawStream, type SeedInput } from './fair';
import { minesCountValid, minesMultiplier, placeMines, safeTiles } from './mines';
import type { RoundRow, SeedPairRow } from './repo';
import { multiplierText, payoutOf, type Ratio } from './rtp';
import { playSlot, slotMultiplier } from './slot';

/**
 * What a round's outcome and payout are, from its seeds and parameters alone (pure). The service
 * stores the result; the verify endpoint recomputes it from revealed seeds with the same functions.
 */
export type RoundParams = { target: number; direction: DiceDirection } | { mines: number } | Record<string, never>;

const ZERO: Ratio = { num: 0n, den: 1n };

/** Dice targets arrive as shown (50.5) and are kept in hundredths (5050). */
export const targetHundredths = (target: number) => Math.round(target * 100);

export function paramsValid(game: PgeGame, params: RoundParams): boolean {
  if (game === 'dice') return 'target' in params && diceParamsValid(params as { target: number; direction: DiceDirection });
  if (game === 'mines') return 'mines' in params && minesCountValid(params.mines);
  return true;
}

/** The board of a mines round (sorted mine tiles). */
export function minesBoard(seed: SeedInput, mines: number): number[] {
  return placeMines(drawStream(seed), mines);
}

/** The outcome a stream gives for a game (mines: the whole board, nothing revealed yet). */
function drawOutcome(game: PgeGame, stream: DrawStream, params: RoundParams): PgeOutcome {
  if (game === 'dice') {
    const p = params as { target: number; direction: DiceDirection };
    const { roll, win } = playDice(stream, p);
    return { game, roll: roll / 100, target: p.target / 100, direction: p.direction, win };
  }
  if (game === 'slot') {
    const spin = playSlot(stream);
    return { game, stops: spin.stops, grid: spin.grid, lines: spin.lines, units: spin.units };
  }
  const mines = (params as { mines: number }).mines;
  return { game, mines, revealed: [], mineTiles: placeMines(stream, mines), hitMine: false };
}

/** Dice and slot: the whole outcome and its multiplier. */
export function instantOutcome(game: 'dice' | 'slot', seed: SeedInput, params: RoundParams, rtpBps: number): { outcome: PgeOutcome; multiplier: Ratio } {
  const outcome = drawOutcome(game, drawStream(seed), params);
  if (outcome.game === 'dice') return { outcome, multiplier: outcome.win ? diceMultiplier(params as { target: number; direction: DiceDirection }, rtpBps) : ZERO };
  return { outcome, multiplier: slotMultiplier((outcome as PgeOutcome & { game: 'slot' }).units, rtpBps) };
}

export function payout(bet: bigint, multiplier: Ratio): bigint {
  return payoutOf(bet, multiplier);
}

/** The public recomputation: outcome plus every HMAC block and word used, for the verify page's formula. */
export function verify(game: PgeGame, seed: SeedInput, params: RoundParams): PgeVerifyResult {
  const stream = drawStream(seed);
  const outcome = drawOutcome(game, stream, params);
  return { serverSeedHash: hashServerSeed(seed.serverSeed), outcome, blocks: stream.blocks, draws: stream.draws };
}

/** Mines multiplier for `safe` revealed tiles (0 → nothing to cash out yet). */
export function minesRatio(mines: number, safe: number, rtpBps: number): Ratio {
  return safe === 0 ? ZERO : minesMultiplier(mines, safe, rtpBps);
}

function multipliersOf(round: RoundRow): { current: Ratio; next: Ratio | null } {
  const rtp = round.rtpBps;
  if (round.gameCode === 'mines') {
    const { mines } = round.params as { mines: number };
    const outcome = round.outcome as (PgeOutcome & { game: 'mines' }) | null;
    const safe = round.revealed.length - (outcome?.hitMine ? 1 : 0);
    if (outcome?.hitMine) return { current: ZERO, next: null };
    // Closed by the operator with nothing revealed: the stake came back.
    if (outcome?.autoClosed === 'refund') return { current: { num: 1n, den: 1n }, next: null };
    const open = round.status === 'open' && !outcome && safe < safeTiles(mines);
    return { current: minesRatio(mines, safe, rtp), next: open ? minesMultiplier(mines, safe + 1, rtp) : null };
  }
  // Dice and slot pay bet × multiplier floored to the minor unit (the stored payout).
  const outcome = round.outcome as PgeOutcome;
  if (outcome.game === 'dice') return { current: outcome.win ? diceMultiplier({ target: targetHundredths(outcome.target), direction: outcome.direction }, rtp) : ZERO, next: null };
  if (outcome.game === 'slot') return { current: slotMultiplier(outcome.units, rtp), next: null };
  return { current: ZERO, next: null };
}

/** What a member (or the public lookup) sees of a round. The board of an open mines round stays hidden. */
export function roundView(round: RoundRow, pair: SeedPairRow): PgeRoundView {
  const { current, next } = multipliersOf(round);
  const mines = round.gameCode === 'mines' ? (round.params as { mines: number }).mines : 0;
  const stored = round.outcome as PgeOutcome | null;
  const outcome: PgeOutcome = round.gameCode === 'mines'
    ? (round.status === 'settled' && stored ? stored : { game: 'mines', mines, revealed: round.revealed, mineTiles: null, hitMine: false })
    : stored!;
  return {
    roundId: round.roundId,
    game: round.gameCode,
    status: round.status === 'settled' ? 'settled' : 'open',
    betAmount: displayAmount(round.betAmount),
    payout: displayAmount(round.payout),
    multiplier: multiplierText(current),
    nextMultiplier: next ? multiplierText(next) : null,
    currency: round.currency,
    rtp: round.rtpBps / 100,
    outcome,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    serverSeedHash: pair.serverSeedHash,
    serverSeed: pair.status === 'revealed' ? pair.serverSeed : null,
    createdAt: round.createdAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  };
}
