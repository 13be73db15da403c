import type { Multipart } from '@fastify/multipart';
import type {
  AnnouncementContent, AnnouncementContentQuery, AnnouncementList, AnnouncementListQuery, BannerInput, BannerView, ContentStatus,
  Language, NoticeExecution, NoticeInput, NoticeView, OperatorBanner, OperatorBannerPage, OperatorBannerQuery, OperatorNotice,
  OperatorNoticePage, OperatorNoticeQuery,
} from '@platform/contracts';
import { parseLanguage } from '@platform/contracts';
import { contentBanners, contentNotices } from '../../db/schema';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError } from '../../lib/errors';
import type { Actor, AuditService } from '../audit/service';
import type { FilesService } from '../files/service';
import { imageExt } from '../files/images';
import type { MerchantService } from '../merchant/service';
import { bannerSvg } from './banner-art';
import * as repo from './repo';
import { sanitizeContents } from '../../lib/html';

/** Who asks: a member (after login) or a visitor. Only membership matters here, not who. */
export interface ContentViewer { id: number; merchantCode: string }

/** A text in the wanted language, else English, else whatever the operator wrote. */
export function pickText(texts: Record<string, string>, language: Language): string {
  return texts[language] ?? texts.EN ?? Object.values(texts)[0] ?? '';
}

/** The executions a caller sees: F always, A only after login (members), B before it. */
function executionsFor(ask: 'A' | 'B'): NoticeExecution[] {
  return ask === 'A' ? ['A', 'F'] : ['B', 'F'];
}

/** The file extension a banner's image is served under: its upload's type, else the drawn SVG. */
export function bannerImageExt(row: Pick<repo.BannerRow, 'imageType'>): 'svg' | 'png' | 'jpg' {
  return row.imageType === 'image/png' || row.imageType === 'image/jpeg' ? imageExt(row.imageType) : 'svg';
}

/** The versioned address of a banner's image (the merchant is in the path: images carry no headers). */
export function bannerUrl(row: repo.BannerRow): string {
  return `/wps/content/banner/${row.merchantCode}/${row.id}.${bannerImageExt(row)}?v=${row.updatedAt.getTime()}`;
}

function toBannerView(row: repo.BannerRow, language: Language): BannerView {
  return {
    id: row.id, groupName: row.groupName as BannerView['groupName'], url: bannerUrl(row),
    title: pickText(row.titles, language), subtitle: pickText(row.subtitles, language),
    linkageType: row.linkageType as BannerView['linkageType'], target: row.target,
  };
}

