import { z } from 'zod';
import { GAME_TYPES, nodeId, vassalage } from './games';

/**
 * Game launch, the winners board and the seamless wallet that game providers call (spec §7 games
 * calls, ARCHITECTURE §6; decision 0019).
 */

/** 1: real money; 0: free play (a trial account's play money, or the provider's own fun balance). */
export const ACCOUNT_TYPE = { real: 1, free: 0 } as const;
const accountType = z.coerce.number().int().pipe(z.union([z.literal(0), z.literal(1)]));
const language = z.string().trim().min(2).max(10).optional();
/** Where the game's own "back" button returns: a path on this site only (no open redirect). */
const returnPath = z.string().max(300).regex(/^\/(?!\/)[^\s\\]*$/, 'a path on this site').optional();

/** `POST /wps/game/launchGame` (T): one game by nodeId, or by vendor and game code. */
export const launchGameBody = z.object({
  nodeId: nodeId.optional(),
  vassalage: vassalage.optional(),
  gameCode: z.string().trim().min(1).max(40).optional(),
  /** The client's launch mode (GAME, LOBBY...), echoed back. */
  launchMode: z.string().trim().max(20).default('GAME'),
  accountType: accountType.default(1),
  language,
  returnUrl: returnPath,
}).refine((b) => b.nodeId !== undefined || (b.vassalage !== undefined && b.gameCode !== undefined), 'nodeId, or vassalage and gameCode');
export type LaunchGameBody = z.infer<typeof launchGameBody>;

export const launchGameResult = z.object({
  /** The original client opens content.game_url (in a frame or a new window). */
  content: z.object({ game_url: z.string() }),
  launchMode: z.string(),
  accountType: z.number().int(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
});
export type LaunchGameResult = z.infer<typeof launchGameResult>;

/**
 * `POST /wps/game/leaveGame` (T): the player closed the game popup. In single-wallet mode the balance
 * the game's transfer-wallet vendor holds comes back to the main wallet (the automatic transfer,
 * decision 0037); otherwise nothing moves. Safe to repeat.
 */
export const leaveGameBody = z.object({ vassalage: vassalage.optional() }).default({});
export const leaveGameResult = z.object({
  /** What came back to the main wallet, per vendor wallet (empty when nothing was away). */
  moved: z.array(z.object({ walletCode: z.string(), amount: z.number() })),
  mainBalance: z.number(),
});
export type LeaveGameResult = z.infer<typeof leaveGameResult>;

/**
 * `POST /wps/relay/GCS_gameLaunchFB` (T): the launch fallback for vendors whose card is a lobby
 * (isGame VASSALAGE) or when the client knows only the vendor: the vendor's given game, else its first
 * playable one.
 */
export const gameLaunchFbBody = z.object({
  vassalage,
  gameCode: z.string().trim().min(1).max(40).optional(),
  launchMode: z.string().trim().max(20).default('LOBBY'),
  accountType: accountType.default(1),
  language,
  returnUrl: returnPath,
});
export type GameLaunchFbBody = z.infer<typeof gameLaunchFbBody>;

/** `GET /wps/relay/GCSGAME_getRankList`: the winners board (spec §3), biggest real wins first. */
export const RANK_LIST_LIMIT = 20;
export const rankListQuery = z.object({
  gameCategory: z.string().trim().toUpperCase().pipe(z.enum(['ALL', ...GAME_TYPES])).default('ALL'),
  language,
  limitNum: z.coerce.number().int().min(1).max(RANK_LIST_LIMIT).default(RANK_LIST_LIMIT),
  merchantCode: z.string().max(32).optional(),
  clientType: z.string().max(20).optional(),
  platform: z.string().max(40).optional(),
});
export type RankListQuery = z.infer<typeof rankListQuery>;
export const rankItem = z.object({
  /** The winner's username, masked (first and last characters). */
  customerName: z.string(),
  gameName: z.string(),
  /** 2 decimals, the merchant's currency. */
  winAmount: z.number(),
  iconUrl: z.string(),
  nodeId: z.number().int().nullable(),
  vassalage: z.string(),
  gameType: z.string().nullable(),
  settledAt: z.string(),
});
export type RankItem = z.infer<typeof rankItem>;
export const rankListResult = z.array(rankItem);

// ---- Seamless wallet, called by providers: POST /provider/:vendor/wallet/<call> ----
// Headers: x-timestamp (epoch milliseconds), x-signature = hex HMAC-SHA256(vendor secret, "<timestamp>.<raw body>").
// Amounts are decimal strings in the merchant's currency ("12.50").

const id = z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits, _ . : -');
const amount = z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, 'a decimal amount, at most 2 decimals');
const playerId = z.coerce.number().int().positive().max(2_147_483_647);
const merchantCode = z.string().trim().min(1).max(32);

export const seamlessAuthenticateBody = z.object({ token: z.string().min(20).max(200) }).strict();
export const seamlessBalanceBody = z.object({ merchantCode, playerId }).strict();
export const seamlessBetBody = z.object({ token: z.string().min(20).max(200), merchantCode, playerId, gameCode: id, roundId: id, transactionId: id, amount }).strict();
export const seamlessWinBody = z.object({ merchantCode, playerId, gameCode: id, roundId: id, transactionId: id, amount, token: z.string().max(200).optional() }).strict();
export const seamlessRollbackBody = z.object({ merchantCode, playerId, roundId: id, transactionId: id, refTransactionId: id, token: z.string().max(200).optional() }).strict();
export const seamlessEndRoundBody = z.object({ merchantCode, playerId, roundId: id }).strict();
export type SeamlessBetBody = z.infer<typeof seamlessBetBody>;
export type SeamlessWinBody = z.infer<typeof seamlessWinBody>;
export type SeamlessRollbackBody = z.infer<typeof seamlessRollbackBody>;

/** The industry shape: a status, the player's balance after the call, the transaction it answers. */
export const seamlessResult = z.object({
  status: z.literal('OK'),
  merchantCode: z.string(),
  playerId: z.number().int(),
  currency: z.string(),
  balance: z.string(),
  transactionId: z.string().nullable(),
  /** The transaction id was seen before: this is the original answer, and nothing moved now. */
  duplicate: z.boolean(),
});
export type SeamlessResult = z.infer<typeof seamlessResult>;
export const seamlessAuthResult = seamlessResult.extend({
  username: z.string(),
  gameCode: z.string(),
  language: z.string(),
  /** 1 real money, 0 a trial account's play money. */
  accountType: z.number().int(),
});
export type SeamlessAuthResult = z.infer<typeof seamlessAuthResult>;
/** What every wallet call may answer (one object schema, so the answer serialises without a union check). */
export const seamlessResponse = seamlessResult.extend(seamlessAuthResult.partial().pick({ username: true, gameCode: true, language: true, accountType: true }).shape);
/** A refused call: HTTP status from the error code; `balance` where the provider needs it (insufficient funds). */
export const seamlessError = z.object({
  status: z.literal('ERROR'),
  errorCode: z.string(),
  message: z.string(),
  balance: z.string().optional(),
});
export type SeamlessError = z.infer<typeof seamlessError>;
