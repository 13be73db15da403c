import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';

/** SQL of the account security page: the member's own row only, always scoped by merchant. */

const own = (merchantCode: string, id: number) => and(eq(members.merchantCode, merchantCode), eq(members.id, id));

export async function mobileTakenByOther(db: Db, merchantCode: string, dialingCode: string, mobile: string, exceptId: number) {
  const [row] = await db.select({ id: members.id }).from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.dialingCode, dialingCode), eq(members.mobile, mobile), ne(members.id, exceptId)));
  return !!row;
}

/** Binding a number another member took meanwhile fails on the unique mobile index (see isUniqueViolation). */
export async function setMobile(db: Db, merchantCode: string, id: number, dialingCode: string, mobile: string, at: Date) {
  await db.update(members).set({ dialingCode, mobile, mobileVerifiedAt: at }).where(own(merchantCode, id));
}

export async function setEmail(db: Db, merchantCode: string, id: number, email: string, at: Date) {
  await db.update(members).set({ email, emailVerifiedAt: at }).where(own(merchantCode, id));
}

/** A pending secret: `totpEnabledAt` stays null until a code from the app checks out. */
export async function setPendingTotp(db: Db, merchantCode: string, id: number, secret: string) {
  await db.update(members).set({ totpSecret: secret, totpEnabledAt: null }).where(own(merchantCode, id));
}

export async function enableTotp(db: Db, merchantCode: string, id: number, at: Date) {
  await db.update(members).set({ totpEnabledAt: at }).where(own(merchantCode, id));
}

export async function disableTotp(db: Db, merchantCode: string, id: number) {
  await db.update(members).set({ totpSecret: null, totpEnabledAt: null }).where(own(merchantCode, id));
}

export async function setFundPassword(db: Db, merchantCode: string, id: number, fundPasswordHash: string) {
  await db.update(members).set({ fundPasswordHash }).where(own(merchantCode, id));
}

/** PostgreSQL's unique_violation, from node-postgres or PGlite, bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
