import {
  applicationApproveBody, applicationChecks, applicationIdParam, applicationRejectBody, memberPromotionState, memberPromotionStates, operatorApplication, operatorApplicationPage,
  operatorApplicationQuery, promotionApplyBody, grantIdParam, memberBonusGrants,
  merchantParam, okEnvelopeSchema, operatorPromotion, PROMOTION_IMAGE_FILE, operatorPromotionPage, operatorPromotionQuery, promotionCardPage, promotionCodeParam,
  promotionBudgetBody, promotionBudgetQuery, promotionBudgetResult, promotionBudgetView, promotionDetail, promotionIdParam, promotionInput,
  promotionListQuery, promotionPreviewQuery, promotionStatusBody, claimRaffleBody, claimRaffleResult, operatorRushPage, operatorRushQuery,
  memberRebates, rebateClaimResult, rebateCodeParam, memberReferral,
} from '@platform/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { sendImage } from '../../http/image-reply';
import { AppError } from '../../lib/errors';
import { imageUploadRoutes } from '../files/routes';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['promotions'];
const security = [{ token: [] }];

/** Operator calls of the promotions catalogue; registered inside the operator routes' authenticated scope (req.actor is set). */
export function promotionOperatorRoutes(authed: ZodFastify, { promotions, promotionBudgets, promotionApplications, redEnvelopes }: Pick<Services, 'promotions' | 'promotionBudgets' | 'promotionApplications' | 'redEnvelopes'>) {
  authed.get('/wps/operator/merchants/:merchantCode/promotions/:id/rushes', {
    config: { permission: 'promotions.read' },
    schema: { tags, security, summary: 'A red envelope promotion\'s rushes, newest first: window, state (open, ended, closed), envelopes taken of all, pool, paid and returned', params: promotionIdParam, querystring: operatorRushQuery, response: { 200: okEnvelopeSchema(operatorRushPage) } },
  }, async (req) => ok(await redEnvelopes.rushes(req.actor, req.params.merchantCode, req.params.id, req.query)));

  authed.get('/wps/operator/merchants/:merchantCode/promotion-applications', {
    config: { permission: 'promotions.read' },
    schema: { tags, security, summary: 'Players\' applications to apply-type promotions, newest first (by status or promotion), with the promotion\'s maximum and the image ids', params: merchantParam, querystring: operatorApplicationQuery, response: { 200: okEnvelopeSchema(operatorApplicationPage) } },
  }, async (req) => ok(await promotionApplications.list(req.actor, req.params.merchantCode, req.query)));

  authed.get('/wps/operator/merchants/:merchantCode/promotion-applications/:id/checks', {
    config: { permission: 'promotions.review' },
    schema: { tags, security, summary: 'What a reviewer weighs: the player\'s deposits, withdrawals, bets, wins and GGR, and the accounts sharing an address, a holder\'s name or a bank account with it, with their own application', params: applicationIdParam, response: { 200: okEnvelopeSchema(applicationChecks) } },
  }, async (req) => ok(await promotionApplications.checks(req.actor, req.params.merchantCode, req.params.id)));

  authed.post('/wps/operator/merchants/:merchantCode/promotion-applications/:id/approve', {
    config: { permission: 'promotions.review' },
    schema: { tags, security, summary: 'Issue an amount (at most the promotion\'s maximum) from the promotion\'s budget to the player; once; audited', params: applicationIdParam, body: applicationApproveBody, response: { 200: okEnvelopeSchema(operatorApplication) } },
  }, async (req) => ok(await promotionApplications.approve(req.actor, req.params.merchantCode, req.params.id, req.body)));

  authed.post('/wps/operator/merchants/:merchantCode/promotion-applications/:id/reject', {
    config: { permission: 'promotions.review' },
    schema: { tags, security, summary: 'Refuse an application with the reason the player sees (it may apply again); audited', params: applicationIdParam, body: applicationRejectBody, response: { 200: okEnvelopeSchema(operatorApplication) } },
  }, async (req) => ok(await promotionApplications.reject(req.actor, req.params.merchantCode, req.params.id, req.body)));

  authed.get('/wps/operator/merchants/:merchantCode/promotions', {
    config: { permission: 'promotions.read' },
    schema: { tags, security, summary: 'A page of the merchant\'s promotions (by status or kind, or all) in the promotions page\'s order, drafts and closed ones too', params: merchantParam, querystring: operatorPromotionQuery, response: { 200: okEnvelopeSchema(operatorPromotionPage) } },
  }, async (req) => ok(await promotions.list(req.actor, req.params.merchantCode, req.query)));

  authed.get('/wps/operator/merchants/:merchantCode/promotions/:id', {
    config: { permission: 'promotions.read' },
    schema: { tags, security, summary: 'One promotion with its texts in every language', params: promotionIdParam, response: { 200: okEnvelopeSchema(operatorPromotion) } },
  }, async (req) => ok(await promotions.get(req.actor, req.params.merchantCode, req.params.id)));

  authed.get('/wps/operator/merchants/:merchantCode/promotions/:id/preview', {
    config: { permission: 'promotions.read' },
    schema: { tags, security, summary: 'The promotion\'s page as a player of a language will see it (EN where a text is missing), drafts included, its window read as if published', params: promotionIdParam, querystring: promotionPreviewQuery, response: { 200: okEnvelopeSchema(promotionDetail) } },
  }, async (req) => ok(await promotions.preview(req.actor, req.params.merchantCode, req.params.id, req.query.language)));

  authed.post('/wps/operator/merchants/:merchantCode/promotions', {
    config: { permission: 'promotions.manage' },
    schema: { tags, security, summary: 'Add a promotion as a draft (code, kind, category, titles, summaries and HTML per language, order, window); HTML sanitised; audited', params: merchantParam, body: promotionInput, response: { 200: okEnvelopeSchema(operatorPromotion) } },
  }, async (req) => ok(await promotions.add(req.actor, req.params.merchantCode, req.body)));

  authed.put('/wps/operator/merchants/:merchantCode/promotions/:id', {
    config: { permission: 'promotions.manage' },
    schema: { tags, security, summary: 'Replace a promotion (once published, only its texts, category and order); audited with before and after', params: promotionIdParam, body: promotionInput, response: { 200: okEnvelopeSchema(operatorPromotion) } },
  }, async (req) => ok(await promotions.edit(req.actor, req.params.merchantCode, req.params.id, req.body)));

  imageUploadRoutes(authed, (upload) => {
    upload.put('/wps/operator/merchants/:merchantCode/promotions/:id/image', {
      config: { permission: 'promotions.manage' },
      schema: { tags, security, summary: 'Upload the promotion\'s picture (multipart, one PNG or JPEG by content, ≤ 5 MB), shown on its card and page; audited', params: promotionIdParam, response: { 200: okEnvelopeSchema(operatorPromotion) } },
    }, async (req) => ok(await promotions.setImage(req.actor, req.params.merchantCode, req.params.id, req.parts())));
  });

  authed.delete('/wps/operator/merchants/:merchantCode/promotions/:id/image', {
    config: { permission: 'promotions.manage' },
    schema: { tags, security, summary: 'Remove the picture: the pages draw the category\'s art again; audited', params: promotionIdParam, response: { 200: okEnvelopeSchema(operatorPromotion) } },
  }, async (req) => ok(await promotions.removeImage(req.actor, req.params.merchantCode, req.params.id)));

  authed.get('/wps/operator/merchants/:merchantCode/promotions/:id/budget', {
    config: { permission: 'promotions.read' },
    schema: { tags, security, summary: 'The promotion\'s budget (balance, funded, returned, paid), the movement waiting for a second operator, and a page of its movements, newest first', params: promotionIdParam, querystring: promotionBudgetQuery, response: { 200: okEnvelopeSchema(promotionBudgetView) } },
  }, async (req) => ok(await promotionBudgets.view(req.actor, req.params.merchantCode, req.params.id, req.query)));

  authed.post('/wps/operator/merchants/:merchantCode/promotions/:id/budget', {
    config: { permission: 'promotions.fund' },
    schema: { tags, security, summary: 'Fund the budget from the merchant\'s bonus account, or give back what is left once the promotion is closed; above the adjustment approval threshold it waits for a second operator (approval kind promotion.fund); the key makes a retry one movement; audited', params: promotionIdParam, body: promotionBudgetBody, response: { 200: okEnvelopeSchema(promotionBudgetResult) } },
  }, async (req) => ok(await promotionBudgets.move(req.actor, req.params.merchantCode, req.params.id, req.body)));

  authed.put('/wps/operator/merchants/:merchantCode/promotions/:id/status', {
    config: { permission: 'promotions.manage' },
    schema: { tags, security, summary: 'Publish, pause, resume or close a promotion (draft → active | closed; active ↔ paused; → closed is final); audited', params: promotionIdParam, body: promotionStatusBody, response: { 200: okEnvelopeSchema(operatorPromotion) } },
  }, async (req) => ok(await promotions.setStatus(req.actor, req.params.merchantCode, req.params.id, req.body.status)));
}

