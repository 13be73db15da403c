import {
  CONTRACT_CALLS, contractHistory, contractIdParam, contractIncome, contractIncomeQuery, contractPreview, contractRelayResult, contractRerunBody,
  contractRerunParam, contractRerunResult, dailySalaryRequestBody, dividendRequestBody, hourSalaryRequestBody, okEnvelopeSchema, realTimeSalaryRequestBody,
  type AgentContractType, type ContractRequestType,
} from '@platform/contracts';
import type { z } from 'zod';
import { ok } from '../../http/envelope';
import { memberAuth } from '../../http/member-auth';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['agent-contracts'];
const security = [{ token: [] }];

/**
 * Agent contracts (spec §7): one relay call per contract type, with the request type in the type's
 * own field; plus history, the open period's preview and "my income" (T; real accounts only).
 */
export function agentContractRoutes(app: ZodFastify, { members, agentContracts }: Services) {
  const { realMember } = memberAuth(members);
  const relays: [AgentContractType, z.ZodObject, string][] = [
    ['dividend', dividendRequestBody, 'Dividend contracts'],
    ['daily', dailySalaryRequestBody, 'Daily salary contracts'],
    ['hourly', hourSalaryRequestBody, 'Hourly salary contracts'],
    ['realtime', realTimeSalaryRequestBody, 'Real-time salary contracts (settled every 5 minutes)'],
  ];
  for (const [type, body, title] of relays) {
    const { path, field } = CONTRACT_CALLS[type];
    app.post(path, {
      schema: {
        tags, security, body, response: { 200: okEnvelopeSchema(contractRelayResult) },
        summary: `${title}: ${field} QUERY, OFFER, NEW_REQUEST, ACCEPT (confirm), REJECT, REQUEST_TERMINATE, CONFIRM_TERMINATE (T)`,
      },
    }, async (req) => {
      const input = req.body as Record<string, unknown>;
      return ok(await agentContracts.relay(req.ctx, await realMember(req), type, input[field] as ContractRequestType, input));
    });
  }

  app.get('/wps/agent/contracts/income', {
    schema: { tags, security, summary: 'My income: settlements paid to me under contracts, newest first (T)', querystring: contractIncomeQuery, response: { 200: okEnvelopeSchema(contractIncome) } },
  }, async (req) => ok(await agentContracts.income(await realMember(req), req.query)));

  app.get('/wps/agent/contracts/:id/history', {
    schema: { tags, security, summary: 'Every change of a contract I am a party to (T)', params: contractIdParam, response: { 200: okEnvelopeSchema(contractHistory) } },
  }, async (req) => ok(await agentContracts.history(await realMember(req), req.params.id)));

  app.get('/wps/agent/contracts/:id/preview', {
    schema: { tags, security, summary: 'What the open period would pay if it ended now (T)', params: contractIdParam, response: { 200: okEnvelopeSchema(contractPreview) } },
  }, async (req) => ok(await agentContracts.preview(await realMember(req), req.params.id)));
}

/** Operator calls; registered inside the operator routes' authenticated scope (req.actor is set). */
export function agentContractOperatorRoutes(authed: ZodFastify, { agentContracts }: Pick<Services, 'agentContracts'>) {
  authed.post('/wps/operator/merchants/:merchantCode/agent-contracts/:id/rerun', {
    schema: {
      tags, security, params: contractRerunParam, body: contractRerunBody, response: { 200: okEnvelopeSchema(contractRerunResult) },
      summary: 'Re-run one closed period of a contract: pays or takes back the difference to what was paid; audited; idempotent per key',
    },
  }, async (req) => ok(await agentContracts.rerun(req.actor, req.params.merchantCode, req.params.id, req.body)));
}
