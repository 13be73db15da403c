import {
  AGENT_TREE_SEARCH_MIN, MEMBER_TYPE, isAgentType,
  type AgentChildrenQuery, type AgentNode, type AgentNodeDetail, type AgentNodePage, type AgentTreeQuery, type ContractHistory,
  type ContractSettlementPage, type OperatorContractPage, type RecordPeriodQuery, type TeamOverview,
} from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { formatAmount } from '../../lib/money';
import { teamPath } from '../../lib/team-scope';
import type { Actor } from '../audit/service';
import * as contractsRepo from '../agent-contracts/repo';
import { rateToPercent } from '../agent-contracts/rules';
import * as memberRepo from '../member/repo';
import type { MerchantService } from '../merchant/service';
import * as repo from './operator-repo';
import type { AgentService } from './service';

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));
const pages = (total: number, size: number) => Math.ceil(total / size);

function nodeOf(r: repo.NodeRow, actor: Actor): AgentNode {
  return {
    id: r.id, username: r.username, type: r.type, isAgent: isAgentType(r.type), status: r.status, depth: r.depth,
    directCount: r.direct_count,
    // A team's agent answers to someone outside the team, whom a team-bound operator does not see (decision 0053).
    uplineUsername: actor.team?.agentId === r.id ? null : r.upline_username,
    registeredAt: iso(r.created_at),
  };
}

/**
 * The back office's agent tree (decision 0051): an operator reads any merchant it is bound to — the top
 * agents, one level at a time, a search by username, a member's upline chain, contracts with their history
 * and settlements, and an agent's team figures from the agent area's roll-ups (decision 0028). Read only:
 * the one change, a settlement's re-run, is the agent-contract service's.
 */
export function createAgentDirectory(deps: { db: Db; merchants: MerchantService; agents: AgentService }) {
  const { db, merchants, agents } = deps;

  async function node(merchantCode: string, id: number) {
    const row = await repo.findNode(db, merchantCode, id);
    if (!row) throw new AppError('member.not_found');
    return row;
  }

  async function contract(merchantCode: string, id: number) {
    const c = await contractsRepo.findContract(db, merchantCode, id);
    if (!c) throw new AppError('agent_contract.not_found');
    return c;
  }

  return {
    /** The top agents, or with `username` every member whose name starts with it. */
    async tree(actor: Actor, merchantCode: string, q: AgentTreeQuery): Promise<AgentNodePage> {
      merchants.assertOperatorScope(actor, merchantCode);
      const part = q.username || undefined;
      // A shorter start matches too many names to page through usefully.
      if (part && part.length < AGENT_TREE_SEARCH_MIN) throw new AppError('agent.search_too_short');
      const found = await repo.pageNodes(db, merchantCode, part ? { by: 'username', part } : { by: 'top' }, q.pageSize, (q.pageNo - 1) * q.pageSize, actor.team ?? null);
      return { list: found.list.map((r) => nodeOf(r, actor)), pageNo: q.pageNo, pageSize: q.pageSize, totalCount: found.total, totalPages: pages(found.total, q.pageSize) };
    },

    async children(actor: Actor, merchantCode: string, id: number, q: AgentChildrenQuery): Promise<AgentNodePage> {
      merchants.assertOperatorScope(actor, merchantCode);
      await node(merchantCode, id);
      const found = await repo.pageNodes(db, merchantCode, { by: 'children', id }, q.pageSize, (q.pageNo - 1) * q.pageSize);
      return { list: found.list.map((r) => nodeOf(r, actor)), pageNo: q.pageNo, pageSize: q.pageSize, totalCount: found.total, totalPages: pages(found.total, q.pageSize) };
    },

    /** One member with its upline chain (top first) and the size of its team. */
    async detail(actor: Actor, merchantCode: string, id: number): Promise<AgentNodeDetail> {
      merchants.assertOperatorScope(actor, merchantCode);
      const row = await node(merchantCode, id);
      const chain = teamPath(actor.team, row.path.split('/').filter(Boolean).map(Number));
      const [path, teamSize] = await Promise.all([repo.namesOnPath(db, merchantCode, chain), repo.teamSize(db, merchantCode, `${row.path}${row.id}/`)]);
      return { ...nodeOf(row, actor), path, teamSize };
    },

    async contracts(actor: Actor, merchantCode: string, id: number, q: AgentChildrenQuery): Promise<OperatorContractPage> {
      merchants.assertOperatorScope(actor, merchantCode);
      await node(merchantCode, id);
      const found = await repo.pageContracts(db, merchantCode, id, q.pageSize, (q.pageNo - 1) * q.pageSize);
      return {
        list: found.list.map((c) => ({
          // bigserial ids come back as text from node-postgres and as numbers from PGlite.
          id: Number(c.id), type: c.type, status: c.status,
          upline: { id: c.upline_id, username: c.upline_username }, downline: { id: c.downline_id, username: c.downline_username },
          rate: rateToPercent(c.rate_bp), periodKind: c.period_kind,
          createdAt: iso(c.created_at), activatedAt: isoOrNull(c.activated_at), endedAt: isoOrNull(c.ended_at),
        })),
        pageNo: q.pageNo, pageSize: q.pageSize, totalCount: found.total, totalPages: pages(found.total, q.pageSize),
      };
    },

    /** Every change of the contract, oldest first, as its parties see it. */
    async contractHistory(actor: Actor, merchantCode: string, id: number): Promise<ContractHistory> {
      merchants.assertOperatorScope(actor, merchantCode);
      await contract(merchantCode, id);
      const list = await contractsRepo.history(db, merchantCode, id);
      return {
        contractId: id,
        list: list.map((h) => ({
          at: h.createdAt.toISOString(), action: h.action, fromStatus: (h.fromStatus as never) ?? null, toStatus: h.toStatus as never, by: h.actorRole, remark: h.remark,
        })),
      };
    },

    async settlements(actor: Actor, merchantCode: string, id: number, q: AgentChildrenQuery): Promise<ContractSettlementPage> {
      merchants.assertOperatorScope(actor, merchantCode);
      await contract(merchantCode, id);
      const found = await repo.pageSettlements(db, merchantCode, id, q.pageSize, (q.pageNo - 1) * q.pageSize);
      return {
        list: found.list.map((s) => ({
          id: Number(s.id), periodStart: iso(s.period_start), periodEnd: iso(s.period_end),
          teamValidBet: formatAmount(BigInt(s.team_valid_bet)), teamNetLoss: formatAmount(BigInt(s.team_net_loss)),
          activeMembers: s.active_members, rate: s.rate_bp === null ? null : rateToPercent(s.rate_bp),
          amount: formatAmount(BigInt(s.amount)), paid: s.posting_id !== null, createdAt: iso(s.created_at),
        })),
        pageNo: q.pageNo, pageSize: q.pageSize, totalCount: found.total, totalPages: pages(found.total, q.pageSize),
      };
    },

    /** The agent area's team overview of this agent (member.not_agent for anyone else). */
    async team(actor: Actor, merchantCode: string, id: number, q: RecordPeriodQuery): Promise<TeamOverview> {
      merchants.assertOperatorScope(actor, merchantCode);
      const member = await memberRepo.findById(db, merchantCode, id);
      if (!member || member.type === MEMBER_TYPE.trial) throw new AppError('member.not_found');
      return agents.teamOverview(agents.requireAgent(member), q);
    },
  };
}
export type AgentDirectory = ReturnType<typeof createAgentDirectory>;
