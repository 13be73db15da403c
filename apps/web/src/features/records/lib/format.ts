/** Money on the record pages: Intl and the merchant's currency symbol (times: lib/use-merchant-time.ts). */
import type { Language } from '@platform/contracts';
import { formatAmount } from '../../../lib/format';

export function moneyFormatter(symbol: string, language: Language) {
  return (n: number) => `${symbol} ${formatAmount(n, language)}`.trim();
}
