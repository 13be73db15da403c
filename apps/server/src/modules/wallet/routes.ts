import {
  adjustmentIdParam, adjustmentListQuery, approvalPending, adjustmentPage, adjustmentRejectBody, consolidatedFunds, merchantParam, merchantWallet,
  okEnvelopeSchema, operatorMemberParam, reconcileQuery, reconcileReport, walletAdjustBody, walletAdjustResult, walletAdjustment,
  walletBalance, walletLimits, walletLimitsBody, walletModeBody,
} from '@platform/contracts';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['wallet'];
const security = [{ token: [] }];

/** The member's wallet calls (spec §7): balance, wallet mode, consolidated funds. */
export function walletRoutes(app: ZodFastify, { wallet }: Services) {
  app.get('/wps/v2/wallets/balance', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'The main wallet balance (T), 2 decimals', response: { 200: okEnvelopeSchema(walletBalance) } },
  }, async (req) => ok(await wallet.balanceView(req.member)));

  app.route({
    method: ['GET', 'POST'],
    url: '/wps/relay/GCS_merchantWallet',
    config: { auth: 'member' },
    schema: { tags, security, summary: 'The merchant\'s wallet mode (T): isSingle, one wallet for every game', response: { 200: okEnvelopeSchema(merchantWallet) } },
    handler: async (req) => ok(wallet.merchantWallet(req.member)),
  });

  app.get('/wps/member/info/funds/consolidated', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Main wallet plus vendor wallets (T); not for trial accounts', response: { 200: okEnvelopeSchema(consolidatedFunds) } },
  }, async (req) => {
    return ok(await wallet.consolidated(req.member));
  });
}

/** Operator wallet calls; registered inside the operator routes' authenticated scope (req.actor is set). */
export function walletOperatorRoutes(authed: ZodFastify, { wallet, approvals }: Pick<Services, 'wallet' | 'approvals'>) {
  authed.post('/wps/operator/merchants/:merchantCode/members/:id/wallet/adjust', {
    config: { permission: 'wallet.adjust', team: 'member' },
    schema: {
      tags, security,
      summary: 'Manual adjustment of a member wallet against the house (positive credits, negative debits); above the merchant\'s approval threshold it waits for a second operator (status pending); audited; idempotent per key',
      params: operatorMemberParam, body: walletAdjustBody, response: { 200: okEnvelopeSchema(walletAdjustResult) },
    },
  }, async (req) => ok(await wallet.adjust(req.actor, req.params.merchantCode, req.params.id, req.body)));

  // Maker-checker (decision 0033): adjustments above the threshold wait here for a different operator.
  authed.get('/wps/operator/wallet/adjustments', {
    config: { permission: 'wallet.read', team: 'list' },
    schema: { tags, security, summary: 'Adjustment requests, newest first (merchant-bound operators: their merchant)', querystring: adjustmentListQuery, response: { 200: okEnvelopeSchema(adjustmentPage) } },
  }, async (req) => ok(await wallet.adjustments.list(req.actor, req.query)));

  authed.post('/wps/operator/wallet/adjustments/:id/approve', {
    config: { permission: 'wallet.approve' },
    schema: { tags, security, summary: 'Approves a pending adjustment (not its maker): the money posts once under the maker\'s key; audited', params: adjustmentIdParam, response: { 200: okEnvelopeSchema(walletAdjustResult) } },
  }, async (req) => ok(await wallet.adjustments.approve(req.actor, req.params.id)));

  authed.post('/wps/operator/wallet/adjustments/:id/reject', {
    config: { permission: 'wallet.approve' },
    schema: { tags, security, summary: 'Rejects a pending adjustment with a reason; nothing moves; audited', params: adjustmentIdParam, body: adjustmentRejectBody, response: { 200: okEnvelopeSchema(walletAdjustment) } },
  }, async (req) => ok(await wallet.adjustments.reject(req.actor, req.params.id, req.body.reason)));

  authed.get('/wps/operator/merchants/:merchantCode/wallet/limits', {
    config: { permission: 'merchants.read' },
    schema: { tags, security, summary: 'The merchant\'s money limits: maximum per money call, adjustment approval threshold', params: merchantParam, response: { 200: okEnvelopeSchema(walletLimits) } },
  }, async (req) => ok(wallet.adjustments.limitsView(req.actor, req.params.merchantCode)));

  // Money settings wait for a second operator (decision 0052): the call answers with the request to approve.
  authed.put('/wps/operator/merchants/:merchantCode/wallet/limits', {
    config: { permission: 'merchants.money' },
    schema: { tags, security, summary: 'Asks for new money limits (major units): the approval request a second operator decides; audited', params: merchantParam, body: walletLimitsBody, response: { 200: okEnvelopeSchema(approvalPending) } },
  }, async (req) => ok(await approvals.request(req.actor, 'merchant.wallet_limits', { merchantCode: req.params.merchantCode, ...req.body })));

  authed.get('/wps/operator/wallet/reconcile', {
    config: { permission: 'wallet.read' },
    schema: { tags, security, summary: 'Checks every ledger invariant and lists what differs (merchant-bound operators: their merchant)', querystring: reconcileQuery, response: { 200: okEnvelopeSchema(reconcileReport) } },
  }, async (req) => ok(await wallet.reconcileFor(req.actor, req.query.merchantCode)));

  authed.get('/wps/operator/merchants/:merchantCode/wallet-mode', {
    config: { permission: 'merchants.read' },
    schema: { tags, security, summary: 'The merchant\'s wallet mode: single wallet (seamless) or transfer wallets', params: merchantParam, response: { 200: okEnvelopeSchema(walletModeBody) } },
  }, async (req) => ok({ isSingle: wallet.walletModeOf(req.actor, req.params.merchantCode) }));

  authed.put('/wps/operator/merchants/:merchantCode/wallet-mode', {
    config: { permission: 'merchants.money' },
    schema: { tags, security, summary: 'Asks for single wallet (seamless) or transfer wallets (GCS_merchantWallet isSingle): the approval request a second operator decides', params: merchantParam, body: walletModeBody, response: { 200: okEnvelopeSchema(approvalPending) } },
  }, async (req) => ok(await approvals.request(req.actor, 'merchant.wallet_mode', { merchantCode: req.params.merchantCode, isSingle: req.body.isSingle })));
}
