import {
  PROMOTION_TRANSITIONS, rulesSchemaOf, type Language, type OperatorPromotion, type OperatorPromotionPage, type OperatorPromotionQuery, type PromotionCardPage,
  type PromotionCategory, type PromotionDetail, type PromotionInput, type PromotionKind, type PromotionListQuery, type PromotionStatus,
} from '@platform/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { sanitizeContents } from '../../lib/html';
import type { Actor, AuditService } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import type { Multipart } from '@fastify/multipart';
import type { FilesService } from '../files/service';
import { imageExt } from '../files/images';
import { orderedCategories, promotionImageUrl, toCard, toDetail } from './player-view';
import type { PromotionBudgets } from './budget';
import * as repo from './repo';

const compact = (texts: Partial<Record<string, string>>) => Object.fromEntries(Object.entries(texts).filter(([, v]) => !!v)) as Record<string, string>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | null) => (s ? new Date(s) : null);
/** A value with every object's keys in order, at every depth: jsonb keeps its own key order, a deposit bonus's rules nest. */
const canonical = (v: unknown): unknown => (v && typeof v === 'object' && !Array.isArray(v)
  ? Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)).map(([k, w]) => [k, canonical(w)])
  : v);
const sameRules = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** A promotion as operators see it, without its budget (audit records keep what changed, not the money). */
export type PromotionView = Omit<OperatorPromotion, 'budget'>;