/** The player site's calls: public (a visitor sees the same promotions), in the request's language and merchant. */
export function promotionRoutes(app: ZodFastify, { promotions, promotionApplications, promotionStates, depositBonuses, redEnvelopes, promotionPayouts, referrals }: Pick<Services, 'promotions' | 'promotionApplications' | 'promotionStates' | 'depositBonuses' | 'redEnvelopes' | 'promotionPayouts' | 'referrals'>) {
  app.get('/wps/member/referral', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Refer and earn (member centre → invite friends): the player\'s referral code and its registration link (from the merchant\'s domain), the running referral promotion\'s terms, the number of invitees and rewards, and the newest invitees (masked) with their state (T)', response: { 200: okEnvelopeSchema(memberReferral) } },
  }, async (req) => ok(await referrals.view(req.member, req.ctx.language)));

  app.get('/wps/member/rebates', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'The running rebates the player may claim by hand (member centre → manual rebate): today\'s valid bets of the rated game types, earned, paid and unpaid so far, in the merchant\'s day (T)', response: { 200: okEnvelopeSchema(memberRebates) } },
  }, async (req) => ok(await promotionPayouts.rebates(req.member, req.ctx.language)));

  app.post('/wps/member/rebates/:code/claim', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Claim what today has earned of a rebate and not yet paid, at least its smallest payment; the day\'s run pays only what comes after; two claims at once pay once (T)', params: rebateCodeParam, response: { 200: okEnvelopeSchema(rebateClaimResult) } },
  }, async (req) => ok(await promotionPayouts.claim(req.member, req.params.code, req.ctx.language)));

  app.post('/wps/relay/MCS2_claimRafflePromotion', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Take a red envelope of the promotion\'s open rush (spec §7): a random amount within the rule\'s bounds, paid at once from the rush\'s pool; one per player and rush (again: the same envelope, replayed); never more than the pool (T)', body: claimRaffleBody, response: { 200: okEnvelopeSchema(claimRaffleResult) } },
  }, async (req) => ok(await redEnvelopes.claim(req.member, req.body.promotionCode, req.ctx.language)));

  app.get('/wps/member/promotions/states', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'The player\'s own state in each published apply-type promotion and deposit bonus of the merchant, for the promotions page\'s cards (T)', response: { 200: okEnvelopeSchema(memberPromotionStates) } },
  }, async (req) => ok(await promotionStates.states(req.member, req.ctx.language)));

  app.get('/wps/member/promotions/:code/state', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'The player\'s own state in an apply-type promotion or a deposit bonus (spec §4: JOIN, JOINED, APPLYING, ISSUED, REJECTED, COMING_SOON, CLOSE), with its application or its grant of this period (T)', params: promotionCodeParam, response: { 200: okEnvelopeSchema(memberPromotionState) } },
  }, async (req) => ok(await promotionStates.state(req.member, req.params.code, req.ctx.language)));

  app.post('/wps/member/promotions/:code/join', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Join a running deposit bonus before depositing: the next qualifying deposit earns it; joining again changes nothing (T)', params: promotionCodeParam, response: { 200: okEnvelopeSchema(memberPromotionState) } },
  }, async (req) => ok(await depositBonuses.join(req.member, req.params.code, req.ctx.language)));

  app.post('/wps/member/promotions/:code/claim', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Claim a deposit bonus after depositing: the newest qualifying deposit of the period that paid no bonus yet earns it now; claiming again changes nothing (T)', params: promotionCodeParam, response: { 200: okEnvelopeSchema(memberPromotionState) } },
  }, async (req) => ok(await depositBonuses.claim(req.member, req.params.code, req.ctx.language)));

  app.get('/wps/member/bonuses', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'The player\'s bonuses with their turnover required, done and left, expiry and state, newest first, counted up to now; and the turnover left over all open ones (T)', response: { 200: okEnvelopeSchema(memberBonusGrants) } },
  }, async (req) => ok(await depositBonuses.grants(req.member, req.ctx.language)));

  app.post('/wps/member/bonuses/:id/forfeit', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Give up an open bonus: the bonus (or what the wallet still holds of it) goes back, and withdrawals no longer wait for its turnover (T)', params: grantIdParam, response: { 200: okEnvelopeSchema(memberBonusGrants) } },
  }, async (req) => ok(await depositBonuses.forfeit(req.member, req.params.id, req.ctx.language)));

  app.post('/wps/member/promotions/:code/applications', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Apply with a remark (≤ 140) and up to 3 images uploaded first (purpose activity_application); one pending or issued application per period (T)', params: promotionCodeParam, body: promotionApplyBody, response: { 200: okEnvelopeSchema(memberPromotionState) } },
  }, async (req) => ok(await promotionApplications.apply(req.member, req.params.code, req.body)));

  app.get('/wps/promotions', {
    schema: { tags, summary: 'The merchant\'s published promotions (one category\'s or all) in the request\'s language, EN where a text is missing, each with where it stands in its window; and the categories that have one', querystring: promotionListQuery, response: { 200: okEnvelopeSchema(promotionCardPage) } },
  }, async (req) => ok(await promotions.publishedPage(req.ctx.merchant.merchantCode, req.ctx.language, req.query)));

  app.get('/wps/promotions/image/:merchantCode/:file', {
    schema: {
      tags, summary: 'A promotion\'s uploaded picture (PNG or JPEG) at the versioned address its card gives',
      params: z.object({ merchantCode: z.string().trim().min(1).max(32), file: z.string().regex(PROMOTION_IMAGE_FILE, 'id.png or id.jpg') }),
      querystring: z.object({ v: z.string().max(20).optional() }),
    },
  }, async (req, reply) => {
    const [, digits, ext] = PROMOTION_IMAGE_FILE.exec(req.params.file)!;
    const id = Number(digits);
    if (id > 2_147_483_647) throw new AppError('promotion.not_found');
    return sendImage(reply, await promotions.image(req.params.merchantCode.toLowerCase(), id, ext!), req.query.v);
  });

  app.get('/wps/promotions/:code', {
    schema: { tags, summary: 'One published promotion by its code (what banners and notices link to), with its content; promotion.not_found for a draft, a closed or an unknown one', params: promotionCodeParam, response: { 200: okEnvelopeSchema(promotionDetail) } },
  }, async (req) => ok(await promotions.published(req.ctx.merchant.merchantCode, req.ctx.language, req.params.code)));
}
