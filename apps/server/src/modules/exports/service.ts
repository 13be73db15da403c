import { Readable } from 'node:stream';
import { CSV_EXPORT_MAX_ROWS } from '@platform/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { csvPages, type CsvValue } from '../../lib/csv';
import type { Actor, AuditService } from '../audit/service';

/** Rows per read: a page the list's own function answers, written out before the next is read. */
export const EXPORT_PAGE_SIZE = 1000;

export interface CsvExport<T> {
  /** The list, as the file name and the audit target name it (`players`: `export:players`). */
  list: string;
  /** The audit entry's action (`player.export`). */
  action: string;
  /** The merchant the rows belong to; null when they may span every merchant the operator reaches. */
  merchantCode: string | null;
  /** The filters as the route read them, recorded with the entry (what was exported, not the rows). */
  filters: Record<string, unknown>;
  columns: readonly string[];
  /** One row's fields, in the columns' order (`NoInfer`: the row type comes from `page`). */
  cells: (row: NoInfer<T>) => readonly CsvValue[];
  /** Page `pageNo` of the list, read through the list route's own service call with its arguments. */
  page: (pageNo: number, pageSize: number) => Promise<T[]>;
}

const stamp = (at: Date) => at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/**
 * Streamed CSV exports of the back office's lists (decision 0055). Each export is audited once, when
 * its last row is written and before the file's last bytes leave (an audit that fails breaks the
 * download rather than letting it go unrecorded), with the filters and the number of rows; a download
 * the reader abandons part way is recorded with the rows written until then.
 */
export function createCsvExports(deps: { db: Db; audit: AuditService; pageSize?: number; maxRows?: number; now?: () => Date }) {
  const { db, audit } = deps;
  const pageSize = deps.pageSize ?? EXPORT_PAGE_SIZE;
  const maxRows = deps.maxRows ?? CSV_EXPORT_MAX_ROWS;
  const now = deps.now ?? (() => new Date());

  return {
    pageSize,
    maxRows,

    /**
     * The file name and the stream. The first page is read here, before the response starts, so a filter
     * the list refuses (or a merchant out of reach) answers its error code instead of half a file.
     */
    async open<T>(actor: Actor, x: CsvExport<T>, log: FastifyBaseLogger): Promise<{ filename: string; stream: Readable }> {
      const first = await x.page(1, pageSize);
      const record = (after: Record<string, unknown>) => db.transaction((tx) => audit.record(tx, actor, {
        merchantCode: x.merchantCode, action: x.action, target: `export:${x.list}`, before: null, after: { filters: x.filters, ...after },
      }));
      const lines = csvPages({
        columns: x.columns, cells: x.cells, first, page: x.page, pageSize, maxRows,
        finished: ({ rows, capped }) => record({ rows, capped, complete: true }),
        stopped: async ({ rows }) => {
          // The reader has gone; nobody is left to tell but the log.
          await record({ rows, complete: false }).catch((err: unknown) => log.error({ err, action: x.action }, 'export audit not written'));
        },
      });
      return { filename: `${x.list}-${x.merchantCode ?? 'all'}-${stamp(now())}.csv`, stream: Readable.from(lines) };
    },
  };
}
export type CsvExports = ReturnType<typeof createCsvExports>;

/**
 * A list's `to` filter no later than the export's start: requests and audit entries made while the file
 * is being written would otherwise push rows already written onto the next page (the lists page by
 * offset, newest first), and the file would hold some rows twice.
 */
export function noLaterThan(to: string | undefined, start: Date): string {
  return to !== undefined && Date.parse(to) < start.getTime() ? to : start.toISOString();
}
