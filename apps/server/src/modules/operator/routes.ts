import {
  auditChainState, auditPage, auditQuery, blockEntry, blockIdParam, blockInput, okEnvelopeSchema, merchantInput, merchantParam,
  regionEntry, setFlagsBody, setRegisterFieldsBody, setStatusBody,
  setWhitelabelBody, featureFlagsSchema, sessionPolicyBody, registerFieldConfig, whitelabelSchema,
} from '@platform/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { tokenOf } from '../../http/member-auth';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';
import type { Actor } from '../audit/service';
import { socialOperatorRoutes } from '../social/routes';
import { walletOperatorRoutes } from '../wallet/routes';
import { withdrawOperatorRoutes } from '../withdraw/routes';
import { agentContractOperatorRoutes } from '../agent-contracts/routes';
import { filesOperatorRoutes } from '../files/routes';
import { depositOperatorRoutes } from '../deposit/routes';
import { financeOperatorRoutes } from '../finance/routes';
import { contentOperatorRoutes } from '../content/routes';
import { promotionOperatorRoutes } from '../promotions/routes';
import { gamesOperatorRoutes } from '../games/operator-routes';
import { outboxOperatorRoutes } from '../verification/operator-routes';
import { operatorManagementRoutes } from './operators-routes';
import { playerOperatorRoutes } from '../member/players-routes';
import { dashboardOperatorRoutes } from '../dashboard/routes';
import { playerActivityRoutes } from '../member/player-activity-routes';
import { playerExportRoutes } from '../member/players-export-routes';
import { depositExportRoutes } from '../deposit/deposits-export-routes';
import { withdrawalExportRoutes } from '../withdraw/withdrawals-export-routes';
import { adjustmentExportRoutes } from '../wallet/adjustments-export-routes';
import { auditExportRoutes } from '../audit/audit-export-routes';
import { operatorExportRoutes } from './operators-export-routes';
import { approvalExportRoutes } from '../approvals/approvals-export-routes';
import { gameExportRoutes } from '../games/games-export-routes';
import { authorize, requirePermissionOnEveryRoute } from './permissions';
import { operatorOwnSessionRoutes, operatorSessionRoutes, operatorTotpRoutes } from './session-routes';
import { merchantOperatorRoutes } from '../merchant/operator-routes';
import { approvalOperatorRoutes } from '../approvals/routes';
import { agentOperatorRoutes } from '../agent/operator-routes';

const tags = ['operator'];
const security = [{ token: [] }];
const okEmpty = okEnvelopeSchema(z.null());

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

