import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import { FALLBACK_LANGUAGE, LANGUAGES } from './languages';
import { applyRule, cashbackRule, depositBonusRule, rebateRule, redEnvelopeRule, referralRule } from './promotion-rules';
import { amountInput, idempotencyKey } from './wallet';
import { localizedTexts as texts, optionalInstant as instant, optionalLocalizedTexts as optionalTexts } from './content';

/**
 * Promotions (spec §1, §2, §4; issue 19; decision 0058). The catalogue an operator keeps per merchant:
 * each promotion has a code (what banners and notices link to), a kind, a category for the promotions
 * page's tabs, texts per language and a lifecycle. The rules that pay come with their slices.
 */

/** Kinds of promotion (decision 0058). */
export const PROMOTION_KINDS = ['deposit_bonus', 'rebate', 'cashback', 'red_envelope', 'referral', 'apply', 'check_in'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The promotions page's tabs. */
export const PROMOTION_CATEGORIES = ['NEW_MEMBER', 'DEPOSIT', 'REBATE', 'DAILY', 'VIP', 'EVENT'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/**
 * The lifecycle: a draft is edited freely and seen by no player; active runs within its window; paused
 * stops new joins and claims; closed is final. Only a draft may change its kind, code or window.
 */
export const PROMOTION_STATUSES = ['draft', 'active', 'paused', 'closed'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Which status may follow which (the operator's publish, pause, resume and close). */
export const PROMOTION_TRANSITIONS: Record<PromotionStatus, readonly PromotionStatus[]> = {
  draft: ['active', 'closed'],
  active: ['paused', 'closed'],
  paused: ['active', 'closed'],
  closed: [],
};

/** The schema of a kind's rules, or null for a kind that takes none yet (its slice adds them). */
export function rulesSchemaOf(kind: PromotionKind) {
  switch (kind) {
    case 'apply': return applyRule;
    case 'deposit_bonus': return depositBonusRule;
    case 'red_envelope': return redEnvelopeRule;
    case 'rebate': return rebateRule;
    case 'cashback': return cashbackRule;
    case 'referral': return referralRule;
    default: return null;
  }
}

export const promotionCode = z.string().trim().regex(/^[A-Z0-9_]{1,40}$/, 'A-Z, 0-9, _ (at most 40)');

export const promotionInput = z.object({
  code: promotionCode,
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  titles: texts(120),
  summaries: optionalTexts(300).default({}),
  /** HTML; sanitised on the server before it is stored. */
  contents: optionalTexts(40_000).default({}),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
  startsAt: instant,
  endsAt: instant,
  /** The kind's rules: `applyRule`, `depositBonusRule`, `redEnvelopeRule`, `rebateRule`, `cashbackRule`, `referralRule`; the other kinds have none yet (their slices add them). */
  rules: z.record(z.string(), z.unknown()).default({}),
}).strict().superRefine((v, ctx) => {
  if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
  }
  const schema = rulesSchemaOf(v.kind);
  if (schema) {
    const checked = schema.safeParse(v.rules);
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: ['rules', ...issue.path.map(String)], message: issue.message });
    // Not enforced yet (decision 0058, slice 6: the locked model and the limits checked in the wallet's debit): refused rather than stored as a promise.
    else if (v.kind !== 'apply') {
      const turnover = (checked.data as { turnover: { model: string; maxBet: unknown; maxWin: unknown } }).turnover;
      if (turnover.model !== 'wallet') ctx.addIssue({ code: 'custom', path: ['rules', 'turnover', 'model'], message: 'only the wallet model for now' });
      if (turnover.maxBet !== null) ctx.addIssue({ code: 'custom', path: ['rules', 'turnover', 'maxBet'], message: 'no maximum bet for now' });
      if (turnover.maxWin !== null) ctx.addIssue({ code: 'custom', path: ['rules', 'turnover', 'maxWin'], message: 'no maximum win for now' });
    }
  } else if (Object.keys(v.rules).length) {
    ctx.addIssue({ code: 'custom', path: ['rules'], message: 'this kind takes no rules yet' });
  }
});
export type PromotionInput = z.infer<typeof promotionInput>;

export const promotionStatusBody = z.object({ status: z.enum(PROMOTION_STATUSES) }).strict();
export const promotionIdParam = z.object({ merchantCode: z.string().trim().min(1).max(32), id: z.coerce.number().int().positive().max(2_147_483_647) });
export const operatorPromotionQuery = z.object({
  status: z.enum(PROMOTION_STATUSES).optional(),
  kind: z.enum(PROMOTION_KINDS).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OperatorPromotionQuery = z.infer<typeof operatorPromotionQuery>;

/**
 * A promotion's budget (decision 0058): a ledger account of its own, funded from the merchant's bonus
 * account, that every payout of the promotion takes from; its floor of 0 is what keeps it from being
 * overspent. Exact decimal strings in the merchant's currency, as every operator money figure.
 */
export const promotionBudget = z.object({
  currency: z.string(),
  /** What is left to pay out now. */
  balance: z.string(),
  /** Everything operators put in, and took back once it closed. */
  funded: z.string(),
  returned: z.string(),
  /** Everything paid out to players. */
  paid: z.string(),
});
export type PromotionBudget = z.infer<typeof promotionBudget>;

export const operatorPromotion = z.object({
  id: z.number().int(), merchantCode: z.string(), code: z.string(), kind: z.enum(PROMOTION_KINDS), category: z.enum(PROMOTION_CATEGORIES),
  titles: z.record(z.string(), z.string()), summaries: z.record(z.string(), z.string()), contents: z.record(z.string(), z.string()),
  sortOrder: z.number().int(), startsAt: z.string().nullable(), endsAt: z.string().nullable(), status: z.enum(PROMOTION_STATUSES),
  /** The uploaded picture's versioned address, or null (the pages draw the category's art). */
  imageUrl: z.string().nullable(),
  /** The kind's rules as stored (defaults filled in). */
  rules: z.record(z.string(), z.unknown()),
  budget: promotionBudget,
  createdAt: z.string(), updatedAt: z.string(),
});
export type OperatorPromotion = z.infer<typeof operatorPromotion>;
export const operatorPromotionPage = pageOf(operatorPromotion);
export type OperatorPromotionPage = z.infer<typeof operatorPromotionPage>;

/** `fund`: from the merchant's bonus account into the budget; `return`: what is left back, once the promotion is closed. */
export const PROMOTION_BUDGET_ACTIONS = ['fund', 'return'] as const;
export type PromotionBudgetAction = (typeof PROMOTION_BUDGET_ACTIONS)[number];

/**
 * `POST /wps/operator/merchants/:merchantCode/promotions/:id/budget`. Above the merchant's adjustment
 * approval threshold it waits for a second operator (approval kind `promotion.fund`); the key makes a
 * retry one movement.
 */
export const promotionBudgetBody = z.object({
  action: z.enum(PROMOTION_BUDGET_ACTIONS),
  amount: amountInput,
  reason: z.string().trim().min(1).max(500),
  idempotencyKey,
}).strict();
export type PromotionBudgetBody = z.infer<typeof promotionBudgetBody>;

/** `posted`: the money moved (`postingId`); `pending`: it waits for a second operator as request `requestId`. */
export const promotionBudgetResult = z.object({
  status: z.enum(['posted', 'pending']),
  requestId: z.number().int().nullable(),
  postingId: z.number().int().nullable(),
  replayed: z.boolean(),
  action: z.enum(PROMOTION_BUDGET_ACTIONS),
  amount: z.string(),
  budget: promotionBudget,
});
export type PromotionBudgetResult = z.infer<typeof promotionBudgetResult>;

export const promotionBudgetQuery = pageQuery.extend({ pageSize: z.coerce.number().int().min(1).max(100).default(20) });
export type PromotionBudgetQuery = z.infer<typeof promotionBudgetQuery>;

/** One movement of the budget, newest first: funding, a return, or a payout to a player (`memberId`). */
export const promotionBudgetEntry = z.object({
  postingId: z.number().int(),
  type: z.string(),
  /** Signed: positive adds to the budget. */
  amount: z.string(),
  balanceAfter: z.string(),
  memberId: z.number().int().nullable(),
  username: z.string().nullable(),
  /** Who posted it (`<operator id>:<username>` for an operator, `system` for a job). */
  actor: z.string(),
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export type PromotionBudgetEntry = z.infer<typeof promotionBudgetEntry>;

/** `GET …/promotions/:id/budget`: the figures, the funding request waiting for a second operator, and a page of movements. */
export const promotionBudgetView = z.object({
  budget: promotionBudget,
  pending: z.object({
    requestId: z.number().int(), action: z.enum(PROMOTION_BUDGET_ACTIONS), amount: z.string(), reason: z.string(),
    requestedBy: z.string(), requestedAt: z.string(),
  }).nullable(),
  entries: pageOf(promotionBudgetEntry),
  /** What the promotion has done so far: its applications by status and the players it paid. */
  report: z.object({
    applications: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
    playersPaid: z.number().int(),
  }),
});
export type PromotionBudgetView = z.infer<typeof promotionBudgetView>;

/**
 * Where a promotion stands in its window, for the player's pages: not started yet, running, or over
 * (its end has passed, or the operator paused it). The player's own state in it (spec §4: Join, Claim,
 * Applying, Issued…) comes with the slices that let a player take part (decision 0058).
 */
export const PROMOTION_PERIODS = ['COMING_SOON', 'RUNNING', 'CLOSE'] as const;
export type PromotionPeriod = (typeof PROMOTION_PERIODS)[number];

/** GET /wps/promotions: the merchant's published promotions, one category's or all. */
export const promotionListQuery = z.object({
  category: z.enum(PROMOTION_CATEGORIES).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type PromotionListQuery = z.infer<typeof promotionListQuery>;

/** A promotion's card in the player's language (EN where it has no text in it). */
export const promotionCard = z.object({
  code: z.string(), kind: z.enum(PROMOTION_KINDS), category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(), summary: z.string(), startsAt: z.string().nullable(), endsAt: z.string().nullable(), period: z.enum(PROMOTION_PERIODS),
  imageUrl: z.string().nullable(),
});
export type PromotionCard = z.infer<typeof promotionCard>;

/** A page of cards, and the categories that have a published promotion (the page's tabs). */
export const promotionCardPage = pageOf(promotionCard).extend({ categories: z.array(z.enum(PROMOTION_CATEGORIES)) });
export type PromotionCardPage = z.infer<typeof promotionCardPage>;

export const promotionCodeParam = z.object({ code: promotionCode });

/** `GET /wps/operator/merchants/:merchantCode/promotions/:id/preview?language=`: the page a player of that language will see. */
export const promotionPreviewQuery = z.object({ language: z.enum(LANGUAGES).default(FALLBACK_LANGUAGE) });

/** GET /wps/promotions/:code: the card with its content (safe HTML, cleaned when the operator saved it). */
export const promotionDetail = promotionCard.extend({ content: z.string() });
export type PromotionDetail = z.infer<typeof promotionDetail>;

/**
 * The category `/promotions?type=` asks for (in any case), or null for every category: the side menu's
 * VIP entry uses it; any other type (REFERRAL…) shows the whole list. The server draws the same tab.
 */
export function promotionCategoryOf(type: string | null | undefined): PromotionCategory | null {
  const upper = type?.trim().toUpperCase() ?? '';
  return (PROMOTION_CATEGORIES as readonly string[]).includes(upper) ? (upper as PromotionCategory) : null;
}

/** The promotions page's page size (its first page is drawn by the server). */
export const PROMOTIONS_PAGE_SIZE = 20;

/** A promotion's picture: `<id>.png` or `<id>.jpg` under its merchant (images carry no headers). */
export const PROMOTION_IMAGE_FILE = /^([1-9]\d{0,9})\.(png|jpg)$/;
