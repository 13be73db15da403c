/**
 * What the CSV export tests (decision 0055) share: an operator of a role and binding, an export read back
 * as RFC 4180 after the checks every export answers, its list for comparison, and the export's audit entry.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestPlatform } from './helpers';

export const CSV_OPERATOR_PASSWORD = 'Csv-Export-Operator-2026!';
const BOM = '\uFEFF';

/** RFC 4180 read back: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { record.push(field); field = ''; } else if (c === '\r' && text[i + 1] === '\n') { record.push(field); records.push(record); record = []; field = ''; i++; } else field += c;
  }
  expect(field, 'the file ends with CRLF').toBe('');
  return records;
}

/** A list value as its CSV cell reads back: null empty, a formula-like text with its apostrophe. */
export const cell = (v: unknown) => (v === null || v === undefined ? '' : /^[=+\-@\t\r]/.test(String(v)) && !/^-?\d+(\.\d+)?$/.test(String(v)) ? `'${String(v)}` : String(v));

/** The helpers bound to a test file's platform and owner session (both set in its beforeAll). */
export function csvExportKit(platform: () => TestPlatform, owner: () => Record<string, string>) {
  async function operator(username: string, role: string, merchantCode: string | null) {
    const p = platform();
    const created = await p.call({ method: 'POST', url: '/wps/operator/operators', headers: owner(), payload: { username, password: CSV_OPERATOR_PASSWORD, role, merchantCode } });
    expect(created.body.errorCode).toBeNull();
    const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: CSV_OPERATOR_PASSWORD } });
    return { authorization: login.body.value.token as string };
  }

  /** The export's header and rows as objects, after checking what every export answers. */
  async function exportOf(url: string, headers: Record<string, string> = owner()) {
    const res = await platform().app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z]+-[a-z]+-\d{8}-\d{6}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith(BOM)).toBe(true);
    const [columns, ...records] = parseCsv(res.body.slice(BOM.length));
    return { columns: columns!, rows: records.map((r) => Object.fromEntries(columns!.map((c, i) => [c, r[i]!]))), raw: res.body };
  }

  async function listOf(url: string, headers: Record<string, string> = owner()) {
    const { body } = await platform().call({ method: 'GET', url, headers });
    expect(body.errorCode, url).toBeNull();
    return body.value.list as Record<string, unknown>[];
  }

  async function lastAudit(action: string) {
    const { rows } = await platform().database.db.execute(sql`SELECT actor_id, merchant_code, target, after FROM audit_log WHERE action = ${action} ORDER BY id DESC LIMIT 1`) as unknown as {
      rows: { actor_id: string; merchant_code: string | null; target: string; after: { filters: Record<string, unknown>; rows: number; capped?: boolean; complete: boolean } }[];
    };
    return rows[0];
  }

  /** How many export entries the audit log holds (a refused export must add none). */
  async function exportEntries() {
    const { rows } = await platform().database.db.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE action LIKE '%.export'`) as unknown as { rows: { n: number }[] };
    return rows[0]!.n;
  }

  return { operator, exportOf, listOf, lastAudit, exportEntries };
}
