/**
 * CSV as RFC 4180 writes it (decision 0055): comma-separated, CRLF line ends, a field quoted when it holds
 * a comma, a quote or a line break, quotes doubled inside. Written by hand rather than with a library:
 * the whole format is these few lines, and the part a library would not do for us, the formula guard,
 * is the part that matters.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** Excel, LibreOffice and Numbers read a file that starts with it as UTF-8 (without it Excel guesses a code page and Thai comes out garbled). */
export const CSV_BOM = '\uFEFF';

/** A plain number, negative ones included: no spreadsheet reads one as a formula, and a quote mark would make it text. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What starts a formula (or, for tab and carriage return, hides one) when a spreadsheet opens the file. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: a leading formula character is defused with an apostrophe (CSV injection: a player named
 * `=HYPERLINK(…)` must stay a name in the operator's spreadsheet), then quoted when RFC 4180 asks for it.
 */
export function csvCell(value: CsvValue): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A structured value (an audit entry's changes, a request's payload, a game's names) as one JSON cell; none stays empty. */
export const jsonCell = (v: unknown): string | null => (v === null || v === undefined ? null : JSON.stringify(v));

/** One record with its CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export interface CsvPagesOptions<T> {
  columns: readonly string[];
  cells: (row: T) => readonly CsvValue[];
  /** The first page, read before the response starts, so a refused filter is an error answer and not a broken file. */
  first: T[];
  /** Page `pageNo` (1-based) of `pageSize` rows; a short page is the last. */
  page: (pageNo: number, pageSize: number) => Promise<T[]>;
  pageSize: number;
  maxRows: number;
  /** Called once every row is written (or the cap reached), before the last bytes: its failure fails the download. */
  finished: (outcome: { rows: number; capped: boolean }) => Promise<void>;
  /** Called instead when the reader went away (or a page failed) part way, with the rows written until then. */
  stopped: (outcome: { rows: number }) => Promise<void>;
}

/**
 * The file, a page at a time: the byte-order mark and the header row, then each page as it is read
 * (only one page is ever held), at most `maxRows` rows; past that, a last line says the file was cut.
 */
export async function* csvPages<T>(o: CsvPagesOptions<T>): AsyncGenerator<string> {
  let rows = 0;
  let done = false;
  try {
    yield CSV_BOM + csvLine(o.columns);
    let found = o.first;
    for (let pageNo = 1; ; pageNo++) {
      const room = o.maxRows - rows;
      const take = found.slice(0, room);
      if (take.length) {
        yield take.map((r) => csvLine(o.cells(r))).join('');
        // Counted once the reader comes back for more: one gone at this yield never took them.
        rows += take.length;
      }
      const capped = found.length > room;
      if (capped || found.length < o.pageSize) {
        done = true;
        await o.finished({ rows, capped });
        if (capped) yield csvLine([`… cut at ${o.maxRows} rows: narrow the filters to export the rest`]);
        return;
      }
      found = await o.page(pageNo + 1, o.pageSize);
    }
  } finally {
    if (!done) await o.stopped({ rows });
  }
}
