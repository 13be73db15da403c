import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { chainHead, lockSealer, sealedRowsAfter, sealRows, unsealedRows, unsealedSummary, type ChainRow } from './chain-repo';

/**
 * The audit log's hash chain (decision 0042). Writers insert entries unsealed, inside their own
 * transactions, so no money path waits on a chain-wide lock; the sealer then gives each entry, in the
 * order it became visible, its place (`chain_seq`), the hash of the entry before it and its own hash.
 * Changing or removing a sealed entry breaks every hash from it on; `verify` finds where.
 */

/** The `prev_hash` of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);
const BATCH = 2000;

/** SHA-256 over the entry's place, the previous hash and every field, as one JSON array (a fixed shape). */
export function entryHash(row: ChainRow, chainSeq: number, prevHash: string): string {
  const fields = [1, chainSeq, prevHash, row.id, row.atUs, row.actorType, row.actorId, row.merchantCode, row.action, row.target, row.before, row.after, row.ip];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export interface SealResult {
  sealed: number;
  head: { chainSeq: number; hash: string } | null;
}

/**
 * Seals every entry visible now, a batch per transaction, under an advisory lock so two sealers (two
 * worker processes, the job and `audit:verify`) never give out the same place. An entry whose writer
 * commits later, with a lower id, is sealed in a later run: the chain's order is the sealing order.
 */
export async function sealAudit(db: Db): Promise<SealResult> {
  let sealed = 0;
  let head: SealResult['head'] = null;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await lockSealer(tx);
      const last = await chainHead(tx);
      let seq = last ? Number(last.chainSeq) : 0;
      let prev = last?.hash ?? GENESIS_HASH;
      head = last ? { chainSeq: seq, hash: prev } : null;
      const rows = await unsealedRows(tx, BATCH);
      const seals = rows.map((row) => {
        seq += 1;
        const hash = entryHash(row, seq, prev);
        const seal = { id: row.id, chainSeq: seq, prevHash: prev, hash };
        prev = hash;
        return seal;
      });
      await sealRows(tx, seals);
      if (seals.length) head = { chainSeq: seq, hash: prev };
      return seals.length;
    });
    sealed += batch;
    if (batch < BATCH) return { sealed, head };
  }
}

export interface ChainBreak {
  chainSeq: number;
  id: string | null;
  problem: 'gap' | 'prev_hash' | 'hash' | 'anchor_missing' | 'anchor_hash';
  expected: string;
  actual: string;
}

export interface VerifyReport {
  ok: boolean;
  checked: number;
  head: { chainSeq: number; hash: string } | null;
  /** Entries the sealer has not reached yet (written since its last run); not part of the proof. */
  unsealed: { count: number; oldestAt: string | null };
  breaks: ChainBreak[];
}

/**
 * Walks the whole chain in order and recomputes every hash. A changed entry fails its own hash; a
 * removed one leaves a gap in the places and a `prev_hash` that no longer matches. Removing the newest
 * entries leaves a shorter chain that is still whole, which only an outside record of an earlier head
 * can show: `anchor` (a place and hash printed by an earlier run) must still be in the chain as it was.
 */
export async function verifyAudit(db: Db, opts: { anchor?: { chainSeq: number; hash: string }; maxBreaks?: number } = {}): Promise<VerifyReport> {
  const maxBreaks = opts.maxBreaks ?? 100;
  const breaks: ChainBreak[] = [];
  let checked = 0;
  let seq = 0;
  let prev = GENESIS_HASH;
  let anchorSeen = false;
  for (;;) {
    const rows = await sealedRowsAfter(db, seq, BATCH);
    for (const row of rows) {
      const place = Number(row.chainSeq);
      if (place !== seq + 1) breaks.push({ chainSeq: seq + 1, id: null, problem: 'gap', expected: String(seq + 1), actual: String(place) });
      if (row.prevHash !== prev) breaks.push({ chainSeq: place, id: row.id, problem: 'prev_hash', expected: prev, actual: row.prevHash ?? '' });
      const hash = entryHash(row, place, row.prevHash ?? '');
      if (row.hash !== hash) breaks.push({ chainSeq: place, id: row.id, problem: 'hash', expected: hash, actual: row.hash ?? '' });
      if (opts.anchor && place === opts.anchor.chainSeq) {
        anchorSeen = true;
        if (row.hash !== opts.anchor.hash) breaks.push({ chainSeq: place, id: row.id, problem: 'anchor_hash', expected: opts.anchor.hash, actual: row.hash ?? '' });
      }
      // Go on from what is stored, so one changed entry is reported once, not as every entry after it.
      seq = place;
      prev = row.hash ?? '';
      checked += 1;
    }
    if (rows.length < BATCH || breaks.length >= maxBreaks) break;
  }
  if (opts.anchor && !anchorSeen) {
    breaks.push({ chainSeq: opts.anchor.chainSeq, id: null, problem: 'anchor_missing', expected: opts.anchor.hash, actual: '' });
  }
  const unsealed = await unsealedSummary(db);
  return {
    ok: breaks.length === 0,
    checked,
    head: checked ? { chainSeq: seq, hash: prev } : null,
    unsealed: { count: unsealed.count, oldestAt: unsealed.oldestAt?.toISOString() ?? null },
    breaks: breaks.slice(0, maxBreaks),
  };
}
