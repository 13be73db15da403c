import {
  downlineDetails, downlineExportQuery, downlineListQuery, downlineParam, downlinePage, downlineRegisterBody, downlineRegisterResult,
  downlineStatusBody, downlineStatusResult, downlineTransferBody, downlineTransferResult, okEnvelopeSchema, teamBetting, teamBettingQuery,
  teamOverview, teamOverviewQuery, teamProfitPage, teamProfitQuery, teamTransactionsPage, teamTransactionsQuery,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['agent'];
const security = [{ token: [] }];
const periodNote = 'period: preset previous7|previous30|next7|next30 or from..to (default the last 7 days), in the merchant\'s time zone';

/**
 * The agent area (spec §2 agent centre; decision 0025). Every route needs an agent's member token
 * (types 1, 2, 41, 42; others get member.not_agent) and answers only about the agent's own downline.
 */
export function agentRoutes(app: ZodFastify, { agents, env }: Services) {
  // The token is checked in onRequest (config.auth); being an agent is checked here, after validation.
  const agent = (req: FastifyRequest) => agents.requireAgent(req.member);
  // Transfers run argon2 on the fund password and registration hashes a password: limited per IP.
  const limited = { rateLimit: { max: env.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.get('/wps/agent/team/overview', {
    config: { auth: 'member' },
    schema: { tags, security, summary: `Team overview: sizes, new and active members, deposits, valid bets, P&L and a daily series (T); ${periodNote}`, querystring: teamOverviewQuery, response: { 200: okEnvelopeSchema(teamOverview) } },
  }, async (req) => ok(await agents.teamOverview(agent(req), req.query)));

  app.get('/wps/agent/downline', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'Downline management: the direct downline (newest first) or the whole team (tree order), by username part and status, one page (T)', querystring: downlineListQuery, response: { 200: okEnvelopeSchema(downlinePage) } },
  }, async (req) => ok(await agents.downlineList(agent(req), req.query)));

  app.get('/wps/agent/downline/export', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'The downline list as CSV (text/csv, at most 10,000 rows) (T)', querystring: downlineExportQuery },
  }, async (req, reply) => {
    const csv = await agents.downlineCsv(agent(req), req.query);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="downline.csv"')
      .header('cache-control', 'private, no-store').send(csv);
  });

  app.post('/wps/agent/downline/register', {
    config: { auth: 'member', encrypted: true, ...limited },
    schema: { tags, security, summary: 'Register center: open an account as a direct downline; it must change the password at first login (T, E)', body: downlineRegisterBody, response: { 200: okEnvelopeSchema(downlineRegisterResult) } },
  }, async (req) => ok(await agents.registerDownline(req.ctx, agent(req), req.body)));

  app.post('/wps/agent/downline/transfer', {
    config: { auth: 'member', encrypted: true, ...limited },
    schema: { tags, security, summary: 'Agent → a direct downline with the fund password (T, E); one posting; idempotent per requestId', body: downlineTransferBody, response: { 200: okEnvelopeSchema(downlineTransferResult) } },
  }, async (req) => ok(await agents.transferToDownline(req.ctx, agent(req), req.body)));

  app.get('/wps/agent/downline/:id', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'One downline member\'s details (T)', params: downlineParam, response: { 200: okEnvelopeSchema(downlineDetails) } },
  }, async (req) => ok(await agents.downlineDetails(agent(req), req.params.id)));

  app.put('/wps/agent/downline/:id/status', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'Enable or disable a downline member (T); disabling ends its sessions; audited', params: downlineParam, body: downlineStatusBody, response: { 200: okEnvelopeSchema(downlineStatusResult) } },
  }, async (req) => ok(await agents.setDownlineStatus(req.ctx, agent(req), req.params.id, req.body.status)));

  app.get('/wps/agent/team/betting', {
    config: { auth: 'member' },
    schema: { tags, security, summary: `Team betting by product (game category, or category and vendor) (T); ${periodNote}`, querystring: teamBettingQuery, response: { 200: okEnvelopeSchema(teamBetting) } },
  }, async (req) => ok(await agents.teamBetting(agent(req), req.query)));

  app.get('/wps/agent/team/profit', {
    config: { auth: 'member' },
    schema: { tags, security, summary: `Downline profit and loss per member with activity (T); ${periodNote}`, querystring: teamProfitQuery, response: { 200: okEnvelopeSchema(teamProfitPage) } },
  }, async (req) => ok(await agents.teamProfit(agent(req), req.query)));

  app.get('/wps/agent/team/transactions', {
    config: { auth: 'member' },
    schema: { tags, security, summary: `Downline transaction details: postings on the downline's main wallets, newest first (T); ${periodNote}`, querystring: teamTransactionsQuery, response: { 200: okEnvelopeSchema(teamTransactionsPage) } },
  }, async (req) => ok(await agents.teamTransactions(agent(req), req.query)));
}
