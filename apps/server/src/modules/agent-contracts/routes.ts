import {
  CONTRACT_CALLS, contractHistory, downlineRegisterWithContractBody, downlineRegisterWithContractResult, contractIdParam, contractIncome, contractIncomeQuery, contractPreview, contractRelayResult, contractRerunBody,
  contractRerunParam, contractRerunResult, dailySalaryRequestBody, dividendRequestBody, hourSalaryRequestBody, okEnvelopeSchema, realTimeSalaryRequestBody,
  type AgentContractType, type ContractRequestType,
} from '@platform/contracts';
import type { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';
import { assertContractTypeEnabled } from './initial-contract';

const tags = ['agent-contracts'];
const security = [{ token: [] }];

/**
 * Agent contracts (spec §7): one relay call per contract type, with the request type in the type's
 * own field; plus history, the open period's preview and "my income" (T; real accounts only).
 */
export function agentContractRoutes(app: ZodFastify, { merchants, agents, agentContracts, initialContracts, env }: Services) {
  const relays: [AgentContractType, z.ZodObject, string][] = [
    ['dividend', dividendRequestBody, 'Dividend contracts'],
    ['daily', dailySalaryRequestBody, 'Daily salary contracts'],
    ['hourly', hourSalaryRequestBody, 'Hourly salary contracts'],
    ['realtime', realTimeSalaryRequestBody, 'Real-time salary contracts (settled every 5 minutes)'],
  ];
  for (const [type, body, title] of relays) {
    const { path, field } = CONTRACT_CALLS[type];
    app.post(path, {
      config: { auth: 'realMember' },
      schema: {
        tags, security, body, response: { 200: okEnvelopeSchema(contractRelayResult) },
        summary: `${title}: ${field} QUERY, OFFER, NEW_REQUEST, ACCEPT (confirm), REJECT, REQUEST_TERMINATE, CONFIRM_TERMINATE (T)`,
      },
    }, async (req) => {
      const input = req.body as Record<string, unknown>;
      const member = req.member;
      assertContractTypeEnabled(merchants, member.merchantCode, type, input[field] as ContractRequestType);
      return ok(await agentContracts.relay(req.ctx, member, type, input[field] as ContractRequestType, input));
    });
  }

  app.post('/wps/agent/contracts/register-downline', {
    // Registration hashes a password: limited per IP as the plain register center is.
    config: { auth: 'realMember', encrypted: true, rateLimit: { max: env.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    schema: {
      tags, security, body: downlineRegisterWithContractBody, response: { 200: okEnvelopeSchema(downlineRegisterWithContractResult) },
      summary: 'Register center with an initial contract: the direct downline\'s account and its contract, in force at once, in one transaction (T, E)',
    },
  }, async (req) => ok(await initialContracts.registerWithContract(req.ctx, agents.requireAgent(req.member), req.body)));

  app.get('/wps/agent/contracts/income', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'My income: settlements paid to me under contracts, newest first (T)', querystring: contractIncomeQuery, response: { 200: okEnvelopeSchema(contractIncome) } },
  }, async (req) => ok(await agentContracts.income(req.member, req.query)));

  app.get('/wps/agent/contracts/:id/history', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Every change of a contract I am a party to (T)', params: contractIdParam, response: { 200: okEnvelopeSchema(contractHistory) } },
  }, async (req) => ok(await agentContracts.history(req.member, req.params.id)));

  app.get('/wps/agent/contracts/:id/preview', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'What the open period would pay if it ended now (T)', params: contractIdParam, response: { 200: okEnvelopeSchema(contractPreview) } },
  }, async (req) => ok(await agentContracts.preview(req.member, req.params.id)));
}

/** Operator calls; registered inside the operator routes' authenticated scope (req.actor is set). */
export function agentContractOperatorRoutes(authed: ZodFastify, { agentContracts }: Pick<Services, 'agentContracts'>) {
  authed.post('/wps/operator/merchants/:merchantCode/agent-contracts/:id/rerun', {
    config: { permission: 'agents.manage' },
    schema: {
      tags, security, params: contractRerunParam, body: contractRerunBody, response: { 200: okEnvelopeSchema(contractRerunResult) },
      summary: 'Re-run one closed period of a contract: pays or takes back the difference to what was paid; audited; idempotent per key',
    },
  }, async (req) => ok(await agentContracts.rerun(req.actor, req.params.merchantCode, req.params.id, req.body)));
}
