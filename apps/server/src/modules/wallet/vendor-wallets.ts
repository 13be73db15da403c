import type { Db } from '../../db/client';
import * as repo from './records-repo';

/**
 * Vendors whose games keep their own balance (transfer mode), so a member moves money to them and
 * back with GCS_walletTransfer. A stand-in list (spec §2 footer providers, less the in-house seamless
 * PG) until the games issue's vendor registry says which vendor runs which wallet mode.
 */
export const TRANSFER_VENDORS: readonly string[] = ['PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'EG2'];

export function isTransferVendor(code: string) {
  return TRANSFER_VENDORS.includes(code);
}

/**
 * The member's vendor wallets as the consolidated call lists them: in transfer mode every transfer
 * vendor (0 where nothing was moved yet); in single-wallet mode only those still holding money, so a
 * member can always bring it back after the operator switched modes.
 */
export async function vendorWallets(db: Db, merchant: { merchantCode: string; currency: string }, memberId: number, singleWallet: boolean) {
  const held = new Map((await repo.memberVendorWallets(db, merchant.merchantCode, merchant.currency, memberId)).map((w) => [w.vendorCode, w.balance]));
  const codes = singleWallet ? [...held].filter(([, balance]) => balance !== 0n).map(([code]) => code) : [...new Set([...TRANSFER_VENDORS, ...held.keys()])];
  return codes.map((walletCode) => ({ walletCode, balance: held.get(walletCode) ?? 0n }));
}
