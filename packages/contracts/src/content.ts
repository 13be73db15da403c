import { z } from 'zod';
import { pageOf } from './envelope';
import { LANGUAGES } from './languages';

/**
 * Banners and notices (spec §3 banner and announcement, §7 home calls, §9 announcement types and
 * carousel; decision 0022). Player calls are `GET /wps/relay/<name>`; the merchant comes from the
 * merchant header, the language from the `language` parameter, else the language header.
 */

/** Spec §3 banner groups. */
export const BANNER_GROUPS = ['w_login', 'w_register', 'w_home', 'w_leftmenu', 'w_lott'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** What a banner opens: a game (target: node id), a promotion (its type), an address, a game category. */
export const LINKAGE_TYPES = ['GAME', 'PROMOTION', 'URL', 'CATEGORY'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

/** Spec §9 announcement types: B banners, PL player notices, PU popups, PR promotions, H headlines. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** The notice kinds (every announcement type but banners). */
export const NOTICE_TYPES = ['PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/** The kinds the paged announcement list shows (headlines live only in the marquee). */
export const LISTED_NOTICE_TYPES = ['PL', 'PU', 'PR'] as const;

/** When a notice shows: A after login (members only), B before login (everybody), F at both moments. */
export const NOTICE_EXECUTIONS = ['A', 'B', 'F'] as const;
export type NoticeExecution = (typeof NOTICE_EXECUTIONS)[number];
/** The moments a client asks at: B (page load, visitor or not) or A (after login: needs the member's token). */
export const ASK_EXECUTIONS = ['A', 'B'] as const;

export const CONTENT_STATUSES = ['active', 'hidden'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Spec §9: announcements 8 per page. */
export const ANNOUNCEMENTS_PAGE_SIZE = 8;

/** Palettes and motifs of the server-drawn banner art (no external images). */
export const BANNER_THEMES = ['ruby', 'emerald', 'sapphire', 'gold', 'violet', 'sunset'] as const;
export const BANNER_MOTIFS = ['cards', 'chips', 'dice', 'coins', 'stars', 'trophy'] as const;

/** `types=B,PL` or repeated `types=`. */
function csvOf<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean) : v),
    z.array(z.enum(values)).min(1).max(values.length),
  );
}

const languageParam = z.string().trim().min(2).max(10).optional();
/** Ignored parameters the original client sends beside the real ones. */
const clientNoise = {
  merchantCode: z.string().max(32).optional(),
  clientType: z.string().max(20).optional(),
  token: z.string().max(512).optional(),
};

/**
 * `GET /wps/relay/MCSFE_getAnnouncementContentV2?types=B,PL,PU,PR,H&platform=W&execution=B`: what the
 * home page shows. Only the requested types are filled; the others answer empty lists.
 */
export const announcementContentQuery = z.object({
  types: csvOf(ANNOUNCEMENT_TYPES).default([...ANNOUNCEMENT_TYPES]),
  platform: z.literal('W').default('W'),
  execution: z.enum(ASK_EXECUTIONS).default('B'),
  /** Only banners of these groups (default: every group). */
  groupName: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(z.enum(BANNER_GROUPS)).min(1).max(BANNER_GROUPS.length),
  ).optional(),
  language: languageParam,
  ...clientNoise,
});
export type AnnouncementContentQuery = z.infer<typeof announcementContentQuery>;

export const bannerView = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  /** The banner image: the server-drawn SVG (versioned; cacheable). */
  url: z.string(),
  title: z.string(),
  subtitle: z.string(),
  linkageType: z.enum(LINKAGE_TYPES).nullable(),
  target: z.string().nullable(),
});
export type BannerView = z.infer<typeof bannerView>;

/** A notice the client can show at once: marquee entries and popups (content is sanitised HTML). */
export const noticeView = z.object({
  id: z.number().int(),
  type: z.enum(NOTICE_TYPES),
  title: z.string(),
  content: z.string(),
  execution: z.enum(NOTICE_EXECUTIONS),
  promotionType: z.string().nullable(),
});
export type NoticeView = z.infer<typeof noticeView>;