export function toOperatorPromotion(row: repo.PromotionRow): PromotionView {
  return {
    id: row.id, merchantCode: row.merchantCode, code: row.code, kind: row.kind as PromotionKind, category: row.category as PromotionCategory,
    titles: row.titles, summaries: row.summaries, contents: row.contents, sortOrder: row.sortOrder,
    startsAt: iso(row.startsAt), endsAt: iso(row.endsAt), status: row.status as PromotionStatus, imageUrl: promotionImageUrl(row), rules: row.rules,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row an operator's input describes; its HTML cleaned before it is stored. */
export function promotionValues(input: PromotionInput) {
  return {
    code: input.code, kind: input.kind, category: input.category, titles: compact(input.titles), summaries: compact(input.summaries),
    contents: sanitizeContents(input.contents), sortOrder: input.sortOrder, startsAt: date(input.startsAt), endsAt: date(input.endsAt),
    // Stored with their defaults filled in, so a promotion always names the rules it runs under.
    rules: (rulesSchemaOf(input.kind)?.parse(input.rules) ?? {}) as Record<string, unknown>,
  };
}

/**
 * The promotions catalogue (issue 19; decision 0058): an operator adds promotions as drafts, edits them,
 * publishes, pauses, resumes and closes them; every change audited in its transaction. A promotion that
 * has been published keeps its code, kind and window (players and grants refer to them): only its texts
 * and order change then.
 */
export function createPromotionService(deps: {
  db: Db; audit: AuditService; merchants: MerchantService; files: FilesService; budgets: Pick<PromotionBudgets, 'summaries'>; now?: () => Date;
}) {
  const { db, audit, merchants, files, budgets } = deps;
  const now = deps.now ?? (() => new Date());
  const scope = (actor: Actor, merchantCode: string) => merchants.assertOperatorScope(actor, merchantCode).merchantCode;

  /** The operator's answers carry each promotion's budget, read in one query for a page. */
  async function withBudgets(merchantCode: string, views: PromotionView[]): Promise<OperatorPromotion[]> {
    const found = await budgets.summaries(merchantCode, views.map((v) => v.id));
    return views.map((v, i) => ({ ...v, budget: found[i]! }));
  }
  const withBudget = async (merchantCode: string, view: PromotionView) => (await withBudgets(merchantCode, [view]))[0]!;

  /** Runs a change and its audit row in one transaction; a second promotion with the same code is refused. */
  async function audited<T>(actor: Actor, merchantCode: string, change: (tx: Db) => Promise<{ result: T; action: string; target: string; before: unknown; after: unknown }>) {
    try {
      return await db.transaction(async (tx) => {
        const { result, ...rec } = await change(tx);
        await audit.record(tx, actor, { merchantCode, ...rec });
        return result;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('promotion.code_taken');
      throw err;
    }
  }

  async function change(actor: Actor, merchantCode: string, id: number, action: string, set: (before: repo.PromotionRow) => Partial<repo.PromotionRow>) {
    const code = scope(actor, merchantCode);
    return withBudget(code, await audited(actor, code, async (tx) => {
      const changed = await repo.updatePromotion(tx, code, id, set);
      if (!changed) throw new AppError('promotion.not_found');
      const after = toOperatorPromotion(changed.after);
      return { result: after, action, target: `promotion:${id}`, before: toOperatorPromotion(changed.before), after };
    }));
  }

  /** Sets or clears the picture in one audited change; answers the file it replaced, for the files module to delete. */
  async function changeImage(actor: Actor, merchantCode: string, id: number, action: string, set: Pick<repo.PromotionRow, 'imageKey' | 'imageType'>) {
    let replaced: string | null = null;
    const result = await audited(actor, merchantCode, async (tx) => {
      const changed = await repo.updatePromotion(tx, merchantCode, id, (before) => {
        if (before.status === 'closed') throw new AppError('promotion.transition_refused');
        return set;
      });
      if (!changed) throw new AppError('promotion.not_found');
      replaced = changed.before.imageKey;
      const after = toOperatorPromotion(changed.after);
      return { result: after, action, target: `promotion:${id}`, before: { image: changed.before.imageKey }, after: { image: set.imageKey, url: after.imageUrl } };
    });
    return { result, replaced };
  }

  return {
    /**
     * A promotion's picture by the address promotionImageUrl hands out, in any status (operators preview
     * drafts), of this merchant only; `version` tells a current address from an old one.
     */
    async image(merchantCode: string, id: number, ext: string): Promise<{ contentType: string; body: Buffer; version: string }> {
      const row = await repo.findPromotion(db, merchantCode, id);
      if (!row?.imageKey || !row.imageType || imageExt(row.imageType) !== ext) throw new AppError('promotion.not_found');
      return { contentType: row.imageType, body: await files.readStored(row.imageKey), version: String(row.updatedAt.getTime()) };
    },

    /** One uploaded PNG or JPEG (the files module checks its bytes and size) as the picture; audited. */
    async setImage(actor: Actor, merchantCode: string, id: number, parts: AsyncIterable<Multipart>): Promise<OperatorPromotion> {
      const code = scope(actor, merchantCode);
      // Checked before storing anything, so a wrong id leaves no stray file behind.
      if (!(await repo.findPromotion(db, code, id))) throw new AppError('promotion.not_found');
      return withBudget(code, await files.replaceImage(code, 'promotions', parts, (image) => changeImage(actor, code, id, 'promotion.image', { imageKey: image.storageKey, imageType: image.contentType })));
    },

    /** Back to the drawn art; audited. */
    async removeImage(actor: Actor, merchantCode: string, id: number): Promise<OperatorPromotion> {
      const code = scope(actor, merchantCode);
      return withBudget(code, await files.clearImage(() => changeImage(actor, code, id, 'promotion.image_remove', { imageKey: null, imageType: null })));
    },

    /** The promotions page: a merchant's published promotions in the player's language, with the categories that have one. */
    async publishedPage(merchantCode: string, language: Language, q: PromotionListQuery): Promise<PromotionCardPage> {
      const page = await repo.pageOfPublished(db, merchantCode, { category: q.category, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
      const at = now();
      return {
        list: page.list.map((row) => toCard(row, language, at)), totalCount: page.total, totalPages: Math.ceil(page.total / q.pageSize),
        categories: orderedCategories(page.categories),
      };
    },

    /** One published promotion by the code banners and notices link to; a draft or closed one is not found. */
    async published(merchantCode: string, language: Language, code: string): Promise<PromotionDetail> {
      const row = await repo.findPublishedByCode(db, merchantCode, code);
      if (!row) throw new AppError('promotion.not_found');
      return toDetail(row, language, now());
    },

    async list(actor: Actor, merchantCode: string, q: OperatorPromotionQuery): Promise<OperatorPromotionPage> {
      const code = scope(actor, merchantCode);
      const page = await repo.pageOfPromotions(db, code, { status: q.status, kind: q.kind, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
      return { list: await withBudgets(code, page.list.map(toOperatorPromotion)), totalCount: page.total, totalPages: Math.ceil(page.total / q.pageSize) };
    },

    async get(actor: Actor, merchantCode: string, id: number): Promise<OperatorPromotion> {
      const code = scope(actor, merchantCode);
      const row = await repo.findPromotion(db, code, id);
      if (!row) throw new AppError('promotion.not_found');
      return withBudget(code, toOperatorPromotion(row));
    },

    /**
     * What a player of a language will see of it (EN where a text is missing), drafts included, with the
     * window as it will read once published: the operator's preview.
     */
    async preview(actor: Actor, merchantCode: string, id: number, language: Language): Promise<PromotionDetail> {
      const row = await repo.findPromotion(db, scope(actor, merchantCode), id);
      if (!row) throw new AppError('promotion.not_found');
      return toDetail({ ...row, status: 'active' }, language, now());
    },

    /** A new promotion starts as a draft: no player sees it until it is published. */
    async add(actor: Actor, merchantCode: string, input: PromotionInput): Promise<OperatorPromotion> {
      const code = scope(actor, merchantCode);
      return withBudget(code, await audited(actor, code, async (tx) => {
        const row = await repo.insertPromotion(tx, { merchantCode: code, ...promotionValues(input), status: 'draft' });
        const view = toOperatorPromotion(row);
        return { result: view, action: 'promotion.add', target: `promotion:${row.id}`, before: null, after: view };
      }));
    },

    /** Replaces a promotion; once published, its code, kind and window must stay as they are. */
    async edit(actor: Actor, merchantCode: string, id: number, input: PromotionInput): Promise<OperatorPromotion> {
      const values = promotionValues(input);
      return change(actor, merchantCode, id, 'promotion.edit', (before) => {
        if (before.status === 'closed') throw new AppError('promotion.transition_refused');
        // A running promotion's money rules are frozen (decision 0058): a change is a new promotion.
        const fixed = values.code !== before.code || values.kind !== before.kind
          || iso(values.startsAt) !== iso(before.startsAt) || iso(values.endsAt) !== iso(before.endsAt)
          || !sameRules(values.rules, before.rules);
        if (before.status !== 'draft' && fixed) throw new AppError('promotion.not_draft');
        return values;
      });
    },

    /** Publish (draft → active), pause, resume and close, as PROMOTION_TRANSITIONS allows. */
    async setStatus(actor: Actor, merchantCode: string, id: number, status: PromotionStatus): Promise<OperatorPromotion> {
      return change(actor, merchantCode, id, `promotion.status.${status}`, (before) => {
        if (!PROMOTION_TRANSITIONS[before.status as PromotionStatus].includes(status)) throw new AppError('promotion.transition_refused');
        return { status };
      });
    },
  };
}
export type PromotionService = ReturnType<typeof createPromotionService>;
