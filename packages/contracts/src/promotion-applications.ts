import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import { APPLY_PERIODS } from './promotion-rules';
import { memberBonusGrant } from './promotion-grants';
import { memberRush } from './red-envelopes';
import { amountInput } from './wallet';

/**
 * Applications to apply-type promotions (spec §3 "Activity application: remark, up to 3 images", §4, §5;
 * issue 19; decision 0058). The player applies with a remark of at most 140 characters and up to three
 * PNG or JPEG images uploaded first (`POST /wps/member/files?purpose=activity_application`); an operator
 * issues an amount from the promotion's budget or rejects it with a reason.
 */

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The spec's remark limit (§5). */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;

/** `POST /wps/member/promotions/:code/applications` (T). */
export const promotionApplyBody = z.object({
  /** Counted in characters as a player sees them (code points: Thai, emoji), as the database's check counts them. */
  remark: z.string().trim().min(1).max(APPLICATION_REMARK_MAX * 2).refine((s) => [...s].length <= APPLICATION_REMARK_MAX, `at most ${APPLICATION_REMARK_MAX} characters`),
  fileIds: z.array(z.uuid()).max(APPLICATION_IMAGES_MAX).default([]),
}).strict();
export type PromotionApplyBody = z.infer<typeof promotionApplyBody>;

/**
 * The player's own state in one promotion (spec §4's activity statuses, as far as this kind has them):
 * `JOIN` it can apply now, `APPLYING` its application waits for an operator, `ISSUED` it was paid,
 * `REJECTED` its last application was refused (it may apply again), `COMING_SOON` not started, `CLOSE`
 * over or paused. A deposit bonus: `JOIN` it can join before depositing, `JOINED` its next qualifying
 * deposit earns the bonus, `CLAIM` a credited deposit can be claimed now, `ISSUED` the bonus was paid. A red
 * envelope: `CLAIM` a rush is open and the player may take one, `CLAIMED` it took this rush's, `COMING_SOON` the
 * next rush is still to open (or every envelope is gone), `CLOSE` no rush is left. The server answers it so that every screen shows the same action.
 */
export const PLAYER_PROMOTION_STATES = ['JOIN', 'JOINED', 'CLAIM', 'CLAIMED', 'APPLYING', 'ISSUED', 'REJECTED', 'COMING_SOON', 'CLOSE'] as const;
export type PlayerPromotionState = (typeof PLAYER_PROMOTION_STATES)[number];

export const memberApplication = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  remark: z.string(),
  images: z.number().int(),
  /** Issued: what was paid, 2 decimals (spec §9). */
  amount: z.number().nullable(),
  /** Rejected: why. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MemberApplication = z.infer<typeof memberApplication>;

/** `GET /wps/member/promotions/:code/state` (T), and the answer of an application. */
export const memberPromotionState = z.object({
  code: z.string(),
  kind: z.enum(['apply', 'deposit_bonus', 'red_envelope']),
  state: z.enum(PLAYER_PROMOTION_STATES),
  /** True when the action the state offers can be taken now (an application in this period). */
  canApply: z.boolean(),
  /** A deposit bonus: true when the player can join it (JOIN) or claim it (CLAIM) now. */
  canJoin: z.boolean(),
  /** A deposit bonus paid in this period: its grant, with the turnover still to wager. */
  grant: memberBonusGrant.nullable(),
  period: z.enum(APPLY_PERIODS).nullable(),
  minImages: z.number().int(),
  /** The newest application of this period (or the last one when the promotion allows one only). */
  application: memberApplication.nullable(),
  /** A red envelope: the open rush, or the next one; null when none is left. */
  rush: memberRush.nullable(),
});
export type MemberPromotionState = z.infer<typeof memberPromotionState>;

/** `GET /wps/member/promotions/states` (T): the player's state in each published apply promotion and deposit bonus, for the promotions page's cards. */
export const memberPromotionStates = z.object({ list: z.array(memberPromotionState) });
export type MemberPromotionStates = z.infer<typeof memberPromotionStates>;

/** `GET /wps/operator/merchants/:merchantCode/promotion-applications` */
export const operatorApplicationQuery = pageQuery.extend({
  status: z.enum(APPLICATION_STATUSES).optional(),
  promotionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OperatorApplicationQuery = z.infer<typeof operatorApplicationQuery>;

export const applicationIdParam = z.object({ merchantCode: z.string().trim().min(1).max(32), id: z.coerce.number().int().positive().max(2_147_483_647) });

export const operatorApplication = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  promotionId: z.number().int(),
  promotionCode: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  period: z.string(),
  remark: z.string(),
  /** The player's images: `GET /wps/operator/merchants/:merchantCode/files/:id` (files.read). */
  fileIds: z.array(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  /** Exact decimal strings, as every operator money figure. */
  amount: z.string().nullable(),
  maxAmount: z.string(),
  currency: z.string(),
  reason: z.string().nullable(),
  postingId: z.number().int().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorApplication = z.infer<typeof operatorApplication>;
export const operatorApplicationPage = pageOf(operatorApplication);
export type OperatorApplicationPage = z.infer<typeof operatorApplicationPage>;

/** `POST …/promotion-applications/:id/approve`: the amount issued, at most the promotion's `maxAmount`. */
export const applicationApproveBody = z.object({ amount: amountInput }).strict();
/** `POST …/promotion-applications/:id/reject`: the reason the player is shown. */
export const applicationRejectBody = z.object({ reason: z.string().trim().min(1).max(300) }).strict();

/** Why another account of the merchant may be the same person (decision 0058, abuse checks). */
export const LINK_REASONS = ['ip', 'holder_name', 'bank_account'] as const;
export type LinkReason = (typeof LINK_REASONS)[number];

/**
 * `GET …/promotion-applications/:id/checks` (promotions.review): what the reviewer weighs before issuing —
 * the player's money and play so far (exact decimals; GGR is bets − wins) and the other accounts that share
 * an address it logged in from, an account holder's name or a bank account, with their own application.
 */
export const applicationChecks = z.object({
  play: z.object({ deposits: z.string(), withdrawals: z.string(), bets: z.string(), wins: z.string(), ggr: z.string(), currency: z.string() }),
  linked: z.array(z.object({
    memberId: z.number().int(), username: z.string(), reasons: z.array(z.enum(LINK_REASONS)),
    /** Its latest application to the same promotion, if any. */
    application: z.enum(APPLICATION_STATUSES).nullable(),
  })),
  /** More accounts are linked than listed (20). */
  truncated: z.boolean(),
});
export type ApplicationChecks = z.infer<typeof applicationChecks>;
