import {
  approvalPending, merchantParam, okEnvelopeSchema, operatorWithdraw, operatorWithdrawApproval, operatorWithdrawList, operatorWithdrawParam, operatorWithdrawQuery,
  withdrawAccount, withdrawAccountBody, withdrawAccountParam, withdrawApproveBody, withdrawConfirmBody, withdrawCreateBody,
  withdrawIdParam, withdrawInfo, withdrawList, withdrawListQuery, withdrawRejectBody, withdrawResolveBody, withdrawSettings,
  withdrawSettingsBody, withdrawView,
} from '@platform/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['withdraw'];
const security = [{ token: [] }];

/** The member centre's withdraw page (spec §2, §3, §4). Trial accounts are refused. */
export function withdrawRoutes(app: ZodFastify, { withdrawals, env }: Services) {
  // argon2 runs on every request with a fund password; the security service also caps wrong answers per member.
  const limited = { rateLimit: { max: env.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.get('/wps/member/withdraw/info', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Balance, limits, bound accounts, fund password and turnover state for the withdraw page (T)', response: { 200: okEnvelopeSchema(withdrawInfo) } },
  }, async (req) => ok(await withdrawals.info(req.member)));

  app.post('/wps/member/withdraw/accounts', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Bind a withdrawal bank account in the member\'s real name (T)', body: withdrawAccountBody, response: { 200: okEnvelopeSchema(withdrawAccount) } },
  }, async (req) => ok(await withdrawals.addAccount(req.ctx, req.member, req.body)));

  app.delete('/wps/member/withdraw/accounts/:id', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Remove a bound account (not while a withdrawal to it is pending) (T)', params: withdrawAccountParam, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await withdrawals.removeAccount(req.ctx, req.member, req.params.id);
    return ok(null);
  });

  app.post('/wps/member/withdraw', {
    config: { auth: 'realMember', encrypted: true, ...limited },
    schema: { tags, security, summary: 'Request a withdrawal; the amount is held at once; idempotent per requestId (T, E)', body: withdrawCreateBody, response: { 200: okEnvelopeSchema(withdrawView) } },
  }, async (req) => ok(await withdrawals.request(req.ctx, req.member, req.body)));

  app.get('/wps/member/withdraw', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'The member\'s withdrawals, newest first (T)', querystring: withdrawListQuery, response: { 200: okEnvelopeSchema(withdrawList) } },
  }, async (req) => ok(await withdrawals.list(req.member, req.query)));

  app.post('/wps/member/withdraw/:id/confirm', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'After disbursement: received, partly received (amount) or not received (proof images) (T)', params: withdrawIdParam, body: withdrawConfirmBody, response: { 200: okEnvelopeSchema(withdrawView) } },
  }, async (req) => ok(await withdrawals.confirm(req.ctx, req.member, req.params.id, req.body)));
}

/** Operator withdrawal calls; registered inside the operator routes' authenticated scope (req.actor is set). */
export function withdrawOperatorRoutes(authed: ZodFastify, { withdrawals, approvals }: Pick<Services, 'withdrawals' | 'approvals'>) {
  const base = '/wps/operator/merchants/:merchantCode/withdrawals';
  authed.get(base, {
    config: { permission: 'withdrawals.read', team: 'list' },
    schema: { tags, security, summary: 'Withdrawals of a merchant, newest first, with filters', params: merchantParam, querystring: operatorWithdrawQuery, response: { 200: okEnvelopeSchema(operatorWithdrawList) } },
  }, async (req) => ok(await withdrawals.listFor(req.actor, req.params.merchantCode, req.query)));

  authed.get(`${base}/:id`, {
    config: { permission: 'withdrawals.read', team: 'withdrawal' },
    schema: { tags, security, summary: 'One withdrawal', params: operatorWithdrawParam, response: { 200: okEnvelopeSchema(operatorWithdraw) } },
  }, async (req) => ok(await withdrawals.getFor(req.actor, req.params.merchantCode, req.params.id)));

  authed.post(`${base}/:id/approve`, {
    config: { permission: 'withdrawals.decide', team: 'withdrawal' },
    schema: { tags, security, summary: 'Approve and disburse from a payment channel (held funds → channel); above the merchant\'s withdrawal threshold, a request a second operator approves (approvalRequestId); audited', params: operatorWithdrawParam, body: withdrawApproveBody, response: { 200: okEnvelopeSchema(operatorWithdrawApproval) } },
  }, async (req) => ok(await withdrawals.approve(req.actor, req.params.merchantCode, req.params.id, req.body)));

  authed.post(`${base}/:id/reject`, {
    config: { permission: 'withdrawals.decide', team: 'withdrawal' },
    schema: { tags, security, summary: 'Reject with a reason (held funds → member, once); audited', params: operatorWithdrawParam, body: withdrawRejectBody, response: { 200: okEnvelopeSchema(operatorWithdraw) } },
  }, async (req) => ok(await withdrawals.reject(req.actor, req.params.merchantCode, req.params.id, req.body)));

  authed.post(`${base}/:id/resolve`, {
    config: { permission: 'withdrawals.decide', team: 'withdrawal' },
    schema: { tags, security, summary: 'Close a dispute: paid (nothing moves) or refunded (disputed amount → member); audited', params: operatorWithdrawParam, body: withdrawResolveBody, response: { 200: okEnvelopeSchema(operatorWithdraw) } },
  }, async (req) => ok(await withdrawals.resolve(req.actor, req.params.merchantCode, req.params.id, req.body)));

  authed.get('/wps/operator/merchants/:merchantCode/withdrawal-settings', {
    config: { permission: 'merchants.read' },
    schema: { tags, security, summary: 'Withdrawal limits, auto-receipt minutes and turnover multiple', params: merchantParam, response: { 200: okEnvelopeSchema(withdrawSettings) } },
  }, async (req) => ok(await withdrawals.settingsFor(req.actor, req.params.merchantCode)));

  // A money setting: a request a second operator approves (decision 0052).
  authed.put('/wps/operator/merchants/:merchantCode/withdrawal-settings', {
    config: { permission: 'merchants.money' },
    schema: { tags, security, summary: 'Asks for new withdrawal limits, auto-receipt minutes and turnover multiple: the approval request a second operator decides; audited', params: merchantParam, body: withdrawSettingsBody, response: { 200: okEnvelopeSchema(approvalPending) } },
  }, async (req) => ok(await approvals.request(req.actor, 'merchant.withdrawal_settings', { merchantCode: req.params.merchantCode, ...req.body })));
}
