import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** An audit entry's fields as the chain hashes them: PostgreSQL's own text of each (decision 0042). */
export interface ChainRow {
  id: string;
  chainSeq: string | null;
  prevHash: string | null;
  hash: string | null;
  /** Microseconds since the epoch: the stored precision, which a JavaScript Date would cut to milliseconds. */
  atUs: string;
  actorType: string;
  actorId: string;
  merchantCode: string | null;
  action: string;
  target: string;
  /** jsonb's text, which PostgreSQL normalises (key order, spacing), so it is the same on every read. */
  before: string | null;
  after: string | null;
  ip: string | null;
}

const columns = sql.raw(`id::text AS "id", chain_seq::text AS "chainSeq", prev_hash AS "prevHash", hash,
  (extract(epoch FROM at) * 1000000)::bigint::text AS "atUs", actor_type AS "actorType", actor_id AS "actorId",
  merchant_code AS "merchantCode", action, target, before::text AS "before", after::text AS "after", ip`);

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Arbitrary constant naming the sealer's advisory lock: one sealer at a time across processes. */
const SEAL_LOCK = 72_150_042;

export function lockSealer(tx: Db) {
  return tx.execute(sql`SELECT pg_advisory_xact_lock(${SEAL_LOCK})`);
}

/** The last sealed entry (the chain's head), or none before the first seal. */
export async function chainHead(db: Db): Promise<{ chainSeq: string; hash: string } | null> {
  const [head] = await rows<{ chainSeq: string; hash: string }>(db, sql`
    SELECT chain_seq::text AS "chainSeq", hash FROM audit_log WHERE chain_seq IS NOT NULL ORDER BY chain_seq DESC LIMIT 1`);
  return head ?? null;
}

/** Entries not sealed yet, oldest first (the partial index `audit_log_unsealed`). */
export function unsealedRows(db: Db, limit: number): Promise<ChainRow[]> {
  return rows<ChainRow>(db, sql`SELECT ${columns} FROM audit_log WHERE hash IS NULL ORDER BY id LIMIT ${limit}`);
}

/** Seals entries in one statement; the trigger lets exactly this through, once per entry. */
export async function sealRows(tx: Db, seals: { id: string; chainSeq: number; prevHash: string; hash: string }[]): Promise<void> {
  if (!seals.length) return;
  // Array literals as text: every element is digits or hex, so none needs quoting.
  const list = (pick: (s: (typeof seals)[number]) => string | number) => `{${seals.map(pick).join(',')}}`;
  await tx.execute(sql`UPDATE audit_log a SET chain_seq = v.seq, prev_hash = v.prev, hash = v.hash
    FROM unnest(${list((s) => s.id)}::bigint[], ${list((s) => s.chainSeq)}::bigint[], ${list((s) => s.prevHash)}::text[], ${list((s) => s.hash)}::text[])
      AS v(id, seq, prev, hash)
    WHERE a.id = v.id AND a.hash IS NULL`);
}

/** Sealed entries in chain order after `afterSeq`, a page at a time (keyset on the unique chain_seq). */
export function sealedRowsAfter(db: Db, afterSeq: number, limit: number): Promise<ChainRow[]> {
  return rows<ChainRow>(db, sql`SELECT ${columns} FROM audit_log WHERE chain_seq > ${afterSeq} ORDER BY chain_seq LIMIT ${limit}`);
}

/** How many entries wait for the sealer, and the oldest one's time. */
export async function unsealedSummary(db: Db): Promise<{ count: number; oldestAt: Date | null }> {
  const [row] = await rows<{ count: string; oldest: string | Date | null }>(db, sql`
    SELECT count(*)::text AS count, min(at) AS oldest FROM audit_log WHERE hash IS NULL`);
  return { count: Number(row?.count ?? 0), oldestAt: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * The chain as stored, in one statement and without recomputing a hash: the head (the unique index on
 * chain_seq, read backwards) and what waits for the sealer (the partial index `audit_log_unsealed`).
 */
export async function chainState(db: Db): Promise<{ head: { chainSeq: number; hash: string } | null; unsealedCount: number; oldestUnsealedAt: Date | null }> {
  const [row] = await rows<{ chainSeq: string | null; hash: string | null; unsealed: string; oldest: string | Date | null }>(db, sql`
    SELECT h.chain_seq::text AS "chainSeq", h.hash, u.unsealed::text AS unsealed, u.oldest
    FROM (SELECT count(*) AS unsealed, min(at) AS oldest FROM audit_log WHERE hash IS NULL) u
    LEFT JOIN LATERAL (SELECT chain_seq, hash FROM audit_log WHERE chain_seq IS NOT NULL ORDER BY chain_seq DESC LIMIT 1) h ON true`);
  return {
    head: row?.chainSeq && row.hash ? { chainSeq: Number(row.chainSeq), hash: row.hash } : null,
    unsealedCount: Number(row?.unsealed ?? 0),
    oldestUnsealedAt: row?.oldest ? new Date(row.oldest) : null,
  };
}
