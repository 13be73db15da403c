import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENESIS_HASH } from '../src/modules/audit/chain';
import { AUDIT_SEAL_QUEUE } from '../src/modules/audit/jobs';
import { createTestPlatform, type TestPlatform } from './helpers';

// The audit log's hash chain (decision 0042): sealing, the trigger's limits, concurrent writers and
// sealers, and what `verify` finds after an entry is changed or removed behind the trigger's back.
const onPg = process.env.TEST_DB === 'pg' && !!process.env.DATABASE_URL;

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
});
afterAll(() => p.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await p.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const actor = { type: 'system' as const, id: 'test', ip: null, merchantCode: null };
const write = (n: number, tag: string) => Promise.all(Array.from({ length: n }, (_, i) =>
  p.database.db.transaction((tx) => p.services.audit.record(tx, actor, { merchantCode: 'thailand', action: 'test.chain', target: `${tag}:${i}`, before: null, after: { i, tag, nested: { b: 2, a: 1 } } }))));
const count = async () => Number((await rows<{ n: string }>(sql`SELECT count(*)::text AS n FROM audit_log`))[0]!.n);
/** The trigger's protection off, as only someone with the database owner's rights could do. */
async function behindTheTrigger(change: ReturnType<typeof sql>) {
  await p.database.db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER USER`);
  try {
    await p.database.db.execute(change);
  } finally {
    await p.database.db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER USER`);
  }
}

describe('audit hash chain', () => {
  it('seals every entry once, in places 1..n, each carrying the hash of the one before', async () => {
    await write(5, 'first');
    const result = await p.services.audit.seal();
    const n = await count();
    expect(result.sealed).toBe(n);
    const chain = await rows<{ seq: string; prev: string; hash: string }>(sql`SELECT chain_seq::text AS seq, prev_hash AS prev, hash FROM audit_log ORDER BY chain_seq`);
    expect(chain.map((r) => Number(r.seq))).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(chain[0]!.prev).toBe(GENESIS_HASH);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.prev).toBe(chain[i - 1]!.hash);
    expect(result.head).toEqual({ chainSeq: n, hash: chain.at(-1)!.hash });
    expect((await p.services.audit.seal()).sealed).toBe(0);
    const report = await p.services.audit.verify();
    expect(report).toMatchObject({ ok: true, checked: n, head: result.head, breaks: [] });
  });

  it('lets nobody change, remove or pre-seal an entry (the trigger)', async () => {
    const [entry] = await rows<{ id: string }>(sql`SELECT id::text AS id FROM audit_log ORDER BY id DESC LIMIT 1`);
    const id = Number(entry!.id);
    await expect(p.database.db.execute(sql`UPDATE audit_log SET target = 'forged' WHERE id = ${id}`)).rejects.toThrow();
    await expect(p.database.db.execute(sql`UPDATE audit_log SET hash = ${'f'.repeat(64)} WHERE id = ${id}`)).rejects.toThrow();
    await expect(p.database.db.execute(sql`DELETE FROM audit_log WHERE id = ${id}`)).rejects.toThrow();
    await expect(p.database.db.execute(sql`INSERT INTO audit_log (actor_type, actor_id, action, target, chain_seq, prev_hash, hash)
      VALUES ('system', 'x', 'forged', 'x', 999999, ${GENESIS_HASH}, ${GENESIS_HASH})`)).rejects.toThrow();
    // An unsealed entry cannot be changed either: only the three chain columns, once.
    await write(1, 'unsealed');
    const [fresh] = await rows<{ id: string }>(sql`SELECT id::text AS id FROM audit_log WHERE hash IS NULL`);
    await expect(p.database.db.execute(sql`UPDATE audit_log SET target = 'forged', chain_seq = 999998, prev_hash = ${GENESIS_HASH}, hash = ${GENESIS_HASH} WHERE id = ${Number(fresh!.id)}`)).rejects.toThrow();
    expect((await p.services.audit.verify()).ok).toBe(true);
  });

  it('keeps one unbroken chain while many writers and several sealers run at once', async () => {
    const sealers = onPg ? [p.services.audit, (await p.sibling()).services.audit] : [p.services.audit];
    const work: Promise<unknown>[] = [];
    for (let round = 0; round < 4; round++) {
      work.push(write(25, `race${round}`));
      for (const s of sealers) work.push(s.seal(), s.seal());
    }
    await Promise.all(work);
    const report = await p.services.audit.verify();
    expect(report.ok).toBe(true);
    expect(report.checked).toBe(await count());
    const [dupes] = await rows<{ n: string }>(sql`SELECT count(*) - count(DISTINCT chain_seq) AS n FROM audit_log`);
    expect(Number(dupes!.n)).toBe(0);
  });

  it('is sealed by the job queue', async () => {
    await write(3, 'job');
    await p.jobs!.send(AUDIT_SEAL_QUEUE, {});
    let left = 3;
    for (let i = 0; i < 100 && left > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      left = Number((await rows<{ n: string }>(sql`SELECT count(*)::text AS n FROM audit_log WHERE hash IS NULL`))[0]!.n);
    }
    expect(left).toBe(0);
  });

  it.skipIf(!onPg)('npm run audit:verify prints the head and exits 0 on an intact chain', async () => {
    const head = (await p.services.audit.verify()).head!;
    const server = path.resolve(import.meta.dirname, '..');
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'src/cli/audit-verify.ts', '--anchor', `${head.chainSeq}:${head.hash}`], {
      cwd: server, env: { ...process.env, DATABASE_URL: p.services.env.DATABASE_URL, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    });
    expect(stdout).toContain(`✔ Audit log intact: ${head.chainSeq} entries chained, head ${head.chainSeq}:${head.hash}.`);
  });

  it('finds a changed entry, a removed one and a cut-off tail', async () => {
    const before = await p.services.audit.verify();
    expect(before.ok).toBe(true);
    const anchor = before.head!;
    const at = async (seq: number) => (await rows<{ id: string }>(sql`SELECT id::text AS id FROM audit_log WHERE chain_seq = ${seq}`))[0]!.id;

    const changed = await at(3);
    await behindTheTrigger(sql`UPDATE audit_log SET after = '{"amount": 1}'::jsonb WHERE id = ${Number(changed)}`);
    let report = await p.services.audit.verify({ anchor });
    expect(report.ok).toBe(false);
    // Reported once, at the changed entry, not as every entry after it.
    expect(report.breaks).toEqual([expect.objectContaining({ chainSeq: 3, id: changed, problem: 'hash' })]);

    const removed = await at(6);
    await behindTheTrigger(sql`DELETE FROM audit_log WHERE id = ${Number(removed)}`);
    report = await p.services.audit.verify({ anchor });
    expect(report.breaks.map((b) => [b.chainSeq, b.problem])).toEqual([[3, 'hash'], [6, 'gap'], [7, 'prev_hash']]);

    // Cutting off the newest entries leaves a shorter chain that is whole in itself: only the anchor shows it.
    await behindTheTrigger(sql`DELETE FROM audit_log WHERE chain_seq >= ${anchor.chainSeq - 1}`);
    report = await p.services.audit.verify({ anchor });
    expect(report.breaks.at(-1)).toMatchObject({ chainSeq: anchor.chainSeq, problem: 'anchor_missing' });
  });
});
