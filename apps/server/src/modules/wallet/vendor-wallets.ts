import type { Db } from '../../db/client';
import * as repo from './records-repo';

/** The codes of a merchant's transfer-mode vendors: the games catalogue says (games.vendorsByWalletMode). */
export type TransferVendors = (merchantCode: string) => Promise<string[]>;

/**
 * The member's vendor wallets as the consolidated call lists them: in transfer mode every transfer
 * vendor (0 where nothing was moved yet); in single-wallet mode only those still holding money, so a
 * member can always bring it back after the operator switched modes.
 */
export async function vendorWallets(db: Db, merchant: { merchantCode: string; currency: string }, memberId: number, singleWallet: boolean, transferVendors: TransferVendors) {
  const held = new Map((await repo.memberVendorWallets(db, merchant.merchantCode, merchant.currency, memberId)).map((w) => [w.vendorCode, w.balance]));
  const codes = singleWallet ? [...held].filter(([, balance]) => balance !== 0n).map(([code]) => code) : [...new Set([...await transferVendors(merchant.merchantCode), ...held.keys()])];
  return codes.map((walletCode) => ({ walletCode, balance: held.get(walletCode) ?? 0n }));
}
