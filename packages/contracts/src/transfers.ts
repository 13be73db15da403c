import { z } from 'zod';
import { amountInput, idempotencyKey } from './wallet';

/** The member's main wallet in GCS_walletTransfer and the consolidated list; other codes are vendors. */
export const MAIN_WALLET = 'MAIN';

/** 'MAIN' or a vendor code (e.g. 'PT'); unknown or non-transfer vendors are refused (transfer.wallet_unknown). */
export const walletCode = z.string().trim().min(1).max(20).regex(/^[A-Za-z0-9_]+$/, 'letters, digits, underscore').transform((s) => s.toUpperCase());

/**
 * `POST /wps/relay/GCS_walletTransfer` (T): moves money between the main wallet and the member's
 * wallet at one transfer-mode vendor; exactly one side is MAIN. `requestId` makes a retry one transfer.
 */
export const walletTransferBody = z.object({
  from: walletCode,
  to: walletCode,
  amount: amountInput,
  requestId: idempotencyKey,
});
export type WalletTransferBody = z.infer<typeof walletTransferBody>;

export const walletTransferResult = z.object({
  postingId: z.number().int(),
  /** The request id was already used with the same content: this is the original transfer; nothing moved now. */
  replayed: z.boolean(),
  from: z.string(),
  to: z.string(),
  amount: z.number(),
  /** Balances right after this transfer (2 decimals). */
  mainBalance: z.number(),
  vendorBalance: z.number(),
  createdAt: z.string(),
});
export type WalletTransferResult = z.infer<typeof walletTransferResult>;

/** `GET /wps/member/transfer/upline` (T): who the member's upline agent is, if any. */
export const uplineInfo = z.object({
  upline: z.object({ username: z.string() }).nullable(),
  balance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type UplineInfo = z.infer<typeof uplineInfo>;

/** `POST /wps/member/transfer/upline` (T): member → upline agent, fund password required. */
export const uplineTransferBody = z.object({
  amount: amountInput,
  fundPassword: z.string().min(1).max(128),
  requestId: idempotencyKey,
});
export type UplineTransferBody = z.infer<typeof uplineTransferBody>;

export const uplineTransferResult = z.object({
  postingId: z.number().int(),
  replayed: z.boolean(),
  amount: z.number(),
  /** The member's main wallet right after this transfer. */
  balance: z.number(),
  upline: z.string(),
  createdAt: z.string(),
});
export type UplineTransferResult = z.infer<typeof uplineTransferResult>;
