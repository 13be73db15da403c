import { parseAmount } from '../../lib/money';

/**
 * Per-merchant money limits (issue 16, decision 0033), in minor units: the largest amount one
 * deposit, withdrawal, transfer or operator adjustment may move, and the adjustment size above which a
 * second operator must approve, and the withdrawal size above which a payout waits for a second operator
 * (decision 0052). Operators set them per merchant; until then the currency's defaults.
 */
export interface MoneyLimits { maxAmount: bigint; adjustApprovalAbove: bigint; withdrawApprovalAbove: bigint }

/** What an operator set (major-unit decimals), each absent until set. */
export interface ConfiguredLimits { maxAmount?: string; adjustApprovalAbove?: string; withdrawApprovalAbove?: string }

/**
 * Defaults by currency in major units: a maximum near USD 3 million and an approval threshold near
 * USD 300 (withdrawals: near USD 600, a few times a busy player's usual payout), so that large-number currencies (MMK; IDRK counts thousands of rupiah) are not capped at
 * pocket money nor left unchecked. Unknown currencies get the generic pair.
 */
const DEFAULTS: Record<string, Required<ConfiguredLimits>> = {
  THB: { maxAmount: '100000000', adjustApprovalAbove: '10000', withdrawApprovalAbove: '20000' },
  MMK: { maxAmount: '10000000000', adjustApprovalAbove: '1000000', withdrawApprovalAbove: '2000000' },
  IDRK: { maxAmount: '50000000', adjustApprovalAbove: '5000', withdrawApprovalAbove: '10000' },
  INR: { maxAmount: '250000000', adjustApprovalAbove: '25000', withdrawApprovalAbove: '50000' },
  BRL: { maxAmount: '15000000', adjustApprovalAbove: '1500', withdrawApprovalAbove: '3000' },
  MXN: { maxAmount: '50000000', adjustApprovalAbove: '5000', withdrawApprovalAbove: '10000' },
};
const GENERIC: Required<ConfiguredLimits> = { maxAmount: '100000000', adjustApprovalAbove: '10000', withdrawApprovalAbove: '20000' };

/** The merchant's limits: what its operator set, else its currency's default. */
export function effectiveLimits(currency: string, configured: ConfiguredLimits): MoneyLimits & { configured: boolean } {
  const fallback = DEFAULTS[currency] ?? GENERIC;
  const read = (text: string | undefined, def: string) => (text !== undefined ? parseAmount(text) : null) ?? parseAmount(def)!;
  return {
    maxAmount: read(configured.maxAmount, fallback.maxAmount),
    adjustApprovalAbove: read(configured.adjustApprovalAbove, fallback.adjustApprovalAbove),
    withdrawApprovalAbove: read(configured.withdrawApprovalAbove, fallback.withdrawApprovalAbove),
    configured: Object.values(configured).some((v) => v !== undefined),
  };
}
