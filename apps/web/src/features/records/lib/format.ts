/** Money and times on the record pages: Intl, the merchant's currency symbol and time zone. */
import { LANGUAGE_TAGS, type Language } from '@platform/contracts';
import { formatAmount } from '../../../lib/format';

export function moneyFormatter(symbol: string, language: Language) {
  return (n: number) => `${symbol} ${formatAmount(n, language)}`.trim();
}

/** A posting's time in the merchant's zone, so a record sits on the same day the period filter puts it. */
export function formatTime(iso: string, language: Language, timeZone: string) {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

export function formatDay(date: string, language: Language) {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