/** Operator API: every change goes through a service that writes the audit log in the same transaction. */
export function operatorRoutes(app: ZodFastify, { operators, operatorLogin, merchants, members, players, playerActivity, dashboard, audit, codes, env, social, wallet, files, deposits, withdrawals, content, promotions, promotionBudgets, promotionApplications, redEnvelopes, games, agentContracts, system, approvals, agentDirectory, financeEvents, csvExports }: Services) {

  operatorSessionRoutes(app, { operatorLogin, env });

  app.register(async (scope) => {
    const authed = scope.withTypeProvider<ZodTypeProvider>();
    authed.decorateRequest('actor', null as never);
    requirePermissionOnEveryRoute(authed);
    // onRequest: an unauthenticated caller learns nothing, not even whether its body would validate; one
    // whose role lacks the route's permission learns only that (decision 0044).
    authed.addHook('onRequest', async (req) => {
      req.actor = await operators.authenticate(tokenOf(req), req.ctx.ip);
      const { permission, team } = req.routeOptions.config;
      authorize(req.actor, permission, (req.params as { merchantCode?: string }).merchantCode, team);
      // The object the route names lies within a team-bound operator's team, or the operator learns only that it may not.
      if (req.actor.team && team && team !== 'list') await operators.checkTeamTarget(req.actor, team, (req.params as { id?: string }).id);
    });

    authed.delete('/wps/operator/session/logout', {
      config: { permission: 'signed-in' },
      schema: { tags, security, summary: 'Operator logout (revokes the token)', response: { 200: okEmpty } },
    }, async (req) => {
      await operators.logout(tokenOf(req)!);
      return ok(null);
    });

    // Every operator needs the merchants it reaches (the back office's merchant picker), a team-bound one too.
    authed.get('/wps/operator/merchants', {
      config: { permission: 'signed-in' },
      schema: { tags, security, summary: 'Merchants with their settings', response: { 200: okEnvelopeSchema(z.array(z.object({
        merchant: regionEntry, status: z.number(), features: featureFlagsSchema, whitelabel: whitelabelSchema, registerFields: z.array(registerFieldConfig),
      }))) } },
    }, async (req) => ok(merchants.list()
      .filter((m) => req.actor.merchantCode === null || req.actor.merchantCode === m.merchantCode)
      .map((m) => {
        const s = merchants.settings(m.merchantCode);
        return { merchant: m, status: s.status, features: s.features, whitelabel: s.whitelabel, registerFields: merchants.registerFields(m.merchantCode) };
      })));

    authed.post('/wps/operator/merchants', {
      config: { permission: 'merchants.create' },
      schema: { tags, security, summary: 'Create a merchant (default settings and registration fields)', body: merchantInput, response: { 200: okEnvelopeSchema(regionEntry) } },
    }, async (req) => ok(await merchants.createMerchant(req.actor, req.body)));

    authed.put('/wps/operator/merchants/:merchantCode', {
      config: { permission: 'merchants.settings' },
      schema: { tags, security, summary: 'Update a merchant', params: merchantParam, body: merchantInput, response: { 200: okEnvelopeSchema(regionEntry) } },
    }, async (req) => {
      const { merchantCode: _ignored, ...rest } = req.body;
      return ok(await merchants.updateMerchant(req.actor, req.params.merchantCode, rest));
    });

    authed.put('/wps/operator/merchants/:merchantCode/status', {
      config: { permission: 'merchants.settings' },
      schema: { tags, security, summary: 'Set system status (0 normal, 1 maintenance, 2 restricted) and its notice per language', params: merchantParam, body: setStatusBody, response: { 200: okEmpty } },
    }, async (req) => {
      await merchants.setStatus(req.actor, req.params.merchantCode, req.body.status, req.body.notices);
      return ok(null);
    });

    authed.put('/wps/operator/merchants/:merchantCode/features', {
      config: { permission: 'merchants.settings' },
      schema: { tags, security, summary: 'Turn feature flags on or off', params: merchantParam, body: setFlagsBody, response: { 200: okEnvelopeSchema(featureFlagsSchema) } },
    }, async (req) => {
      await merchants.setFeatures(req.actor, req.params.merchantCode, req.body);
      return ok(merchants.settings(req.params.merchantCode).features);
    });

    authed.put('/wps/operator/merchants/:merchantCode/register-fields', {
      config: { permission: 'merchants.settings' },
      schema: { tags, security, summary: 'Set registration field configuration (fields not sent keep theirs)', params: merchantParam, body: setRegisterFieldsBody, response: { 200: okEnvelopeSchema(z.array(registerFieldConfig)) } },
    }, async (req) => {
      await merchants.setRegisterFields(req.actor, req.params.merchantCode, req.body);
      return ok(merchants.registerFields(req.params.merchantCode));
    });

    authed.put('/wps/operator/merchants/:merchantCode/session-policy', {
      config: { permission: 'merchants.settings' },
      schema: { tags, security, summary: 'Player session lifetime: idle minutes and absolute hours', params: merchantParam, body: sessionPolicyBody, response: { 200: okEnvelopeSchema(sessionPolicyBody) } },
    }, async (req) => {
      await merchants.setSessionPolicy(req.actor, req.params.merchantCode, req.body);
      const s = merchants.settings(req.params.merchantCode);
      return ok({ idleMinutes: s.sessionIdleMinutes, maxHours: s.sessionMaxHours });
    });

    authed.put('/wps/operator/merchants/:merchantCode/whitelabel', {
      config: { permission: 'merchants.settings' },
      schema: { tags, security, summary: 'Set brand name, logo and colours', params: merchantParam, body: setWhitelabelBody, response: { 200: okEmpty } },
    }, async (req) => {
      await merchants.setWhitelabel(req.actor, req.params.merchantCode, req.body);
      return ok(null);
    });

    authed.get('/wps/operator/merchants/:merchantCode/blocks', {
      config: { permission: 'merchants.read' },
      schema: { tags, security, summary: 'Blocked countries and IP ranges', params: merchantParam, response: { 200: okEnvelopeSchema(z.array(blockEntry)) } },
    }, async (req) => ok(merchants.listBlocks(req.actor, req.params.merchantCode)));

    authed.post('/wps/operator/merchants/:merchantCode/blocks', {
      config: { permission: 'merchants.blocks' },
      schema: { tags, security, summary: 'Block a country (ISO code) or an IP address or range', params: merchantParam, body: blockInput, response: { 200: okEnvelopeSchema(blockEntry) } },
    }, async (req) => ok(await merchants.addBlock(req.actor, req.params.merchantCode, req.body)));

    authed.delete('/wps/operator/merchants/:merchantCode/blocks/:id', {
      config: { permission: 'merchants.blocks' },
      schema: { tags, security, summary: 'Remove a block', params: blockIdParam, response: { 200: okEmpty } },
    }, async (req) => {
      await merchants.removeBlock(req.actor, req.params.merchantCode, req.params.id);
      return ok(null);
    });

    authed.post('/wps/operator/merchants/:merchantCode/members/:id/default-password', {
      config: { permission: 'players.manage' },
      schema: {
        tags, security, summary: 'Give a player a one-time default password; their next login must change it; every session ends',
        params: blockIdParam, response: { 200: okEnvelopeSchema(z.object({ temporaryPassword: z.string() })) },
      },
    }, async (req) => ok(await members.setDefaultPassword(req.actor, req.params.merchantCode, req.params.id)));

    outboxOperatorRoutes(authed, { codes, env });

    socialOperatorRoutes(authed, { social });
    walletOperatorRoutes(authed, { wallet, approvals });
    withdrawOperatorRoutes(authed, { withdrawals, approvals });
    agentContractOperatorRoutes(authed, { agentContracts });
    filesOperatorRoutes(authed, { files });
    depositOperatorRoutes(authed, { deposits, approvals });
    financeOperatorRoutes(authed, { financeEvents, operators, merchants });
    contentOperatorRoutes(authed, { content });
    promotionOperatorRoutes(authed, { promotions, promotionBudgets, promotionApplications, redEnvelopes });
    gamesOperatorRoutes(authed, { games });
    operatorTotpRoutes(authed, { operators, operatorLogin });
    operatorOwnSessionRoutes(authed, { operators });
    operatorManagementRoutes(authed, { operators, merchants, approvals });
    approvalOperatorRoutes(authed, { approvals });
    playerOperatorRoutes(authed, { players });
    dashboardOperatorRoutes(authed, { dashboard });
    playerActivityRoutes(authed, { playerActivity });
    merchantOperatorRoutes(authed, { merchants, system });
    agentOperatorRoutes(authed, { agentDirectory });
    // CSV exports of the lists above (decision 0055): the lists' filters, scoping and permissions.
    playerExportRoutes(authed, { players, csvExports });
    depositExportRoutes(authed, { deposits, csvExports });
    withdrawalExportRoutes(authed, { withdrawals, csvExports });
    adjustmentExportRoutes(authed, { wallet, csvExports });
    auditExportRoutes(authed, { audit, csvExports });
    operatorExportRoutes(authed, { operators, csvExports });
    approvalExportRoutes(authed, { approvals, csvExports });
    gameExportRoutes(authed, { games, csvExports });

    authed.get('/wps/operator/audit', {
      config: { permission: 'audit.read' },
      schema: { tags, security, summary: 'Audit log, newest first, filtered by operator, action (a trailing dot: a prefix), object and period', querystring: auditQuery, response: { 200: okEnvelopeSchema(auditPage) } },
    }, async (req) => {
      // An operator bound to one merchant sees only that merchant's records.
      const merchantCode = req.actor.merchantCode ?? req.query.merchantCode;
      return ok(await audit.list({ ...req.query, merchantCode }));
    });

    authed.get('/wps/operator/audit/chain', {
      config: { permission: 'audit.read' },
      schema: { tags, security, summary: 'The audit hash chain as stored: head place and hash, sealed and unsealed counts (npm run audit:verify proves it)', response: { 200: okEnvelopeSchema(auditChainState) } },
    }, async () => ok(await audit.chain()));
  });
}
