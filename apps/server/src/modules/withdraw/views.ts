import type { OperatorWithdraw, WithdrawAccount, WithdrawResolution, WithdrawSettings, WithdrawStatus, WithdrawView } from '@platform/contracts';
import { maskName } from '../../lib/mask';
import { displayAmount, formatAmount } from '../../lib/money';
import type { BankAccountRow, SettingsRow, WithdrawalRow } from './repo';

/** The rules a merchant has until an operator sets its own: 100.00 to 50,000.00, 30 minutes, no turnover. */
export const DEFAULT_SETTINGS: Omit<SettingsRow, 'merchantCode' | 'updatedAt'> = {
  minAmount: 10_000n,
  maxAmount: 5_000_000n,
  autoReceiveMinutes: 30,
  turnoverPercent: 0,
};

/** Only the last 4 digits leave the server once an account is bound. */
export function maskAccountNumber(n: string) {
  return `•••• ${n.slice(-4)}`;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const display = (v: bigint | null) => (v === null ? null : displayAmount(v));
const exact = (v: bigint | null) => (v === null ? null : formatAmount(v));

export function accountView(a: BankAccountRow): WithdrawAccount {
  return { id: a.id, bankCode: a.bankCode, bankName: a.bankName, accountNumber: maskAccountNumber(a.accountNumber), holderName: a.holderName, createdAt: a.createdAt.toISOString() };
}

export function memberView(w: WithdrawalRow): WithdrawView {
  return {
    id: w.id, amount: displayAmount(w.amount), currency: w.currency, status: w.status as WithdrawStatus,
    bankName: w.bankName, accountNumber: maskAccountNumber(w.accountNumber),
    receivedAmount: display(w.receivedAmount), remainingAmount: display(w.disputedAmount), forcedReceipt: w.forcedReceipt,
    proofCount: w.proofFileIds.length, rejectReason: w.rejectReason, resolution: w.resolution as WithdrawResolution | null,
    createdAt: w.createdAt.toISOString(), disbursedAt: iso(w.disbursedAt), receiveDeadline: iso(w.receiveDeadline), confirmedAt: iso(w.confirmedAt),
  };
}

export function operatorView(w: WithdrawalRow): OperatorWithdraw {
  return {
    id: w.id, merchantCode: w.merchantCode, memberId: w.memberId, requestId: w.requestId,
    bankCode: w.bankCode, bankName: w.bankName, accountNumber: w.accountNumber, holderName: w.holderName,
    amount: formatAmount(w.amount), currency: w.currency, status: w.status as WithdrawStatus, channelCode: w.channelCode,
    receivedAmount: exact(w.receivedAmount), disputedAmount: exact(w.disputedAmount), forcedReceipt: w.forcedReceipt,
    proofFileIds: w.proofFileIds, rejectReason: w.rejectReason, resolution: w.resolution as WithdrawResolution | null, resolutionNote: w.resolutionNote,
    reviewedBy: w.reviewedBy, reviewedAt: iso(w.reviewedAt), disbursedAt: iso(w.disbursedAt), receiveDeadline: iso(w.receiveDeadline),
    confirmedAt: iso(w.confirmedAt), resolvedBy: w.resolvedBy, resolvedAt: iso(w.resolvedAt), createdAt: w.createdAt.toISOString(),
  };
}

/** The operator view with the account number's last 4 digits and the holder's first character only. */
export function maskedOperatorView(w: WithdrawalRow): OperatorWithdraw {
  return { ...operatorView(w), accountNumber: maskAccountNumber(w.accountNumber), holderName: maskName(w.holderName) };
}

export function settingsView(s: Omit<SettingsRow, 'merchantCode' | 'updatedAt'>): WithdrawSettings {
  return {
    minAmount: formatAmount(s.minAmount), maxAmount: formatAmount(s.maxAmount), autoReceiveMinutes: s.autoReceiveMinutes,
    turnoverMultiple: formatAmount(BigInt(s.turnoverPercent)),
  };
}

/**
 * Bets the turnover rule asks for: deposits since the last withdrawal × the multiple (hundredths),
 * rounded up to the minor unit so the requirement is never a cent short.
 */
export function turnoverRequired(deposits: bigint, turnoverPercent: number): bigint {
  const scaled = deposits * BigInt(turnoverPercent);
  return (scaled + 99n) / 100n;
}
