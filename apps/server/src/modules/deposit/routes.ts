import {
  depositChannel, depositChannelInput, depositChannelParam, depositCreateBody, depositCreateResult, depositList, depositListQuery,
  approvalPending, depositRejectBody, merchantParam, okEnvelopeSchema, operatorDeposit, operatorDepositChannel, operatorDepositList, operatorDepositParam,
  operatorDepositQuery,
} from '@platform/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['deposit'];
const security = [{ token: [] }];
/** Gateways post small JSON bodies; anything bigger is not one of theirs. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

/** The member's deposit page calls (T) and the payment gateways' callback. */
export function depositRoutes(app: ZodFastify, { deposits, depositCallbacks }: Services) {
  app.get('/wps/member/deposit/channels', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'The merchant\'s deposit channels (T): bank details for bank transfers, min and max amounts', response: { 200: okEnvelopeSchema(z.array(depositChannel)) } },
  }, async (req) => ok(await deposits.channelsFor(req.ctx, req.member)));

  app.post('/wps/member/deposit', {
    config: { auth: 'realMember' },
    schema: {
      tags, security, summary: 'Request a deposit (T): bank transfer (pending until an operator approves) or gateway (answers the pay page URL); the same requestId is one request',
      body: depositCreateBody, response: { 200: okEnvelopeSchema(depositCreateResult) },
    },
  }, async (req) => ok(await deposits.create(req.member, req.body, req.ctx.language)));

  app.get('/wps/member/deposit/list', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'The member\'s deposits, newest first (T)', querystring: depositListQuery, response: { 200: okEnvelopeSchema(depositList) } },
  }, async (req) => ok(await deposits.listMine(req.member, req.query)));

  // The signature covers the exact bytes sent, so this route reads the body as text, not parsed JSON.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post('/wps/deposit/gateway/:gateway/callback', {
      schema: {
        tags, summary: 'A payment gateway\'s signed server-to-server result (HMAC over timestamp and raw body); idempotent',
        params: z.object({ gateway: z.string().min(1).max(32) }), body: z.string().max(CALLBACK_BODY_LIMIT),
        response: { 200: okEnvelopeSchema(z.object({ outcome: z.string(), depositId: z.number().int().nullable() })) },
      },
    }, async (req) => ok(await depositCallbacks(req.params.gateway.toUpperCase(), req.body, req.headers, req.log)));
  });
}

/** Operator deposit calls; registered inside the operator routes' authenticated scope (req.actor is set). */
export function depositOperatorRoutes(authed: ZodFastify, { deposits, approvals }: Pick<Services, 'deposits' | 'approvals'>) {
  authed.get('/wps/operator/deposits', {
    config: { permission: 'deposits.read', team: 'list' },
    schema: { tags, security, summary: 'Deposit requests, newest first, with filters (merchant-bound operators: their merchant)', querystring: operatorDepositQuery, response: { 200: okEnvelopeSchema(operatorDepositList) } },
  }, async (req) => ok(await deposits.listForOperator(req.actor, req.query)));

  authed.post('/wps/operator/merchants/:merchantCode/deposits/:id/approve', {
    config: { permission: 'deposits.decide', team: 'deposit' },
    schema: { tags, security, summary: 'Approve a pending bank-transfer deposit: credits the member once from the channel; audited', params: operatorDepositParam, response: { 200: okEnvelopeSchema(operatorDeposit) } },
  }, async (req) => ok(await deposits.approve(req.actor, req.params.merchantCode, req.params.id)));

  authed.post('/wps/operator/merchants/:merchantCode/deposits/:id/reject', {
    config: { permission: 'deposits.decide', team: 'deposit' },
    schema: { tags, security, summary: 'Reject a pending bank-transfer deposit with a reason; audited', params: operatorDepositParam, body: depositRejectBody, response: { 200: okEnvelopeSchema(operatorDeposit) } },
  }, async (req) => ok(await deposits.reject(req.actor, req.params.merchantCode, req.params.id, req.body.reason)));

  authed.get('/wps/operator/merchants/:merchantCode/deposit-channels', {
    config: { permission: 'merchants.read' },
    schema: { tags, security, summary: 'The merchant\'s deposit channels, disabled ones too', params: merchantParam, response: { 200: okEnvelopeSchema(z.array(operatorDepositChannel)) } },
  }, async (req) => ok(await deposits.channels.list(req.actor, req.params.merchantCode)));

  // A money setting: a request a second operator approves (decision 0052).
  authed.put('/wps/operator/merchants/:merchantCode/deposit-channels/:code', {
    config: { permission: 'merchants.money' },
    schema: { tags, security, summary: 'Asks to create or replace a deposit channel (bank details or gateway, min/max, enabled): the approval request a second operator decides; audited', params: depositChannelParam, body: depositChannelInput, response: { 200: okEnvelopeSchema(approvalPending) } },
  }, async (req) => ok(await approvals.request(req.actor, 'merchant.deposit_channel', { merchantCode: req.params.merchantCode, code: req.params.code, channel: req.body })));
}
