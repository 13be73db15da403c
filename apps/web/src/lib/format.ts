/** Money, dates and names through Intl, in the visible language and the merchant's ISO currency. */
import { LANGUAGE_TAGS, type Language } from '@platform/contracts';

export function formatMoney(amount: number, isoCurrency: string, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    style: 'currency',
    currency: isoCurrency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** An amount with 2 decimals (spec §9) and no currency: for units Intl has no code for (IDRK is thousands of IDR). */
export function formatAmount(amount: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

export function formatDate(date: Date, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'medium', timeZone }).format(date);
}

export function formatYear(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { year: 'numeric' }).format(date);
}

/** Country name in the visible language; falls back to the name the server sent. */
export function countryName(countryCode: string, fallback: string, language: Language): string {
  try {
    return new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(countryCode) ?? fallback;
  } catch {
    return fallback;
  }
}

export function currencyName(isoCurrency: string, fallback: string, language: Language): string {
  try {
    return new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'currency' }).of(isoCurrency) ?? fallback;
  } catch {
    return fallback;
  }
}
