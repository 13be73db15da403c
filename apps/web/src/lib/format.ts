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

const countFormats = new Map<Language, Intl.NumberFormat>();
/** A whole count (envelopes left, players) with the language's grouping. */
export function formatCount(count: number, language: Language): string {
  let format = countFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 0 });
    countFormats.set(language, format);
  }
  return format.format(count);
}

/**
 * Dates and times (decision 0038): every instant is shown in the merchant's time zone, never the
 * browser's, so one withdrawal has one time on every page and in every export; and every language
 * counts years in the Gregorian calendar (Thai included: no Buddhist era anywhere), as the date
 * inputs, the periods the server answers and the exports do.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** Texts a server-drawn page was drawn with, by `<kind>:<language>:<code>` (seedDisplayNames). */
const drawnNames = new Map<string, string>();
function dateFormat(language: Language | 'csv', timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'csv' ? 'en-CA' : LANGUAGE_TAGS[language], { ...options, timeZone, calendar: 'gregory' });
    dateFormats.set(key, format);
  }
  return format;
}

/** An instant (ISO text or Date) as date and time, in the merchant's zone. */
export function formatDateTime(at: string | Date, language: Language, timeZone: string): string {
  return dateFormat(language, timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(typeof at === 'string' ? new Date(at) : at);
}

/** An instant's date alone, in the merchant's zone. */
export function formatDate(date: Date, language: Language, timeZone: string): string {
  return dateFormat(language, timeZone, { dateStyle: 'medium' }).format(date);
}

/** A calendar date "YYYY-MM-DD" (periods the server answers): no zone to convert, only words for it. */
export function formatDay(date: string, language: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return dateFormat(language, 'UTC', options).format(new Date(`${date}T00:00:00Z`));
}

export function formatYear(date: Date, language: Language, timeZone: string): string {
  // The footer's year on a drawn page: the first date format with a time zone loads the zone data,
  // 80 ms at 4x CPU in the middle of hydration (bench:main-thread), for a text the page already shows.
  const drawn = drawnNames.get(`year:${language}:${timeZone}`);
  if (drawn !== undefined) return drawn;
  return dateFormat(language, timeZone, { year: 'numeric' }).format(date);
}

/** The zone as players read it, e.g. "GMT+7", shown once per page that shows times. */
export function zoneLabel(timeZone: string, language: Language, at: Date = new Date()): string {
  const parts = dateFormat(language, timeZone, { timeZoneName: 'shortOffset' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** An instant for an export: "YYYY-MM-DD HH:MM:SS" in the merchant's zone (the file's header names the zone). */
export function exportTime(at: string | Date, timeZone: string): string {
  const parts = dateFormat('csv', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(typeof at === 'string' ? new Date(at) : at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

// Building an Intl.DisplayNames loads locale data: tens of milliseconds on a phone, once per
// language and kind rather than once per name (the region picker asks for dozens).
const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * The country and currency names of the merchant's regions in `language` and the year, as a drawn
 * page's state block carries them (`displayNamesFor` on the server): the app takes the page over with
 * the very texts it shows, without building an Intl.DisplayNames or a zoned date format in the middle
 * of hydration (decision 0040).
 */
export function seedDisplayNames(language: Language, names: Record<string, string>): void {
  for (const [key, name] of Object.entries(names)) drawnNames.set(`${key.slice(0, key.indexOf(':'))}:${language}:${key.slice(key.indexOf(':') + 1)}`, name);
}

/**
 * The names `regions` show in `language`, keyed `region:<country>` and `currency:<iso>`, and the
 * current year in the merchant's zone, keyed `year:<zone>` (for the state block).
 */
export function displayNamesFor(regions: readonly { country: string; countryName: string; isoCurrency: string; currency: string }[], language: Language, timeZone: string, at: Date = new Date()): Record<string, string> {
  const names: Record<string, string> = { [`year:${timeZone}`]: formatYear(at, language, timeZone) };
  for (const r of regions) {
    names[`region:${r.country}`] = countryName(r.country, r.countryName, language);
    names[`currency:${r.isoCurrency}`] = currencyName(r.isoCurrency, r.currency, language);
  }
  return names;
}

function displayName(type: 'region' | 'currency', code: string, fallback: string, language: Language): string {
  const drawn = drawnNames.get(`${type}:${language}:${code}`);
  if (drawn !== undefined) return drawn;
  try {
    const key = `${type}:${language}`;
    let names = displayNames.get(key);
    if (!names) {
      names = new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type });
      displayNames.set(key, names);
    }
    return names.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Country name in the visible language; falls back to the name the server sent. */
export function countryName(countryCode: string, fallback: string, language: Language): string {
  return displayName('region', countryCode, fallback, language);
}

export function currencyName(isoCurrency: string, fallback: string, language: Language): string {
  return displayName('currency', isoCurrency, fallback, language);
}
