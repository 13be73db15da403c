/**
 * An `<input type="datetime-local">` holds a wall-clock time with no zone. The back office shows every
 * time in the merchant's zone (decision 0038) and names it once per page, so its time fields are that
 * zone's wall clock too, whatever zone the operator's computer is in.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function parts(at: number, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, f);
  }
  const got = Object.fromEntries(f.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return { year: Number(got.year), month: Number(got.month), day: Number(got.day), hour: Number(got.hour), minute: Number(got.minute) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The field's value for an instant: its wall-clock time in the zone, to the minute; '' for none. */
export function zonedInputOf(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const p = parts(at, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const FIELD = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time of the zone names, as ISO (UTC), or null for an empty or unreadable field.
 * A time that a clock change skips (it never happened there) is read with the offset before the change,
 * which lands it just after the change; a time that happens twice is read as its first occurrence.
 */
export function instantOfZonedInput(value: string, timeZone: string): string | null {
  const m = FIELD.exec(value);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const offsetAt = (at: number) => {
    const p = parts(at, timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(at / 60_000) * 60_000;
  };
  // The offset an hour either side of the guess: the earlier reading wins where both fit (a repeated hour).
  const guesses = [wall - offsetAt(wall - 3_600_000 * 3), wall - offsetAt(wall + 3_600_000 * 3)];
  const exact = guesses.filter((at) => offsetAt(at) === wall - at).sort((a, b) => a - b);
  return new Date(exact[0] ?? guesses[0]!).toISOString();
}