function toNoticeView(row: repo.NoticeRow, language: Language): NoticeView {
  return {
    id: row.id, type: row.type as NoticeView['type'], title: pickText(row.titles, language), content: pickText(row.contents, language),
    execution: row.execution as NoticeExecution, promotionType: row.promotionType,
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toOperatorBanner(row: repo.BannerRow): OperatorBanner {
  return {
    id: row.id, merchantCode: row.merchantCode, groupName: row.groupName as OperatorBanner['groupName'], titles: row.titles, subtitles: row.subtitles,
    theme: row.art.theme, motif: row.art.motif, url: bannerUrl(row), uploadedImage: row.imageKey !== null, linkageType: row.linkageType as OperatorBanner['linkageType'], target: row.target,
    sortOrder: row.sortOrder, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt), status: row.status as ContentStatus,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

function toOperatorNotice(row: repo.NoticeRow): OperatorNotice {
  return {
    id: row.id, merchantCode: row.merchantCode, type: row.type as OperatorNotice['type'], titles: row.titles, contents: row.contents,
    execution: row.execution as NoticeExecution, promotionType: row.promotionType, sortOrder: row.sortOrder,
    startsAt: iso(row.startsAt), endsAt: iso(row.endsAt), status: row.status as ContentStatus,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

const pageWindow = (q: { pageNo: number; pageSize: number }) => ({ limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
/** The paged list's totals, and the sort order that puts a new row after the last one of the whole list. */
const counts = (page: { total: number; top: number | null }, q: { pageSize: number }) => ({
  totalCount: page.total, totalPages: Math.ceil(page.total / q.pageSize), // Capped at the input's largest sort order, so the form can always send it back.
  nextSortOrder: page.top === null ? 0 : Math.min(page.top + 10, 1_000_000),
});

const compact = (texts: Partial<Record<string, string>>) => Object.fromEntries(Object.entries(texts).filter(([, v]) => !!v)) as Record<string, string>;
const date = (s: string | null) => (s ? new Date(s) : null);

/** The banner row an operator's input describes. */
export function bannerValues(input: BannerInput) {
  return {
    groupName: input.groupName, titles: compact(input.titles), subtitles: compact(input.subtitles), art: { theme: input.theme, motif: input.motif },
    linkageType: input.linkageType, target: input.target, sortOrder: input.sortOrder,
    startsAt: date(input.startsAt), endsAt: date(input.endsAt), status: input.status,
  };
}

/** The notice row an operator's input describes; its HTML cleaned before it is stored. */
export function noticeValues(input: NoticeInput) {
  return {
    type: input.type, titles: compact(input.titles), contents: sanitizeContents(input.contents), execution: input.execution,
    promotionType: input.promotionType, sortOrder: input.sortOrder, startsAt: date(input.startsAt), endsAt: date(input.endsAt), status: input.status,
  };
}

/**
 * Banners and notices (spec §2 home page, §3, §7 home calls, §9; decision 0022): the home page's
 * announcement payload, the paged announcement list, the banners' generated images, and the
 * operator API (list, add, edit, hide, reorder; every change audited in its transaction).
 */
export function createContentService(deps: { db: Db; audit: AuditService; merchants: MerchantService; files: FilesService; now?: () => Date }) {
  const { db, audit, merchants, files } = deps;
  const now = deps.now ?? (() => new Date());
  const languageOf = (ctx: RequestContext, asked?: string) => parseLanguage(asked) ?? ctx.language;
  const scope = (actor: Actor, merchantCode: string) => merchants.assertOperatorScope(actor, merchantCode).merchantCode;

  /** Runs a change and its audit row in one transaction. */
  function audited<T>(actor: Actor, merchantCode: string, change: (tx: Db) => Promise<{ result: T; action: string; target: string; before: unknown; after: unknown }>) {
    return db.transaction(async (tx) => {
      const { result, ...rec } = await change(tx);
      await audit.record(tx, actor, { merchantCode, ...rec });
      return result;
    });
  }

  return {
    /**
     * `MCSFE_getAnnouncementContentV2`: the requested types, shown now. Execution A (after login)
     * needs a member; the route refuses it without one.
     */
    async announcementContent(ctx: RequestContext, q: AnnouncementContentQuery): Promise<AnnouncementContent> {
      const merchantCode = ctx.merchant.merchantCode;
      const language = languageOf(ctx, q.language);
      const at = now();
      const wanted = new Set(q.types);
      const noticeTypes = q.types.filter((t) => t !== 'B');
      const [banners, notices] = await Promise.all([
        wanted.has('B') ? repo.liveBanners(db, merchantCode, q.groupName, at) : [],
        noticeTypes.length ? repo.liveNotices(db, merchantCode, noticeTypes, executionsFor(q.execution), at) : [],
      ]);
      const of = (type: string) => notices.filter((n) => n.type === type).map((n) => toNoticeView(n, language));
      return {
        banners: banners.map((b) => toBannerView(b, language)),
        playerNotices: of('PL'), headlines: of('H'), popup: of('PU'), promotion: of('PR'),
      };
    },

    /** `MCSFE_getListAnnouncements`: 8 per page; members also see after-login (A) notices. */
    async listAnnouncements(ctx: RequestContext, viewer: ContentViewer | null, q: AnnouncementListQuery): Promise<AnnouncementList> {
      const language = languageOf(ctx, q.language);
      const { list, total } = await repo.pageOfNotices(db, ctx.merchant.merchantCode, {
        types: q.types, executions: viewer ? ['A', 'B', 'F'] : ['B', 'F'], now: now(), limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize,
      });
      return {
        list: list.map((n) => ({ ...toNoticeView(n, language), startsAt: iso(n.startsAt), createdAt: n.createdAt.toISOString() })),
        pageNo: q.pageNo, pageSize: q.pageSize, totalCount: total, totalPages: Math.ceil(total / q.pageSize),
      };
    },

    /**
     * The banner's image under the extension its URL names (an old URL after an upload or removal is
     * not found); any status (operators preview hidden ones), but only the merchant's own.
     */
    /** `version`: the `v` of the banner's current address (bannerUrl), so the route can tell a current link from an old one. */
    async bannerImage(merchantCode: string, id: number, ext: string): Promise<{ contentType: string; body: string | Buffer; version: string }> {
      const row = await repo.findBanner(db, merchantCode, id);
      if (!row || bannerImageExt(row) !== ext) throw new AppError('content.banner_not_found');
      const version = String(row.updatedAt.getTime());
      if (row.imageKey && row.imageType) return { contentType: row.imageType, body: await files.readStored(row.imageKey), version };
      return { contentType: 'image/svg+xml; charset=utf-8', body: bannerSvg(row.id, row.art), version };
    },

    /** Replaces the drawn art with one uploaded PNG or JPEG (files module checks and storage); audited. */
    async setBannerImage(actor: Actor, merchantCode: string, id: number, parts: AsyncIterable<Multipart>): Promise<OperatorBanner> {
      const code = scope(actor, merchantCode);
      // Checked before storing anything, so a wrong id leaves no stray file behind.
      if (!(await repo.findBanner(db, code, id))) throw new AppError('content.banner_not_found');
      return files.replaceImage(code, 'banners', parts, (image) => changeImage(actor, code, id, 'content.banner.image', { imageKey: image.storageKey, imageType: image.contentType }));
    },

    /** Back to the drawn art; audited. */
    async removeBannerImage(actor: Actor, merchantCode: string, id: number): Promise<OperatorBanner> {
      const code = scope(actor, merchantCode);
      return files.clearImage(() => changeImage(actor, code, id, 'content.banner.image_remove', { imageKey: null, imageType: null }));
    },

    async listBanners(actor: Actor, merchantCode: string, q: OperatorBannerQuery): Promise<OperatorBannerPage> {
      const page = await repo.pageOfBanners(db, scope(actor, merchantCode), { groupName: q.groupName, ...pageWindow(q) });
      return { list: page.list.map(toOperatorBanner), ...counts(page, q) };
    },

    async addBanner(actor: Actor, merchantCode: string, input: BannerInput): Promise<OperatorBanner> {
      const code = scope(actor, merchantCode);
      return audited(actor, code, async (tx) => {
        const [row] = await repo.insertBanners(tx, [{ merchantCode: code, ...bannerValues(input) }]);
        const view = toOperatorBanner(row!);
        return { result: view, action: 'content.banner.add', target: `banner:${row!.id}`, before: null, after: view };
      });
    },

    async editBanner(actor: Actor, merchantCode: string, id: number, input: BannerInput): Promise<OperatorBanner> {
      return changeBanner(actor, merchantCode, id, 'content.banner.edit', bannerValues(input));
    },

    async setBannerStatus(actor: Actor, merchantCode: string, id: number, status: ContentStatus): Promise<OperatorBanner> {
      return changeBanner(actor, merchantCode, id, 'content.banner.status', { status });
    },

    async reorderBanners(actor: Actor, merchantCode: string, ids: number[]): Promise<OperatorBanner[]> {
      const code = scope(actor, merchantCode);
      await audited(actor, code, async (tx) => {
        if (!(await repo.reorder(tx, contentBanners, code, ids))) throw new AppError('content.banner_not_found');
        return { result: null, action: 'content.banner.reorder', target: 'banners', before: null, after: { ids } };
      });
      return (await repo.listBanners(db, code)).map(toOperatorBanner);
    },

    async listNotices(actor: Actor, merchantCode: string, q: OperatorNoticeQuery): Promise<OperatorNoticePage> {
      const page = await repo.pageOfOperatorNotices(db, scope(actor, merchantCode), { type: q.type, ...pageWindow(q) });
      return { list: page.list.map(toOperatorNotice), ...counts(page, q) };
    },

    async addNotice(actor: Actor, merchantCode: string, input: NoticeInput): Promise<OperatorNotice> {
      const code = scope(actor, merchantCode);
      return audited(actor, code, async (tx) => {
        const [row] = await repo.insertNotices(tx, [{ merchantCode: code, ...noticeValues(input) }]);
        const view = toOperatorNotice(row!);
        return { result: view, action: 'content.notice.add', target: `notice:${row!.id}`, before: null, after: view };
      });
    },

    async editNotice(actor: Actor, merchantCode: string, id: number, input: NoticeInput): Promise<OperatorNotice> {
      return changeNotice(actor, merchantCode, id, 'content.notice.edit', noticeValues(input));
    },

    async setNoticeStatus(actor: Actor, merchantCode: string, id: number, status: ContentStatus): Promise<OperatorNotice> {
      return changeNotice(actor, merchantCode, id, 'content.notice.status', { status });
    },

    async reorderNotices(actor: Actor, merchantCode: string, ids: number[]): Promise<OperatorNotice[]> {
      const code = scope(actor, merchantCode);
      await audited(actor, code, async (tx) => {
        if (!(await repo.reorder(tx, contentNotices, code, ids))) throw new AppError('content.notice_not_found');
        return { result: null, action: 'content.notice.reorder', target: 'notices', before: null, after: { ids } };
      });
      return (await repo.listNotices(db, code)).map(toOperatorNotice);
    },
  };

  /** Sets or clears the uploaded image in one audited change; answers the file it replaced, for the files module to delete. */
  async function changeImage(actor: Actor, merchantCode: string, id: number, action: string, set: Pick<repo.BannerRow, 'imageKey' | 'imageType'>) {
    let replaced: string | null = null;
    const result = await audited(actor, merchantCode, async (tx) => {
      const changed = await repo.updateBanner(tx, merchantCode, id, set);
      if (!changed) throw new AppError('content.banner_not_found');
      replaced = changed.before.imageKey;
      const after = toOperatorBanner(changed.after);
      return { result: after, action, target: `banner:${id}`, before: { image: changed.before.imageKey, url: bannerUrl(changed.before) }, after: { image: set.imageKey, url: after.url } };
    });
    return { result, replaced };
  }

  function changeBanner(actor: Actor, merchantCode: string, id: number, action: string, set: Partial<repo.BannerRow>) {
    const code = scope(actor, merchantCode);
    return audited(actor, code, async (tx) => {
      const changed = await repo.updateBanner(tx, code, id, set);
      if (!changed) throw new AppError('content.banner_not_found');
      const after = toOperatorBanner(changed.after);
      return { result: after, action, target: `banner:${id}`, before: toOperatorBanner(changed.before), after };
    });
  }

  function changeNotice(actor: Actor, merchantCode: string, id: number, action: string, set: Partial<repo.NoticeRow>) {
    const code = scope(actor, merchantCode);
    return audited(actor, code, async (tx) => {
      const changed = await repo.updateNotice(tx, code, id, set);
      if (!changed) throw new AppError('content.notice_not_found');
      const after = toOperatorNotice(changed.after);
      return { result: after, action, target: `notice:${id}`, before: toOperatorNotice(changed.before), after };
    });
  }
}
export type ContentService = ReturnType<typeof createContentService>;
