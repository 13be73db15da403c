import {
  announcementContent, announcementContentQuery, announcementList, announcementListQuery, bannerInput, contentIdParam, contentReorderBody,
  contentStatusBody, merchantParam, noticeInput, okEnvelopeSchema, operatorBanner, operatorBannerPage, operatorBannerQuery, operatorNotice,
  operatorNoticePage, operatorNoticeQuery,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { tokenOf } from '../../http/member-auth';
import type { ZodFastify } from '../../http/types';
import { AppError } from '../../lib/errors';
import type { Services } from '../../services';
import { imageUploadRoutes } from '../files/routes';
import { sendImage } from '../../http/image-reply';

const tags = ['content'];
const security = [{ token: [] }];
const BANNER_FILE = /^([1-9]\d{0,9})\.(svg|png|jpg)$/;

/** Banners and notices for players (spec §7 home calls) and the banners' drawn images. */
export function contentRoutes(app: ZodFastify, { members, content }: Services) {
  /**
   * Public calls still answer a visitor whose stored token has expired (the home page must not break
   * for them); only a valid token counts as logged in.
   */
  async function viewer(req: FastifyRequest) {
    if (!tokenOf(req)) return null;
    try {
      return await members.authenticate(req.ctx, tokenOf(req));
    } catch (err) {
      if (err instanceof AppError && err.code.startsWith('auth.')) return null;
      throw err;
    }
  }

  app.get('/wps/relay/MCSFE_getAnnouncementContentV2', {
    schema: {
      tags, summary: 'Home page announcements: banners (B), player notices (PL), popups (PU), promotions (PR), headlines (H); platform W; execution B (page load) or A (after login, T)',
      querystring: announcementContentQuery, response: { 200: okEnvelopeSchema(announcementContent) },
    },
  }, async (req) => {
    // After-login notices are for members: a visitor asking for them is told to log in.
    if (req.query.execution === 'A') await members.authenticate(req.ctx, tokenOf(req));
    return ok(await content.announcementContent(req.ctx, req.query));
  });

  app.get('/wps/relay/MCSFE_getListAnnouncements', {
    schema: {
      tags, summary: 'Announcements, 8 per page (player notices, popups, promotions; after-login ones for members), HTML content sanitised',
      querystring: announcementListQuery, response: { 200: okEnvelopeSchema(announcementList) },
    },
  }, async (req) => ok(await content.listAnnouncements(req.ctx, await viewer(req), req.query)));

  app.get('/wps/content/banner/:merchantCode/:file', {
    schema: {
      tags, summary: 'A banner\'s image: the server-drawn SVG, or the operator\'s uploaded PNG/JPEG',
      params: z.object({ merchantCode: z.string().trim().min(1).max(32), file: z.string().regex(BANNER_FILE, 'id.svg, id.png or id.jpg') }),
      querystring: z.object({ v: z.string().max(20).optional() }),
    },
  }, async (req, reply) => {
    const [, digits, ext] = BANNER_FILE.exec(req.params.file)!;
    const id = Number(digits);
    if (id > 2_147_483_647) throw new AppError('content.banner_not_found');
    const image = await content.bannerImage(req.params.merchantCode.toLowerCase(), id, ext!);
    return sendImage(reply, image, req.query.v);
  });
}

/** Operator banner and notice calls; registered inside the operator routes' authenticated scope (req.actor is set). */
export function contentOperatorRoutes(authed: ZodFastify, { content }: Pick<Services, 'content'>) {
  authed.get('/wps/operator/merchants/:merchantCode/banners', {
    config: { permission: 'content.read' },
    schema: { tags, security, summary: 'A page of the merchant\'s banners (a group\'s, or all) in the player site\'s order, hidden and out-of-window ones too', params: merchantParam, querystring: operatorBannerQuery, response: { 200: okEnvelopeSchema(operatorBannerPage) } },
  }, async (req) => ok(await content.listBanners(req.actor, req.params.merchantCode, req.query)));

  authed.post('/wps/operator/merchants/:merchantCode/banners', {
    config: { permission: 'content.manage' },
    schema: { tags, security, summary: 'Add a banner (group, titles per language, art, linkage and target, order, window, status); audited', params: merchantParam, body: bannerInput, response: { 200: okEnvelopeSchema(operatorBanner) } },
  }, async (req) => ok(await content.addBanner(req.actor, req.params.merchantCode, req.body)));

  authed.put('/wps/operator/merchants/:merchantCode/banners/:id', {
    config: { permission: 'content.manage' },
    schema: { tags, security, summary: 'Replace a banner; audited with before and after', params: contentIdParam, body: bannerInput, response: { 200: okEnvelopeSchema(operatorBanner) } },
  }, async (req) => ok(await content.editBanner(req.actor, req.params.merchantCode, req.params.id, req.body)));

  authed.put('/wps/operator/merchants/:merchantCode/banners/:id/status', {
    config: { permission: 'content.manage' },
    schema: { tags, security, summary: 'Hide or show a banner; audited', params: contentIdParam, body: contentStatusBody, response: { 200: okEnvelopeSchema(operatorBanner) } },
  }, async (req) => ok(await content.setBannerStatus(req.actor, req.params.merchantCode, req.params.id, req.body.status)));

  authed.put('/wps/operator/merchants/:merchantCode/banners/order', {
    config: { permission: 'content.manage' },
    schema: { tags, security, summary: 'Reorder banners: the ids given take their places in that order (a whole group, or two neighbours to swap); audited', params: merchantParam, body: contentReorderBody, response: { 200: okEnvelopeSchema(z.array(operatorBanner)) } },
  }, async (req) => ok(await content.reorderBanners(req.actor, req.params.merchantCode, req.body.ids)));

  imageUploadRoutes(authed, (upload) => {
    upload.put('/wps/operator/merchants/:merchantCode/banners/:id/image', {
      config: { permission: 'content.manage' },
      schema: { tags, security, summary: 'Upload the banner\'s image (multipart, one PNG or JPEG by content, ≤ 5 MB) instead of the drawn art; audited', params: contentIdParam, response: { 200: okEnvelopeSchema(operatorBanner) } },
    }, async (req) => ok(await content.setBannerImage(req.actor, req.params.merchantCode, req.params.id, req.parts())));
  });

  authed.delete('/wps/operator/merchants/:merchantCode/banners/:id/image', {
    config: { permission: 'content.manage' },
    schema: { tags, security, summary: 'Remove the uploaded image: the drawn art shows again; audited', params: contentIdParam, response: { 200: okEnvelopeSchema(operatorBanner) } },
  }, async (req) => ok(await content.removeBannerImage(req.actor, req.params.merchantCode, req.params.id)));

  authed.get('/wps/operator/merchants/:merchantCode/notices', {
    config: { permission: 'content.read' },
    schema: { tags, security, summary: 'A page of the merchant\'s notices (a kind\'s, or all) in the player site\'s order, hidden and out-of-window ones too', params: merchantParam, querystring: operatorNoticeQuery, response: { 200: okEnvelopeSchema(operatorNoticePage) } },
  }, async (req) => ok(await content.listNotices(req.actor, req.params.merchantCode, req.query)));

  authed.post('/wps/operator/merchants/:merchantCode/notices', {
    config: { permission: 'content.manage' },
    schema: { tags, security, summary: 'Add a notice (type, titles and HTML per language, execution, promotion type, order, window); HTML sanitised; audited', params: merchantParam, body: noticeInput, response: { 200: okEnvelopeSchema(operatorNotice) } },
  }, async (req) => ok(await content.addNotice(req.actor, req.params.merchantCode, req.body)));

  authed.put('/wps/operator/merchants/:merchantCode/notices/:id', {
    config: { permission: 'content.manage' },
    schema: { tags, security, summary: 'Replace a notice; HTML sanitised; audited with before and after', params: contentIdParam, body: noticeInput, response: { 200: okEnvelopeSchema(operatorNotice) } },
  }, async (req) => ok(await content.editNotice(req.actor, req.params.merchantCode, req.params.id, req.body)));

  authed.put('/wps/operator/merchants/:merchantCode/notices/:id/status', {
    config: { permission: 'content.manage' },
    schema: { tags, security, summary: 'Hide or show a notice; audited', params: contentIdParam, body: contentStatusBody, response: { 200: okEnvelopeSchema(operatorNotice) } },
  }, async (req) => ok(await content.setNoticeStatus(req.actor, req.params.merchantCode, req.params.id, req.body.status)));

  authed.put('/wps/operator/merchants/:merchantCode/notices/order', {
    config: { permission: 'content.manage' },
    schema: { tags, security, summary: 'Reorder notices: the ids given take their places in that order (a whole kind, or two neighbours to swap); audited', params: merchantParam, body: contentReorderBody, response: { 200: okEnvelopeSchema(z.array(operatorNotice)) } },
  }, async (req) => ok(await content.reorderNotices(req.actor, req.params.merchantCode, req.body.ids)));
}