export const announcementContent = z.object({
  banners: z.array(bannerView),
  /** PL: the marquee's player notices (spec: id, title; the content rides along for the notice dialog). */
  playerNotices: z.array(noticeView),
  /** H: short headlines shown in the marquee before the player notices. */
  headlines: z.array(noticeView),
  /** PU: popups for this execution moment. */
  popup: z.array(noticeView),
  /** PR: promotions (promotionType says which promotion the go-to button opens). */
  promotion: z.array(noticeView),
});
export type AnnouncementContent = z.infer<typeof announcementContent>;

/** `GET /wps/relay/MCSFE_getListAnnouncements?pageNo=`: 8 per page, newest window first. */
export const announcementListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Spec §9 fixes 8; a smaller page is allowed, never a larger one. */
  pageSize: z.coerce.number().int().min(1).max(ANNOUNCEMENTS_PAGE_SIZE).default(ANNOUNCEMENTS_PAGE_SIZE),
  types: csvOf(LISTED_NOTICE_TYPES).default([...LISTED_NOTICE_TYPES]),
  language: languageParam,
  ...clientNoise,
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuery>;

export const announcementItem = noticeView.extend({ startsAt: z.string().nullable(), createdAt: z.string() });
export type AnnouncementItem = z.infer<typeof announcementItem>;
export const announcementList = pageOf(announcementItem).extend({ pageNo: z.number().int(), pageSize: z.number().int() });
export type AnnouncementList = z.infer<typeof announcementList>;

// ── Operator API ────────────────────────────────────────────────────────────────────────────────

/** Texts per language: EN is required (the fallback); others optional. */
const texts = (max: number) => z.partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(max))
  .refine((r) => typeof r.EN === 'string', { message: 'an EN text is required (it is the fallback)' });
const optionalTexts = (max: number) => z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(max));
const instant = z.iso.datetime({ offset: true }).nullable().default(null);
/** Texts per language (EN required as the fallback) and an optional instant, as promotions keep theirs too. */
export { texts as localizedTexts, optionalTexts as optionalLocalizedTexts, instant as optionalInstant };

const TARGET_RULES: Record<LinkageType, { test: (t: string) => boolean; message: string }> = {
  GAME: { test: (t) => /^[1-9]\d{0,9}$/.test(t), message: 'a GAME target is the game\'s node id' },
  PROMOTION: { test: (t) => /^[A-Z0-9_]{1,40}$/.test(t), message: 'a PROMOTION target is a promotion type (A-Z, 0-9, _)' },
  URL: { test: (t) => /^https?:\/\/[^\s]+$/i.test(t) || /^\/[^\s/][^\s]*$|^\/$/.test(t), message: 'a URL target is an http(s) address or a site path' },
  CATEGORY: { test: (t) => /^[A-Z]{2,20}$/.test(t), message: 'a CATEGORY target is a game category (RNG, LIVE, FISH...)' },
};

/** A linkage needs a matching target; no linkage, no target. */
function checkLinkage(v: { linkageType: LinkageType | null; target: string | null }, ctx: z.RefinementCtx) {
  if (v.linkageType === null) {
    if (v.target !== null) ctx.addIssue({ code: 'custom', path: ['target'], message: 'a target needs a linkageType' });
    return;
  }
  const rule = TARGET_RULES[v.linkageType];
  if (v.target === null || !rule.test(v.target)) ctx.addIssue({ code: 'custom', path: ['target'], message: rule.message });
}

function checkWindow(v: { startsAt: string | null; endsAt: string | null }, ctx: z.RefinementCtx) {
  if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'the window must end after it starts' });
  }
}

export const bannerInput = z.object({
  groupName: z.enum(BANNER_GROUPS),
  titles: texts(80),
  subtitles: optionalTexts(160).default({}),
  theme: z.enum(BANNER_THEMES).default('gold'),
  motif: z.enum(BANNER_MOTIFS).default('cards'),
  linkageType: z.enum(LINKAGE_TYPES).nullable().default(null),
  target: z.string().trim().min(1).max(300).nullable().default(null),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
  startsAt: instant,
  endsAt: instant,
  status: z.enum(CONTENT_STATUSES).default('active'),
}).strict().superRefine((v, ctx) => {
  checkLinkage(v, ctx);
  checkWindow(v, ctx);
});
export type BannerInput = z.infer<typeof bannerInput>;

