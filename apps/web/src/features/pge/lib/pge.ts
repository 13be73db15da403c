/** Pure helpers of the PGE play and verify pages. */
import type { PgeGame, PgeRoundView, PgeVerifyBody } from '@platform/contracts';
import { PGE_GAMES } from '@platform/contracts';

export function isPgeGame(value: string | undefined): value is PgeGame {
  return (PGE_GAMES as readonly string[]).includes(value ?? '');
}

/** A bet the server would take: up to 2 decimals, inside the limits and the balance (null when fine). */
export function betProblem(input: string, min: number, max: number, balance: number): 'invalid' | 'range' | 'balance' | null {
  const text = input.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'invalid';
  const amount = Number(text);
  if (amount < min || amount > max) return 'range';
  return amount > balance ? 'balance' : null;
}

/** Dice win chance in percent for a target (0.00–99.99) and direction, as the server counts rolls. */
export function diceWinChance(target: number, direction: 'under' | 'over'): number {
  const hundredths = Math.round(target * 100);
  const winning = direction === 'under' ? hundredths : 9_999 - hundredths;
  return winning / 100;
}

/** The dice multiplier RTP / chance, 4 decimals rounded down as the server shows it. */
export function diceMultiplier(rtp: number, chance: number): string {
  if (chance <= 0) return '0.0000';
  return (Math.floor(((rtp / chance) * 10_000) + 1e-9) / 10_000).toFixed(4);
}

/** The verify page's query for a round whose server seed is revealed. */
export function verifyQuery(round: PgeRoundView): string | null {
  if (!round.serverSeed) return null;
  const query = new URLSearchParams({ game: round.game, serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: String(round.nonce), roundId: round.roundId });
  if (round.outcome.game === 'dice') {
    query.set('target', round.outcome.target.toFixed(2));
    query.set('direction', round.outcome.direction);
  }
  if (round.outcome.game === 'mines') query.set('mines', String(round.outcome.mines));
  return query.toString();
}

/** The verify form's values from a query string; unknown or malformed fields are left empty. */
export function verifyFormFrom(search: URLSearchParams) {
  const game = search.get('game');
  return {
    game: isPgeGame(game ?? undefined) ? (game as PgeGame) : 'dice',
    serverSeed: search.get('serverSeed') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: search.get('nonce') ?? '0',
    target: search.get('target') ?? '50.00',
    direction: search.get('direction') === 'over' ? 'over' as const : 'under' as const,
    mines: search.get('mines') ?? '3',
    roundId: search.get('roundId') ?? '',
  };
}
export type VerifyForm = ReturnType<typeof verifyFormFrom>;

export function verifyBody(form: VerifyForm): PgeVerifyBody {
  const base = { serverSeed: form.serverSeed.trim(), clientSeed: form.clientSeed.trim(), nonce: Number(form.nonce) };
  if (form.game === 'dice') return { game: 'dice', ...base, target: Number(form.target), direction: form.direction };
  if (form.game === 'mines') return { game: 'mines', ...base, mines: Number(form.mines) };
  return { game: 'slot', ...base };
}

/** The mines board as rows of five tiles (0..24, row-major). */
export const MINES_ROWS = [0, 1, 2, 3, 4].map((row) => [0, 1, 2, 3, 4].map((col) => row * 5 + col));
