import {
  consolidatedFunds, merchantParam, merchantWallet, okEnvelopeSchema, operatorMemberParam, reconcileQuery, reconcileReport,
  walletAdjustBody, walletAdjustResult, walletBalance, walletModeBody,
} from '@platform/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { memberAuth } from '../../http/member-auth';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['wallet'];
const security = [{ token: [] }];

/** The member's wallet calls (spec §7): balance, wallet mode, consolidated funds. */
export function walletRoutes(app: ZodFastify, { members, wallet }: Services) {
  const { member, realMember } = memberAuth(members);
  app.get('/wps/v2/wallets/balance', {
    schema: { tags, security, summary: 'The main wallet balance (T), 2 decimals', response: { 200: okEnvelopeSchema(walletBalance) } },
  }, async (req) => ok(await wallet.balanceView(await member(req))));

  app.route({
    method: ['GET', 'POST'],
    url: '/wps/relay/GCS_merchantWallet',
    schema: { tags, security, summary: 'The merchant\'s wallet mode (T): isSingle, one wallet for every game', response: { 200: okEnvelopeSchema(merchantWallet) } },
    handler: async (req) => ok(wallet.merchantWallet(await member(req))),
  });

  app.get('/wps/member/info/funds/consolidated', {
    schema: { tags, security, summary: 'Main wallet plus vendor wallets (T); not for trial accounts', response: { 200: okEnvelopeSchema(consolidatedFunds) } },
  }, async (req) => {
    return ok(await wallet.consolidated(await realMember(req)));
  });
}

/** Operator wallet calls; registered inside the operator routes' authenticated scope (req.actor is set). */
export function walletOperatorRoutes(authed: ZodFastify, { wallet }: Pick<Services, 'wallet'>) {
  authed.post('/wps/operator/merchants/:merchantCode/members/:id/wallet/adjust', {
    schema: {
      tags, security, summary: 'Manual adjustment of a member wallet against the house (positive credits, negative debits); audited; idempotent per key',
      params: operatorMemberParam, body: walletAdjustBody, response: { 200: okEnvelopeSchema(walletAdjustResult) },
    },
  }, async (req) => ok(await wallet.adjust(req.actor, req.params.merchantCode, req.params.id, req.body)));

  authed.get('/wps/operator/wallet/reconcile', {
    schema: { tags, security, summary: 'Checks every ledger invariant and lists what differs (merchant-bound operators: their merchant)', querystring: reconcileQuery, response: { 200: okEnvelopeSchema(reconcileReport) } },
  }, async (req) => ok(await wallet.reconcileFor(req.actor, req.query.merchantCode)));

  authed.put('/wps/operator/merchants/:merchantCode/wallet-mode', {
    schema: { tags, security, summary: 'Single wallet (seamless) or transfer wallets: GCS_merchantWallet isSingle', params: merchantParam, body: walletModeBody, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await wallet.setWalletMode(req.actor, req.params.merchantCode, req.body.isSingle);
    return ok(null);
  });
}
