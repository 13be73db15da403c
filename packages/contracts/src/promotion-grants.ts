import { z } from 'zod';

/**
 * Bonuses paid with a turnover requirement (issue 19; decision 0058, "Grants and turnover"): what the player
 * sees of each — the amount, what must be wagered and what has been, the expiry and the state — on the
 * bonus details page, the withdraw page and a deposit bonus's own page. Amounts have 2 decimals (spec §9).
 */

/** `active` the turnover is open; `met` done (the money is free to withdraw); `forfeited` given up by the player; `expired` not met in time. */
export const GRANT_STATUSES = ['active', 'met', 'forfeited', 'expired'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];

export const memberBonusGrant = z.object({
  id: z.number().int(),
  promotionCode: z.string(),
  /** The promotion's title in the player's language (EN where it has none). */
  title: z.string(),
  amount: z.number(),
  turnoverRequired: z.number(),
  turnoverDone: z.number(),
  turnoverLeft: z.number(),
  expiresAt: z.string(),
  status: z.enum(GRANT_STATUSES),
  /** Forfeited or expired: what was taken back from the wallet (the bonus, or less when the wallet held less). */
  takenBack: z.number().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type MemberBonusGrant = z.infer<typeof memberBonusGrant>;

/** `GET /wps/member/bonuses` (T): the player's grants, newest first, and the turnover left over all open ones. */
export const memberBonusGrants = z.object({
  list: z.array(memberBonusGrant),
  turnoverLeft: z.number(),
});
export type MemberBonusGrants = z.infer<typeof memberBonusGrants>;

export const grantIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
