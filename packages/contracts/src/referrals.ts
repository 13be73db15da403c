import { z } from 'zod';

/**
 * Refer and earn for players (spec §2 member centre → invite friends, side menu → refer and earn; issue 19;
 * decision 0058, "Refer and earn"). Amounts are numbers with 2 decimals (spec §9), in the merchant's currency.
 */

/**
 * Where one invitee stands: `pending` (inside the window, not qualified yet), `rewarded` (the referrer was
 * paid for them), `expired` (the window passed first), `not_eligible` (joined outside a referral promotion,
 * the referrer's limit reached, or the same person as the referrer).
 */
export const REFERRAL_STATES = ['pending', 'rewarded', 'expired', 'not_eligible'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

export const referralInvitee = z.object({
  /** Masked: enough for the referrer to recognise a friend. */
  username: z.string(),
  registeredAt: z.string(),
  /** The first credited deposit reached the minimum. */
  deposited: z.boolean(),
  /** Valid bets settled since registering (counted up to the deadline). */
  validBet: z.number(),
  state: z.enum(REFERRAL_STATES),
  /** What the referrer was paid for this invitee (rewarded only). */
  reward: z.number().nullable(),
  /** The end of the invitee's window (pending only). */
  deadline: z.string().nullable(),
});
export type ReferralInvitee = z.infer<typeof referralInvitee>;

/** The running referral promotion's terms, as the invite page explains them. */
export const referralTerms = z.object({
  code: z.string(),
  title: z.string(),
  reward: z.number(),
  inviteeReward: z.number(),
  minFirstDeposit: z.number(),
  minValidBet: z.number(),
  withinDays: z.number().int(),
  maxRewards: z.number().int().nullable(),
  /** Times the reward to wager before withdrawing (0: none). */
  turnoverMultiple: z.number(),
  endsAt: z.string().nullable(),
});
export type ReferralTerms = z.infer<typeof referralTerms>;

/** `GET /wps/member/referral` (T): the player's code and link, the running promotion's terms and the newest invitees. */
export const memberReferral = z.object({
  code: z.string(),
  /** The registration address with the code, from the merchant's configured domain. */
  link: z.string(),
  /** Null when no referral promotion runs: the code still links friends, but nothing is earned. */
  promotion: referralTerms.nullable(),
  invited: z.number().int(),
  rewarded: z.number().int(),
  earned: z.number(),
  /** The newest invitees first, at most `REFERRAL_LIST_SIZE`. */
  invitees: z.array(referralInvitee),
});
export type MemberReferral = z.infer<typeof memberReferral>;

export const REFERRAL_LIST_SIZE = 100;
/** The registration address's query parameter that carries a referral code (`/register?ref=CODE`). */
export const REFERRAL_QUERY = 'ref';
