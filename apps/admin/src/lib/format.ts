import { tagOf } from './i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(tag: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${tag} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(key, format);
  }
  return format;
}

/** A date and time in the operator's language and its computer's time zone. */
export function formatDateTime(iso: string, language: string): string {
  return dateTimeFormat(tagOf(language), undefined).format(new Date(iso));
}

/**
 * A date and time in a named zone (a merchant's), so two operators in different countries read the same
 * clock for the same player; an unknown zone falls back to UTC rather than failing the page.
 */
export function formatDateTimeIn(iso: string, language: string, timeZone: string): string {
  try {
    return dateTimeFormat(tagOf(language), timeZone).format(new Date(iso));
  } catch {
    return dateTimeFormat(tagOf(language), 'UTC').format(new Date(iso));
  }
}

/**
 * A balance (a decimal string in major units) in the operator's language. `isoCurrency` is the code Intl
 * knows; a merchant whose ledger currency differs from it (IDRK counts thousands of rupiah) gets the number
 * with its own code instead, so no amount is shown a thousand times too small.
 */
export function formatMoney(amount: string, currency: string, isoCurrency: string | undefined, language: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  const tag = tagOf(language);
  if (isoCurrency && isoCurrency === currency) {
    try {
      return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(value);
    } catch {
      // An unknown code: the plain number below.
    }
  }
  return `${new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${currency}`;
}

/** A count in the operator's language (1,234 / 1.234). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(tagOf(language)).format(value);
}
