import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUploads(db: Db, rows: (typeof uploads.$inferInsert)[]) {
  await db.insert(uploads).values(rows);
}

/** The upload if it belongs to this merchant (and to this member, when one is given). */
export async function findUpload(db: Db, merchantCode: string, id: string, memberId?: number) {
  const [row] = await db.select().from(uploads).where(and(
    eq(uploads.id, id), eq(uploads.merchantCode, merchantCode), ...(memberId === undefined ? [] : [eq(uploads.memberId, memberId)]),
  ));
  return row;
}

/** Ids among `ids` that the member owns. */
export async function ownedIds(db: Db, merchantCode: string, memberId: number, ids: string[]) {
  const found = await db.select({ id: uploads.id }).from(uploads)
    .where(and(eq(uploads.merchantCode, merchantCode), eq(uploads.memberId, memberId), inArray(uploads.id, ids)));
  return new Set(found.map((r) => r.id));
}
