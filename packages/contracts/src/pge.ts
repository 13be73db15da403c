import { z } from 'zod';
import { amountInput, idempotencyKey } from './wallet';

/**
 * In-house provably fair games (vendor PGE; ARCHITECTURE §6, decision 0020). Member calls carry the
 * member token (T); the verify and round lookup calls are public.
 */
export const PGE_VENDOR = 'PGE';
export const PGE_GAMES = ['dice', 'slot', 'mines'] as const;
export const pgeGame = z.enum(PGE_GAMES);
export type PgeGame = z.infer<typeof pgeGame>;

/** No ':' so `clientSeed:nonce[:cursor]` can never mean two different inputs. */
export const clientSeed = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and -');
export const serverSeed = z.string().trim().toLowerCase().regex(/^[0-9a-f]{64}$/, '64 hex characters');
const nonce = z.coerce.number().int().min(0).max(2_147_483_647);
/** Target as shown (0.00–99.99); the server works in hundredths. */
const diceTarget = z.coerce.number().min(0).max(99.99).refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most 2 decimals');
const diceDirection = z.enum(['under', 'over']);
const minesCount = z.coerce.number().int().min(1).max(24);
const tile = z.coerce.number().int().min(0).max(24);
const roundId = z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/);

export const pgeGameParam = z.object({ game: pgeGame });
export const pgeRoundParam = z.object({ roundId });

export const pgeDiceBody = z.object({ requestId: idempotencyKey, amount: amountInput, target: diceTarget, direction: diceDirection });
export type PgeDiceBody = z.infer<typeof pgeDiceBody>;
export const pgeSlotBody = z.object({ requestId: idempotencyKey, amount: amountInput });
export type PgeSlotBody = z.infer<typeof pgeSlotBody>;
export const pgeMinesStartBody = z.object({ requestId: idempotencyKey, amount: amountInput, mines: minesCount });
export type PgeMinesStartBody = z.infer<typeof pgeMinesStartBody>;
export const pgeMinesRevealBody = z.object({ roundId, tile });
export type PgeMinesRevealBody = z.infer<typeof pgeMinesRevealBody>;
export const pgeMinesCashoutBody = z.object({ roundId });
export type PgeMinesCashoutBody = z.infer<typeof pgeMinesCashoutBody>;

export const pgeClientSeedBody = z.object({ clientSeed });
export const pgeRotateBody = z.object({ clientSeed: clientSeed.optional() });
export type PgeRotateBody = z.infer<typeof pgeRotateBody>;

export const pgeHistoryQuery = z.object({
  game: pgeGame.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type PgeHistoryQuery = z.infer<typeof pgeHistoryQuery>;

const diceOutcome = z.object({ game: z.literal('dice'), roll: z.number(), target: z.number(), direction: diceDirection, win: z.boolean() });
const slotOutcome = z.object({
  game: z.literal('slot'),
  stops: z.array(z.number().int()),
  /** grid[row][reel]: symbol names. */
  grid: z.array(z.array(z.string())),
  lines: z.array(z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), units: z.number().int() })),
  units: z.number().int(),
});
const minesOutcome = z.object({
  game: z.literal('mines'),
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  /** Null while the round is open: the board is only shown when it ends. */
  mineTiles: z.array(z.number().int()).nullable(),
  hitMine: z.boolean(),
  /**
   * Set when the player left the round and the operator closed it after the idle limit (decision 0020):
   * `cashout` at the multiplier of the tiles revealed, `refund` of the stake when none was.
   */
  autoClosed: z.enum(['cashout', 'refund']).optional(),
});
export const pgeOutcome = z.discriminatedUnion('game', [diceOutcome, slotOutcome, minesOutcome]);
export type PgeOutcome = z.infer<typeof pgeOutcome>;

export const pgeRoundView = z.object({
  roundId: z.string(),
  game: pgeGame,
  status: z.enum(['open', 'settled']),
  betAmount: z.number(),
  payout: z.number(),
  /** The multiplier paid (settled), or the one a cash-out would pay now (open mines), 4 decimals. */
  multiplier: z.string(),
  /** Open mines: the multiplier after one more safe tile; otherwise null. */
  nextMultiplier: z.string().nullable(),
  currency: z.string(),
  rtp: z.number(),
  outcome: pgeOutcome,
  clientSeed: z.string(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  /** Revealed once the member rotated the seed pair this round was played with. */
  serverSeed: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PgeRoundView = z.infer<typeof pgeRoundView>;

export const pgePlayResult = z.object({
  round: pgeRoundView,
  /** Main wallet balance after the call. */
  balance: z.number(),
  /** The request id was already played: this is the original round; nothing moved now. */
  replayed: z.boolean(),
});
export type PgePlayResult = z.infer<typeof pgePlayResult>;

const revealedPair = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Rounds played with this pair (nonces 0..nonce-1). */
  nonce: z.number().int(),
  createdAt: z.string(),
  revealedAt: z.string(),
});
export const pgeSeeds = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The next round's nonce. */
  nonce: z.number().int(),
  /** A mines round is open: the pair cannot be rotated until it ends. */
  roundOpen: z.boolean(),
  previous: z.array(revealedPair),
});
export type PgeSeeds = z.infer<typeof pgeSeeds>;
export const pgeRotateResult = z.object({ revealed: revealedPair, seeds: pgeSeeds });
export type PgeRotateResult = z.infer<typeof pgeRotateResult>;

export const pgeGameInfo = z.object({
  game: pgeGame,
  gameName: z.string(),
  rtp: z.number(),
  minBet: z.number(),
  maxBet: z.number(),
  currency: z.string(),
  balance: z.number(),
  /** Slot: what three of a kind (or two cherries) pays per line as a multiple of the bet, at this RTP. */
  paytable: z.array(z.object({ symbol: z.string(), count: z.number().int(), multiplier: z.string() })),
  /** Open mines round to resume, if any. */
  openRound: pgeRoundView.nullable(),
});
export type PgeGameInfo = z.infer<typeof pgeGameInfo>;

export const pgeHistory = z.object({ list: z.array(pgeRoundView), totalPages: z.number().int(), totalCount: z.number().int() });
export type PgeHistory = z.infer<typeof pgeHistory>;

/** `POST /wps/pge/verify` (public): recompute any outcome from revealed seeds. */
export const pgeVerifyBody = z.discriminatedUnion('game', [
  z.object({ game: z.literal('dice'), serverSeed, clientSeed, nonce, target: diceTarget, direction: diceDirection }),
  z.object({ game: z.literal('slot'), serverSeed, clientSeed, nonce }),
  z.object({ game: z.literal('mines'), serverSeed, clientSeed, nonce, mines: minesCount }),
]);
export type PgeVerifyBody = z.infer<typeof pgeVerifyBody>;

export const pgeVerifyResult = z.object({
  serverSeedHash: z.string(),
  outcome: pgeOutcome,
  /** The HMAC blocks used: message and hex digest. */
  blocks: z.array(z.object({ cursor: z.number().int(), message: z.string(), hmac: z.string() })),
  /** Each 32-bit word taken, the range it was drawn for, and the value (null when rejected as biased). */
  draws: z.array(z.object({ cursor: z.number().int(), word: z.number().int(), bound: z.number().int(), value: z.number().int().nullable() })),
});
export type PgeVerifyResult = z.infer<typeof pgeVerifyResult>;
