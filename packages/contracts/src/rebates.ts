import { z } from 'zod';
import { memberBonusGrant } from './promotion-grants';
import { promotionCode } from './promotions';

/**
 * Rebates and cashback for players (spec §2 member centre → manual rebate; issue 19; decision 0058,
 * "Rebates and cashback"). Amounts are numbers with 2 decimals (spec §9), in the merchant's currency.
 */

/** One running rebate the player may claim by hand: today's figures in the merchant's zone, so far. */
export const memberRebate = z.object({
  code: z.string(),
  title: z.string(),
  /** The local day counted (YYYY-MM-DD, the merchant's zone) and when it ends. */
  day: z.string(),
  endsAt: z.string(),
  /** Valid bets of the rated game types settled today. */
  validBet: z.number(),
  earned: z.number(),
  paid: z.number(),
  /** Earned and not yet paid; claimable when at least `minPayout`. */
  unpaid: z.number(),
  minPayout: z.number(),
  canClaim: z.boolean(),
  /** Percent of valid bets per game type (only the rated ones). */
  rates: z.record(z.string(), z.number()),
});
export type MemberRebate = z.infer<typeof memberRebate>;

/** `GET /wps/member/rebates` (T): the running rebates that can be claimed by hand. */
export const memberRebates = z.object({ list: z.array(memberRebate) });
export type MemberRebates = z.infer<typeof memberRebates>;

export const rebateCodeParam = z.object({ code: promotionCode });

/** `POST /wps/member/rebates/:code/claim` (T): what was paid now, and the rebate as it stands after. */
export const rebateClaimResult = z.object({
  amount: z.number(),
  rebate: memberRebate,
  grant: memberBonusGrant.nullable(),
});
export type RebateClaimResult = z.infer<typeof rebateClaimResult>;
