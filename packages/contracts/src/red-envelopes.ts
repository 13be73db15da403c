import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import { memberBonusGrant } from './promotion-grants';
import { promotionCode } from './promotions';

/**
 * Red envelope rushes (spec §1, §2 home, §7 `MCS2_claimRafflePromotion`; issue 19; decision 0058). A rush is
 * one opening of a red envelope promotion (redEnvelopeRule): its envelopes are cut when it opens, each player
 * takes one, and the pool is never overspent.
 */

/** Where a rush stands: `open` now; `ended` its time is over (what was left is being returned); `closed` returned. */
export const RUSH_STATUSES = ['open', 'ended', 'closed'] as const;
export type RushStatus = (typeof RUSH_STATUSES)[number];

/** The rush a player sees: the open one, or the next one to open. Amounts are numbers with 2 decimals (spec §9). */
export const memberRush = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** True while the rush is open (startsAt ≤ now < endsAt). */
  open: z.boolean(),
  /** Envelopes left; null before the rush opens (they are cut then), and in a claim's answer (counting them is
   * a walk of the rush's free envelopes, which ten thousand claims at once should not each make: the state answers it). */
  left: z.number().int().nullable(),
  envelopes: z.number().int(),
  /** The player's envelope in this rush, once taken. */
  claimed: z.number().nullable(),
  /** The player's deposits today fall short of the rule's minimum: that minimum, else null. */
  depositNeeded: z.number().nullable(),
});
export type MemberRush = z.infer<typeof memberRush>;

/** `POST /wps/relay/MCS2_claimRafflePromotion` (T): take an envelope of the promotion's open rush. */
export const claimRaffleBody = z.object({ promotionCode }).strict();
export type ClaimRaffleBody = z.infer<typeof claimRaffleBody>;

/** What the claim answers: the envelope's amount (2 decimals), the rush, and the grant when it carries turnover. */
export const claimRaffleResult = z.object({
  amount: z.number(),
  /** True when this player had already taken this rush's envelope: the same envelope again, nothing paid twice. */
  replayed: z.boolean(),
  rush: memberRush,
  grant: memberBonusGrant.nullable(),
});
export type ClaimRaffleResult = z.infer<typeof claimRaffleResult>;

/** `GET /wps/operator/merchants/:merchantCode/promotions/:id/rushes`: a red envelope promotion's rushes, newest first. */
export const operatorRushQuery = pageQuery.extend({ pageSize: z.coerce.number().int().min(1).max(100).default(20) });
export type OperatorRushQuery = z.infer<typeof operatorRushQuery>;

/** One rush in the back office; amounts exact decimal strings in the merchant's currency. */
export const operatorRush = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(RUSH_STATUSES),
  envelopes: z.number().int(),
  claimed: z.number().int(),
  pool: z.string(),
  paid: z.string(),
  /** Returned to the budget when it closed; null until then. */
  returned: z.string().nullable(),
  currency: z.string(),
});
export type OperatorRush = z.infer<typeof operatorRush>;
export const operatorRushPage = pageOf(operatorRush);
export type OperatorRushPage = z.infer<typeof operatorRushPage>;
