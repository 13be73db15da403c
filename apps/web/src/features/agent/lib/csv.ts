/**
 * CSV files of the agent area's tables, written in the browser from rows the server already sent.
 * A cell that a spreadsheet would read as a formula (= + - @ tab CR at its start) is prefixed with a
 * quote mark: usernames and nicknames are chosen by players (OWASP "CSV injection").
 */
export type CsvCell = string | number | boolean | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Header row then one line per row, CRLF-separated (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Hands the file to the browser's download (a BOM first so spreadsheet programs read UTF-8 names). */
export function saveFile(name: string, content: Blob | string): void {
  const blob = typeof content === 'string' ? new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `<what>-<from>-<to>.csv`, or `<what>-<today>.csv` without a period. */
export function csvName(what: string, period?: { from: string; to: string }): string {
  return period ? `${what}-${period.from}-${period.to}.csv` : `${what}-${new Date().toISOString().slice(0, 10)}.csv`;
}
