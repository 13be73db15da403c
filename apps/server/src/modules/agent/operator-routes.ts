import {
  agentChildrenQuery, agentNodeDetail, agentNodePage, agentNodeParam, agentTreeQuery, contractHistory, contractSettlementPage,
  merchantParam, okEnvelopeSchema, operatorContractPage, operatorContractParam, teamOverview, teamOverviewQuery,
} from '@platform/contracts';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { AgentDirectory } from './operator-directory';

const tags = ['operator'];
const security = [{ token: [] }];
const base = '/wps/operator/merchants/:merchantCode';

/** The back office's agent tree (decision 0051); registered inside the operator routes' authenticated scope. */
export function agentOperatorRoutes(authed: ZodFastify, { agentDirectory }: { agentDirectory: AgentDirectory }) {
  authed.get(`${base}/agents`, {
    config: { permission: 'agents.read', team: 'list' },
    schema: {
      tags, security, summary: 'The top of the agent tree (agents with no upline), or members whose username starts with the text (3 characters or more); paged',
      params: merchantParam, querystring: agentTreeQuery, response: { 200: okEnvelopeSchema(agentNodePage) },
    },
  }, async (req) => ok(await agentDirectory.tree(req.actor, req.params.merchantCode, req.query)));

  authed.get(`${base}/agents/:id`, {
    config: { permission: 'agents.read', team: 'member' },
    schema: { tags, security, summary: 'One member of the tree with its upline chain (top first) and team size', params: agentNodeParam, response: { 200: okEnvelopeSchema(agentNodeDetail) } },
  }, async (req) => ok(await agentDirectory.detail(req.actor, req.params.merchantCode, req.params.id)));

  authed.get(`${base}/agents/:id/children`, {
    config: { permission: 'agents.read', team: 'member' },
    schema: {
      tags, security, summary: 'A member\'s direct downline, agents first, one page',
      params: agentNodeParam, querystring: agentChildrenQuery, response: { 200: okEnvelopeSchema(agentNodePage) },
    },
  }, async (req) => ok(await agentDirectory.children(req.actor, req.params.merchantCode, req.params.id, req.query)));

  authed.get(`${base}/agents/:id/contracts`, {
    config: { permission: 'agents.read', team: 'member' },
    schema: {
      tags, security, summary: 'Contracts the member holds from its upline or gives its downlines, newest first',
      params: agentNodeParam, querystring: agentChildrenQuery, response: { 200: okEnvelopeSchema(operatorContractPage) },
    },
  }, async (req) => ok(await agentDirectory.contracts(req.actor, req.params.merchantCode, req.params.id, req.query)));

  authed.get(`${base}/agents/:id/team`, {
    config: { permission: 'agents.read', team: 'member' },
    schema: {
      tags, security, summary: 'An agent\'s team overview as the agent area shows it (roll-ups, decision 0028); member.not_agent for others',
      params: agentNodeParam, querystring: teamOverviewQuery, response: { 200: okEnvelopeSchema(teamOverview) },
    },
  }, async (req) => ok(await agentDirectory.team(req.actor, req.params.merchantCode, req.params.id, req.query)));

  authed.get(`${base}/agent-contracts/:id/history`, {
    config: { permission: 'agents.read', team: 'contract' },
    schema: { tags, security, summary: 'Every change of a contract, oldest first', params: operatorContractParam, response: { 200: okEnvelopeSchema(contractHistory) } },
  }, async (req) => ok(await agentDirectory.contractHistory(req.actor, req.params.merchantCode, req.params.id)));

  authed.get(`${base}/agent-contracts/:id/settlements`, {
    config: { permission: 'agents.read', team: 'contract' },
    schema: {
      tags, security, summary: 'A contract\'s settled periods, newest first (exact amounts); re-run one with POST …/rerun',
      params: operatorContractParam, querystring: agentChildrenQuery, response: { 200: okEnvelopeSchema(contractSettlementPage) },
    },
  }, async (req) => ok(await agentDirectory.settlements(req.actor, req.params.merchantCode, req.params.id, req.query)));
}
