/** Money, counts and times in the agent area: Intl in the visible language, the merchant's symbol and zone. */
import { LANGUAGE_TAGS, type Language } from '@platform/contracts';
import { exportTime, formatAmount, formatDateTime, zoneLabel } from '../../../lib/format';
import { usePermission } from '../../../lib/permission-context';
import { useAppStore } from '../../../stores/app-store';

export interface AgentFormat {
  money: (n: number) => string;
  count: (n: number) => string;
  /** A rate in percent (12.5 → "12.5%" as the language writes it). */
  percent: (n: number) => string;
  /** An instant in the merchant's zone (decision 0038), so a row sits on the day the filter puts it. */
  time: (iso: string | null, timeZone?: string) => string;
  /** An instant for a CSV file, in the same zone as the page ("YYYY-MM-DD HH:MM:SS"). */
  exportTime: (iso: string | null) => string;
  /** "GMT+7": named once per page and in the exports' time column headers. */
  zone: string;
}

export function agentFormat(language: Language, symbol: string, merchantZone: string): AgentFormat {
  const tag = LANGUAGE_TAGS[language];
  const counts = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const percents = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  return {
    money: (n) => `${symbol} ${formatAmount(n, language)}`.trim(),
    count: (n) => counts.format(n),
    percent: (n) => percents.format(n / 100),
    time: (iso, timeZone) => (iso ? formatDateTime(iso, language, timeZone ?? merchantZone) : '—'),
    exportTime: (iso) => (iso ? exportTime(iso, merchantZone) : ''),
    zone: zoneLabel(merchantZone, language),
  };
}

export function useAgentFormat(): AgentFormat {
  const language = useAppStore((s) => s.language);
  const symbol = useAppStore((s) => s.currencySymbol);
  return agentFormat(language, symbol, usePermission().info.merchant.timeZone);
}
