/** Money, dates and names through Intl, in the visible language and the merchant's ISO currency. */
import { LANGUAGE_TAGS, type Language } from '@platform/contracts';

// Building an Intl formatter costs far more than formatting with it (the home page formats a few
// dozen amounts on its first render), so each one is built once per language and settings.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, isoCurrency: string | null): Intl.NumberFormat {
  const key = `${language}|${isoCurrency ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[language], {
      ...(isoCurrency ? { style: 'currency', currency: isoCurrency } : {}),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    numberFormats.set(key, format);
  }
  return format;
}

export function formatMoney(amount: number, isoCurrency: string, language: Language): string {
  return numberFormat(language, isoCurrency).format(amount);
}

/** An amount with 2 decimals (spec §9) and no currency: for units Intl has no code for (IDRK is thousands of IDR). */
export function formatAmount(amount: number, language: Language): string {
  return numberFormat(language, null).format(amount);
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
