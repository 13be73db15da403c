import type { ContractRequestType, DownlineRegisterWithContractBody, DownlineRegisterWithContractResult } from '@platform/contracts';
import { CONTRACT_FEATURE_FLAGS } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError } from '../../lib/errors';
import type { MemberRow } from '../member/repo';
import type { MemberService } from '../member/service';
import type { MerchantService } from '../merchant/service';
import * as repo from './repo';
import { contractRate, periodKindOf, rateAllowed, type ContractType } from './rules';
import { contractView, storeTerms, termsFromInput } from './views';

/** Request types that start a contract; the others still work on a type the operator turned off, so existing contracts can wind down. */
const STARTING: readonly ContractRequestType[] = ['OFFER', 'NEW_REQUEST', 'ACCEPT'];

/**
 * Whether the merchant offers a contract type (spec §2, §6: contract pages "only when enabled"; one
 * operator flag per type, decision 0027). Off means no new contract of the type starts; the pages are
 * hidden by the web from the same flags in the permission payload.
 */
export function assertContractTypeEnabled(merchants: Pick<MerchantService, 'settings'>, merchantCode: string, type: ContractType, requestType: ContractRequestType = 'OFFER') {
  if (!STARTING.includes(requestType)) return;
  if (!merchants.settings(merchantCode).features[CONTRACT_FEATURE_FLAGS[type]]) throw new AppError('agent_contract.type_disabled', { type });
}

/**
 * The register center with an initial contract (issue 6): the agent opens an account as its direct
 * downline and gives it a contract that is in force from the first minute. The contract is part of the
 * account's terms, so the account and the contract commit in one transaction (the member service's
 * `within` hook) or neither does; the history records it as offered by the agent and accepted by the
 * new account at registration. Terms, the type's flag and the rate rule are checked before the account
 * is created, and the rate rule again inside the transaction.
 */
export function createInitialContractService(deps: { members: Pick<MemberService, 'openDownlineAccount'>; merchants: Pick<MerchantService, 'settings'>; db: Db; now?: () => Date }) {
  const { members, merchants, db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async registerWithContract(ctx: RequestContext, agent: MemberRow, body: DownlineRegisterWithContractBody & { type: number }): Promise<DownlineRegisterWithContractResult> {
      const type = body.contract.type;
      assertContractTypeEnabled(merchants, agent.merchantCode, type);
      const terms = termsFromInput(type, body.contract.terms);
      const rateBp = contractRate(terms);
      if (!rateAllowed(rateBp, await repo.rateCeilingOf(db, agent.merchantCode, agent, type))) throw new AppError('agent_contract.rate_exceeds_upline');
      let created: repo.ContractRow | undefined;
      const { contract: _contract, ...account } = body;
      const row = await members.openDownlineAccount(ctx, agent, account, async (tx, downline) => {
        // The agent's own contract changes under this lock (acceptance, termination and its cascade),
        // so the rate checked here stays true until the new contract is committed.
        await repo.lockDownline(tx, agent.id);
        if (!rateAllowed(rateBp, await repo.rateCeilingOf(tx, agent.merchantCode, agent, type))) throw new AppError('agent_contract.rate_exceeds_upline');
        const at = now();
        created = await repo.insertContract(tx, {
          merchantCode: agent.merchantCode, type, uplineId: agent.id, downlineId: downline.id, terms: storeTerms(terms), rateBp,
          periodKind: periodKindOf(type, terms), status: 'active', proposedBy: 'upline', activatedAt: at,
        });
        // A new account has no contract yet, so the one-pending/one-live indexes cannot refuse it.
        if (!created) throw new Error('initial contract not inserted');
        const entry = { contractId: created.id, merchantCode: agent.merchantCode };
        await repo.addHistory(tx, [
          { ...entry, action: 'offer', fromStatus: null, toStatus: 'offered', actorRole: 'upline', actorId: String(agent.id), remark: 'registration' },
          { ...entry, action: 'accept', fromStatus: 'offered', toStatus: 'active', actorRole: 'downline', actorId: String(downline.id), remark: 'registration' },
        ]);
      });
      const names = new Map([[agent.id, agent.username], [row.id, row.username]]);
      return {
        id: row.id, username: row.username, type: row.type, inviteCode: row.inviteCode, mustChangePassword: row.mustChangePassword,
        registeredAt: row.createdAt.toISOString(), contract: contractView(created!, agent.id, names),
      };
    },
  };
}

export type InitialContractService = ReturnType<typeof createInitialContractService>;
