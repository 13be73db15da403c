import { tagOf } from './i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date and time in the operator's language and its computer's time zone. */
export function formatDateTime(iso: string, language: string): string {
  const tag = tagOf(language);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(tag, format);
  }
  return format.format(new Date(iso));
}
