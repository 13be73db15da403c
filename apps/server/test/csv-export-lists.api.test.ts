/**
 * CSV exports of the operators, approvals and games lists (decision 0055), beside csv-export.api.test.ts:
 * each file holds its list's rows under its filters and order, within the operator's merchant, refused
 * (and not recorded) where the list is refused, and audited once with the filters and the row count.
 */
import { APPROVAL_CSV_COLUMNS, GAME_CSV_COLUMNS, OPERATOR_CSV_COLUMNS } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cell, csvExportKit } from './csv-export-kit';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
let ops: { authorization: string };
const { operator, exportOf, listOf, lastAudit, exportEntries } = csvExportKit(() => p, () => ops);
let boundOwner: { authorization: string };

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  ops = { authorization: await p.operatorToken() };
  await operator('csvl_support_th', 'support', 'thailand');
  await operator('csvl_support_br', 'support', 'brazil');
  boundOwner = await operator('csvl_owner_th', 'owner', 'thailand');
});
afterAll(() => p.close());

async function refused(url: string, headers: Record<string, string>) {
  const res = await p.app.inject({ method: 'GET', url, headers });
  expect([res.statusCode, JSON.parse(res.body).errorCode], url).toEqual([403, 'auth.forbidden']);
}

describe('operators', () => {
  it('exports the list by name with no secret in the file, within the owner\'s merchant, and records the export', async () => {
    const { body } = await p.call({ method: 'GET', url: '/wps/operator/operators', headers: ops });
    const list = body.value as { id: number; username: string; merchantCode: string | null; role: string; status: string; totpEnabled: boolean; createdAt: string }[];
    const csv = await exportOf('/wps/operator/operators/export');
    expect(csv.columns).toEqual([...OPERATOR_CSV_COLUMNS]);
    expect(csv.rows.map((r) => r.username)).toEqual(list.map((o) => o.username));
    for (const [i, o] of list.entries()) {
      expect(csv.rows[i]).toMatchObject({ id: String(o.id), merchantCode: cell(o.merchantCode), role: o.role, status: o.status, totpEnabled: String(o.totpEnabled), createdAt: o.createdAt });
    }
    expect(csv.raw).not.toMatch(/\$argon2|\$2[aby]\$|password|secret|otpauth/i);
    expect(await lastAudit('operator.export')).toMatchObject({ merchant_code: null, target: 'export:operators', after: { rows: list.length, capped: false, complete: true, filters: {} } });

    const bound = await exportOf('/wps/operator/operators/export', boundOwner);
    expect(bound.rows.map((r) => r.username)).toEqual(expect.arrayContaining(['csvl_support_th', 'csvl_owner_th']));
    expect(new Set(bound.rows.map((r) => r.merchantCode))).toEqual(new Set(['thailand']));
    expect(await lastAudit('operator.export')).toMatchObject({ merchant_code: 'thailand', after: { rows: bound.rows.length } });
  });
});

describe('approvals', () => {
  it('exports the requests under the list\'s filters, changes as JSON, within the merchant, and records the export', async () => {
    for (const username of ['csvl_support_th', 'csvl_support_br']) {
      const asked = await p.call({ method: 'PUT', url: `/wps/operator/operators/${username}/role`, headers: ops, payload: { role: 'finance' } });
      expect(asked.body.errorCode).toBeNull();
    }
    const list = await listOf('/wps/operator/approvals?status=pending&kind=operator.role&pageSize=100');
    expect(list.length).toBeGreaterThanOrEqual(2);
    const csv = await exportOf('/wps/operator/approvals/export?status=pending&kind=operator.role');
    expect(csv.columns).toEqual([...APPROVAL_CSV_COLUMNS]);
    expect(csv.rows.map((r) => r.id)).toEqual(list.map((r) => String(r.id)));
    for (const [i, r] of list.entries()) {
      expect(csv.rows[i]).toMatchObject({ kind: 'operator.role', merchantCode: cell(r.merchantCode), target: r.target, status: 'pending', requestedBy: r.requestedBy, requestedAt: r.requestedAt });
      expect(JSON.parse(csv.rows[i]!.payload!)).toEqual(r.payload);
      expect(JSON.parse(csv.rows[i]!.before!)).toEqual(r.before);
    }
    expect(await lastAudit('approval.export')).toMatchObject({
      merchant_code: null, target: 'export:approvals', after: { rows: list.length, complete: true, filters: { status: 'pending', kind: 'operator.role' } },
    });

    const bound = await exportOf('/wps/operator/approvals/export?status=pending', boundOwner);
    expect(bound.rows.length).toBeGreaterThan(0);
    expect(new Set(bound.rows.map((r) => r.merchantCode))).toEqual(new Set(['thailand']));
    expect(await lastAudit('approval.export')).toMatchObject({ merchant_code: 'thailand' });
  });

  it('gives a role that may decide no kind the header alone, as its list is empty', async () => {
    const support = await operator('csvl_support_any', 'support', null);
    expect(await listOf('/wps/operator/approvals', support)).toEqual([]);
    const csv = await exportOf('/wps/operator/approvals/export', support);
    expect(csv.rows).toEqual([]);
    expect(await lastAudit('approval.export')).toMatchObject({ after: { rows: 0, complete: true } });
  });
});

describe('games', () => {
  it('exports the merchant\'s games under the list\'s filters and sort, names and tags as JSON, and records the export', async () => {
    const query = 'vendorCode=PG&sort=gameCode&order=desc';
    const list = await listOf(`/wps/operator/merchants/thailand/games?${query}&pageSize=200`);
    expect(list.length).toBeGreaterThan(10);
    const csv = await exportOf(`/wps/operator/merchants/thailand/games/export?${query}`);
    expect(csv.columns).toEqual([...GAME_CSV_COLUMNS]);
    expect(csv.rows.map((r) => r.gameCode)).toEqual(list.map((g) => g.gameCode));
    for (const [i, g] of list.entries()) {
      expect(csv.rows[i]).toMatchObject({ id: String(g.id), vendorCode: 'PG', status: g.status, isHot: String(g.isHot), rtpBps: cell(g.rtpBps), updatedAt: g.updatedAt });
      expect(JSON.parse(csv.rows[i]!.names!)).toEqual(g.names);
      expect(JSON.parse(csv.rows[i]!.tags!)).toEqual(g.tags);
    }
    expect(await lastAudit('game.export')).toMatchObject({
      merchant_code: 'thailand', target: 'export:games', after: { rows: list.length, complete: true, filters: { vendorCode: 'PG', sort: 'gameCode', order: 'desc' } },
    });
  });

  it('refuses another merchant\'s games to an operator bound to one', async () => {
    const bound = await operator('csvl_marketing_th', 'marketing', 'thailand');
    await refused('/wps/operator/merchants/brazil/games/export', bound);
    expect((await exportOf('/wps/operator/merchants/thailand/games/export?vendorCode=PG', bound)).rows.length).toBeGreaterThan(0);
  });
});

describe('permissions', () => {
  it('refuses a role without the list\'s permission, and records nothing for it', async () => {
    const admin = await operator('csvl_admin', 'merchant_admin', null);
    const support = await operator('csvl_support_all', 'support', null);
    const before = await exportEntries();
    await refused('/wps/operator/operators/export', admin);
    await refused('/wps/operator/merchants/thailand/games/export', support);
    expect(await exportEntries()).toBe(before);
  });
});
