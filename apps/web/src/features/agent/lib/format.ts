/** Money, counts and times in the agent area: Intl in the visible language, the merchant's symbol and zone. */
import { LANGUAGE_TAGS, type Language } from '@platform/contracts';
import { formatAmount } from '../../../lib/format';
import { useAppStore } from '../../../stores/app-store';

export interface AgentFormat {
  money: (n: number) => string;
  count: (n: number) => string;
  /** A rate in percent (12.5 → "12.5%" as the language writes it). */
  percent: (n: number) => string;
  /** An instant in the period's zone (the merchant's), so a row sits on the day the filter puts it. */
  time: (iso: string | null, timeZone?: string) => string;
}

export function agentFormat(language: Language, symbol: string): AgentFormat {
  const tag = LANGUAGE_TAGS[language];
  const counts = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const percents = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  return {
    money: (n) => `${symbol} ${formatAmount(n, language)}`.trim(),
    count: (n) => counts.format(n),
    percent: (n) => percents.format(n / 100),
    time: (iso, timeZone) => (iso ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)) : '—'),
  };
}

export function useAgentFormat(): AgentFormat {
  const language = useAppStore((s) => s.language);
  const symbol = useAppStore((s) => s.currencySymbol);
  return agentFormat(language, symbol);
}
