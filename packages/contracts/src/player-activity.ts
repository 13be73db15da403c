import { z } from 'zod';

/**
 * The player's page in the back office, its tabs and actions (issue 18, decision 0048): per-player
 * lists read by the operator (balances, ledger entries, game rounds, sessions, logins, devices,
 * addresses, notes) and the account actions (lock, unlock, forced password change, two-factor reset).
 * Every list is paged by the server and counted no further than 10,000 (`totalCapped`).
 */

/** `from`/`to`: a period (ISO instants, `to` excluded) on the lists that have one. */
export const playerTabQuery = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PlayerTabQuery = z.infer<typeof playerTabQuery>;
/** The ledger of one wallet at a time (the main one unless `vendorCode` names a vendor's): one index range. */
export const playerLedgerQuery = playerTabQuery.extend({ vendorCode: z.string().trim().min(1).max(32).optional() });
export type PlayerLedgerQuery = z.infer<typeof playerLedgerQuery>;

const pageOfTab = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), totalCount: z.number().int(), totalCapped: z.boolean() });

/** One wallet of the player: the main one (`vendorCode` null) and one per transfer-mode vendor. */
export const playerWallet = z.object({ vendorCode: z.string().nullable(), balance: z.string(), currency: z.string(), updatedAt: z.string() });
export const playerBalances = z.object({ currency: z.string(), wallets: z.array(playerWallet) });
export type PlayerBalances = z.infer<typeof playerBalances>;

/** One line of the player's ledger: a signed amount on one of its wallets, with the balance after it. */
export const playerLedgerEntry = z.object({
  id: z.number().int(),
  postingId: z.number().int(),
  type: z.string(),
  vendorCode: z.string().nullable(),
  amount: z.string(),
  balanceAfter: z.string().nullable(),
  reference: z.string().nullable(),
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export const playerLedgerPage = pageOfTab(playerLedgerEntry);
export type PlayerLedgerPage = z.infer<typeof playerLedgerPage>;

export const playerRound = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  roundId: z.string(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  bet: z.string(),
  win: z.string(),
  refund: z.string(),
  currency: z.string(),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export const playerRoundPage = pageOfTab(playerRound);
export type PlayerRoundPage = z.infer<typeof playerRoundPage>;

/** One login (a session the player opened), addresses masked; `active` while it has not ended or expired. */
export const playerSession = z.object({
  id: z.number().int(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  active: z.boolean(),
});
export const playerSessionPage = pageOfTab(playerSession);
export type PlayerSessionPage = z.infer<typeof playerSessionPage>;

export const playerDevice = z.object({ device: z.string().nullable(), logins: z.number().int(), lastSeenAt: z.string() });
export const playerDevicePage = pageOfTab(playerDevice);
export type PlayerDevicePage = z.infer<typeof playerDevicePage>;

export const playerAddress = z.object({ ip: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() });
export const playerAddressPage = pageOfTab(playerAddress);
export type PlayerAddressPage = z.infer<typeof playerAddressPage>;

/** Notes are kept as written: never edited, never deleted, newest first. */
export const playerNoteBody = z.object({ text: z.string().trim().min(1).max(1000) }).strict();
export const playerNote = z.object({ id: z.number().int(), text: z.string(), author: z.string(), createdAt: z.string() });
export type PlayerNote = z.infer<typeof playerNote>;
export const playerNotePage = pageOfTab(playerNote);
export type PlayerNotePage = z.infer<typeof playerNotePage>;

/** Every account action asks why; the reason goes to the audit log with the change. */
export const playerActionBody = z.object({ reason: z.string().trim().min(1).max(500) }).strict();
export const PLAYER_ACTIONS = ['lock', 'unlock', 'force-password-change', 'reset-2fa'] as const;
export type PlayerAction = (typeof PLAYER_ACTIONS)[number];
export const playerActionParam = z.object({
  merchantCode: z.string().trim().min(1).max(32),
  id: z.coerce.number().int().positive().max(2_147_483_647),
  action: z.enum(PLAYER_ACTIONS),
});
/** `changed` false: the account already was so (nothing written, nothing audited). */
export const playerActionResult = z.object({ action: z.enum(PLAYER_ACTIONS), changed: z.boolean(), sessionsEnded: z.number().int() });
export type PlayerActionResult = z.infer<typeof playerActionResult>;