export const noticeInput = z.object({
  type: z.enum(NOTICE_TYPES),
  titles: texts(120),
  /** HTML; sanitised on the server before it is stored. */
  contents: optionalTexts(20_000).default({}),
  execution: z.enum(NOTICE_EXECUTIONS).default('F'),
  promotionType: z.string().trim().regex(/^[A-Z0-9_]{1,40}$/, 'A-Z, 0-9, _').nullable().default(null),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
  startsAt: instant,
  endsAt: instant,
  status: z.enum(CONTENT_STATUSES).default('active'),
}).strict().superRefine(checkWindow);
export type NoticeInput = z.infer<typeof noticeInput>;

export const contentStatusBody = z.object({ status: z.enum(CONTENT_STATUSES) }).strict();
/**
 * The new order: these ids, in this order, take the places they hold now in their group (banners) or kind
 * (notices), which is then numbered 0, 10, 20...: a whole group's ids reorder it, two neighbours swap (a
 * paged list moves a row past its page's edge so). Every id must be the merchant's.
 */
export const contentReorderBody = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(200).refine((ids) => new Set(ids).size === ids.length, { message: 'ids must be unique' }),
}).strict();
export const contentIdParam = z.object({ merchantCode: z.string().trim().min(1).max(32), id: z.coerce.number().int().positive().max(2_147_483_647) });
/** The operator lists are paged like the other back-office lists (the players', the audit log's). */
const operatorPageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
export const operatorBannerQuery = z.object({ groupName: z.enum(BANNER_GROUPS).optional(), ...operatorPageQuery });
export type OperatorBannerQuery = z.infer<typeof operatorBannerQuery>;
export const operatorNoticeQuery = z.object({ type: z.enum(NOTICE_TYPES).optional(), ...operatorPageQuery });
export type OperatorNoticeQuery = z.infer<typeof operatorNoticeQuery>;

const lifetime = { startsAt: z.string().nullable(), endsAt: z.string().nullable(), status: z.enum(CONTENT_STATUSES), createdAt: z.string(), updatedAt: z.string() };
export const operatorBanner = z.object({
  id: z.number().int(), merchantCode: z.string(), groupName: z.enum(BANNER_GROUPS),
  titles: z.record(z.string(), z.string()), subtitles: z.record(z.string(), z.string()),
  theme: z.string(), motif: z.string(), url: z.string(),
  /** True when an uploaded image replaces the drawn art. */
  uploadedImage: z.boolean(),
  linkageType: z.enum(LINKAGE_TYPES).nullable(), target: z.string().nullable(), sortOrder: z.number().int(), ...lifetime,
});
export type OperatorBanner = z.infer<typeof operatorBanner>;
export const operatorNotice = z.object({
  id: z.number().int(), merchantCode: z.string(), type: z.enum(NOTICE_TYPES),
  titles: z.record(z.string(), z.string()), contents: z.record(z.string(), z.string()),
  execution: z.enum(NOTICE_EXECUTIONS), promotionType: z.string().nullable(), sortOrder: z.number().int(), ...lifetime,
});
export type OperatorNotice = z.infer<typeof operatorNotice>;

/**
 * One page of an operator list, in the player site's order. `nextSortOrder` puts a new row after the
 * list's last one (its largest sort order + 10; 0 for an empty list): the page alone cannot tell it.
 */
const listExtras = { nextSortOrder: z.number().int() };
export const operatorBannerPage = pageOf(operatorBanner).extend(listExtras);
export type OperatorBannerPage = z.infer<typeof operatorBannerPage>;
export const operatorNoticePage = pageOf(operatorNotice).extend(listExtras);
export type OperatorNoticePage = z.infer<typeof operatorNoticePage>;
