import type {
  ContractHistory, ContractIncome, ContractIncomeQuery, ContractPreview, ContractRelayResult, ContractRequestBody, ContractRequestType,
  ContractRerunBody, ContractRerunResult, ContractTerminationPreview,
} from '@platform/contracts';
import { MEMBER_TYPE, isAgentType } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError } from '../../lib/errors';
import { displayAmount, formatAmount } from '../../lib/money';
import type { Actor, AuditService } from '../audit/service';
import type { MemberRow } from '../member/repo';
import type { MerchantService } from '../merchant/service';
import { account, type PostingInput, type WalletService } from '../wallet/service';
import { closedPeriods, periodAt, periodLabel, type Period, type PeriodKind } from '../../lib/periods';
import * as repo from './repo';
import { contractRate, exceedingDownlineContracts, payoutFor, periodKindOf, rateAllowed, rateToPercent, type ContractType, type TeamFigures } from './rules';
import { createSettlementBatch, type SettlementOutcome } from './settlement-batch';
import { contractView, loadTerms, storeTerms, termsFromInput } from './views';
import { isUniqueViolation } from '../../lib/db-errors';

type Role = 'upline' | 'downline';
type Party = Pick<MemberRow, 'id' | 'merchantCode' | 'type' | 'uplineId' | 'path'>;

/** How many closed periods back each run looks (a missed run is caught up within this window). */
const LOOKBACK: Record<PeriodKind, number> = { realtime: 12, hourly: 24, daily: 7, weekly: 2, semimonthly: 2, monthly: 2 };
/** A period is settled this long after it ends, so rounds settling at its very end have committed. */
export const SETTLE_GRACE_MS = 60_000;
/** Payouts handed to the wallet's group commit at a time (it takes up to 200 per transaction, several in flight). */
const PAYOUT_CHUNK = 2_000;

export interface AgentContractDeps {
  db: Db;
  audit: AuditService;
  merchants: MerchantService;
  wallet: WalletService;
  now?: () => Date;
}

export interface SettleReport { merchantCode: string; kind: PeriodKind; periodStart: string; settled: number; paid: number; amount: bigint }

const ENDED_STATUSES = ['rejected', 'terminated'];

/**
 * Agent contracts (spec §3, §4; decision 0026): the lifecycle between an upline agent and its direct
 * downline, the rate rule, and the settlement that pays each (contract, period) exactly once: the
 * settlement row (unique per contract and period) and its wallet posting (key
 * `contract:<id>:<period start>`) commit in one transaction.
 */
export function createAgentContractService(deps: AgentContractDeps) {
  const { db, audit, merchants, wallet } = deps;
  const now = deps.now ?? (() => new Date());
  const systemActor = (merchantCode: string): Actor => ({ type: 'system', id: 'agent-contracts', ip: null, merchantCode });

  const roleOf = (c: repo.ContractRow, memberId: number): Role | null => (c.uplineId === memberId ? 'upline' : c.downlineId === memberId ? 'downline' : null);
  const other = (r: Role): Role => (r === 'upline' ? 'downline' : 'upline');

  async function views(merchantCode: string, callerId: number, list: repo.ContractRow[]) {
    const names = await repo.usernames(db, merchantCode, list.flatMap((c) => [c.uplineId, c.downlineId]));
    return list.map((c) => contractView(c, callerId, names));
  }

  async function mine(member: Party, type: ContractType) {
    return repo.contractsHeldBy(db, member.merchantCode, member.id, type);
  }

  /** A pending or live contract of the caller, locked; agent_contract.not_found when the caller is no party to it. */
  async function lockParty(tx: Db, member: Party, id: number | undefined) {
    if (!id) throw new AppError('agent_contract.request_invalid', { missing: 'contractId' });
    const c = await repo.lockContract(tx, member.merchantCode, id);
    const role = c && roleOf(c, member.id);
    if (!c || !role) throw new AppError('agent_contract.not_found');
    return { c, role };
  }

  function historyRow(c: repo.ContractRow, action: string, from: string | null, to: string, role: string, actorId: string, remark?: string | null) {
    return { contractId: c.id, merchantCode: c.merchantCode, action, fromStatus: from, toStatus: to, actorRole: role, actorId, remark: remark ?? null };
  }

  /** Ends what a member gave below itself (cascade of a contract that ended), with history. */
  async function endBelow(tx: Db, merchantCode: string, downline: { id: number; path: string }, type: ContractType, at: Date, cause: number) {
    const ended = await repo.endContractsBelow(tx, merchantCode, downline, type, at);
    await repo.addHistory(tx, ended.map((e) => ({
      contractId: e.id, merchantCode, action: 'upline_contract_ended', fromStatus: e.status, toStatus: 'terminated', actorRole: 'system', actorId: 'agent-contracts',
      remark: `contract ${cause} ended`,
    })));
    return ended.map((e) => e.id);
  }

  async function propose(member: Party, type: ContractType, role: Role, body: ContractRequestBody) {
    let upline: { id: number; uplineId: number | null };
    let downlineId: number;
    if (role === 'upline') {
      if (!isAgentType(member.type)) throw new AppError('member.not_agent');
      if (!body.downlineId) throw new AppError('agent_contract.request_invalid', { missing: 'downlineId' });
      const d = await repo.findMember(db, member.merchantCode, body.downlineId);
      if (!d || d.uplineId !== member.id || d.type === MEMBER_TYPE.trial) throw new AppError('agent_contract.downline_not_found');
      upline = member;
      downlineId = d.id;
    } else {
      if (member.uplineId === null) throw new AppError('agent_contract.no_upline');
      const u = await repo.findMember(db, member.merchantCode, member.uplineId);
      if (!u) throw new AppError('agent_contract.no_upline');
      upline = u;
      downlineId = member.id;
    }
    if (!body.terms) throw new AppError('agent_contract.request_invalid', { missing: 'terms' });
    const terms = termsFromInput(type, body.terms as never);
    const rateBp = contractRate(terms);
    return db.transaction(async (tx) => {
      await repo.lockDownline(tx, downlineId);
      if (!rateAllowed(rateBp, await repo.rateCeilingOf(tx, member.merchantCode, upline, type))) throw new AppError('agent_contract.rate_exceeds_upline');
      const created = await repo.insertContract(tx, {
        merchantCode: member.merchantCode, type, uplineId: upline.id, downlineId, terms: storeTerms(terms), rateBp,
        periodKind: periodKindOf(type, terms), status: role === 'upline' ? 'offered' : 'requested', proposedBy: role,
      });
      if (!created) throw new AppError('agent_contract.pending_exists');
      await repo.addHistory(tx, [historyRow(created, role === 'upline' ? 'offer' : 'new_request', null, created.status, role, String(member.id), body.remark)]);
      return created;
    });
  }

  async function accept(member: Party, type: ContractType, body: ContractRequestBody) {
    return db.transaction(async (tx) => {
      const { c, role } = await lockParty(tx, member, body.contractId);
      if (c.type !== type) throw new AppError('agent_contract.not_found');
      const acceptor: Role = c.status === 'offered' ? 'downline' : 'upline';
      if (!repo.PENDING.includes(c.status) || role !== acceptor) throw new AppError('agent_contract.state_conflict', { status: c.status });
      await repo.lockDownline(tx, c.downlineId);
      const upline = await repo.findMember(tx, c.merchantCode, c.uplineId);
      const downline = await repo.findMember(tx, c.merchantCode, c.downlineId);
      if (!upline || !downline || downline.uplineId !== upline.id) throw new AppError('agent_contract.downline_not_found');
      if (!rateAllowed(c.rateBp, await repo.rateCeilingOf(tx, c.merchantCode, upline, type))) throw new AppError('agent_contract.rate_exceeds_upline');
      // Contracts the downline gave that the new rate would leave above it: only with the caller's yes.
      const affected = exceedingDownlineContracts(await repo.givenAbove(tx, c.merchantCode, c.downlineId, type, c.rateBp), c.rateBp);
      if (affected.length && body.confirm !== true) {
        const names = await repo.usernames(tx, c.merchantCode, affected.map((a) => a.downlineId));
        const value: ContractTerminationPreview = {
          newRate: rateToPercent(c.rateBp),
          affected: affected.map((a) => ({ contractId: a.id, downline: { id: a.downlineId, username: names.get(a.downlineId) ?? '' }, rate: rateToPercent(a.rateBp) })),
        };
        throw new AppError('agent_contract.confirm_termination', { count: affected.length }, value);
      }
      const at = now();
      const terminated: number[] = [];
      for (const a of affected) {
        await repo.updateContract(tx, c.merchantCode, a.id, { status: 'terminated', endedAt: at });
        await repo.addHistory(tx, [historyRow(a, 'auto_terminate', a.status, 'terminated', role, String(member.id), `upline accepted contract ${c.id} at a lower rate`)]);
        terminated.push(a.id, ...await endBelow(tx, c.merchantCode, { id: a.downlineId, path: `${downline.path}${downline.id}/` }, type, at, a.id));
      }
      const previous = await repo.liveContractOf(tx, c.merchantCode, c.downlineId, type);
      if (previous) {
        await repo.updateContract(tx, c.merchantCode, previous.id, { status: 'terminated', endedAt: at });
        await repo.addHistory(tx, [historyRow(previous, 'replaced', previous.status, 'terminated', role, String(member.id), `replaced by contract ${c.id}`)]);
      }
      const updated = await repo.updateContract(tx, c.merchantCode, c.id, { status: 'active', activatedAt: at });
      await repo.addHistory(tx, [historyRow(c, 'accept', c.status, 'active', role, String(member.id), body.remark)]);
      return { contract: updated, terminated };
    });
  }

  async function reject(member: Party, type: ContractType, body: ContractRequestBody) {
    return db.transaction(async (tx) => {
      const { c, role } = await lockParty(tx, member, body.contractId);
      if (c.type !== type) throw new AppError('agent_contract.not_found');
      const answerer: Role = c.status === 'offered' ? 'downline' : 'upline';
      if (!repo.PENDING.includes(c.status) || role !== answerer) throw new AppError('agent_contract.state_conflict', { status: c.status });
      const updated = await repo.updateContract(tx, c.merchantCode, c.id, { status: 'rejected', endedAt: now() });
      await repo.addHistory(tx, [historyRow(c, 'reject', c.status, 'rejected', role, String(member.id), body.remark)]);
      return updated;
    });
  }

  async function requestTermination(member: Party, type: ContractType, body: ContractRequestBody) {
    return db.transaction(async (tx) => {
      const { c, role } = await lockParty(tx, member, body.contractId);
      if (c.type !== type) throw new AppError('agent_contract.not_found');
      if (c.status !== 'active') throw new AppError('agent_contract.state_conflict', { status: c.status });
      const updated = await repo.updateContract(tx, c.merchantCode, c.id, { status: 'termination_requested', terminationRequestedBy: role });
      await repo.addHistory(tx, [historyRow(c, 'request_terminate', c.status, 'termination_requested', role, String(member.id), body.remark)]);
      return updated;
    });
  }

  async function confirmTermination(member: Party, type: ContractType, body: ContractRequestBody) {
    return db.transaction(async (tx) => {
      const { c, role } = await lockParty(tx, member, body.contractId);
      if (c.type !== type) throw new AppError('agent_contract.not_found');
      if (c.status !== 'termination_requested' || c.terminationRequestedBy !== other(role)) throw new AppError('agent_contract.state_conflict', { status: c.status });
      await repo.lockDownline(tx, c.downlineId);
      const at = now();
      const updated = await repo.updateContract(tx, c.merchantCode, c.id, { status: 'terminated', endedAt: at });
      await repo.addHistory(tx, [historyRow(c, 'confirm_terminate', c.status, 'terminated', role, String(member.id), body.remark)]);
      const downline = await repo.findMember(tx, c.merchantCode, c.downlineId);
      const terminated = downline ? await endBelow(tx, c.merchantCode, downline, type, at, c.id) : [];
      return { contract: updated, terminated };
    });
  }

  /** One contract's settlement of a period: its figures and what they pay under its terms. */
  function settlementOf(c: repo.ContractRow, period: Period, figures: TeamFigures): repo.NewSettlement {
    const payout = payoutFor(c.type, loadTerms(c.terms), figures);
    return {
      merchantCode: c.merchantCode, contractId: c.id, memberId: c.downlineId, type: c.type, periodStart: period.start, periodEnd: period.end,
      teamValidBet: figures.validBet, teamNetLoss: figures.profitLoss, activeMembers: figures.activeMembers, rateBp: payout.tier?.rateBp ?? null, amount: payout.amount,
    };
  }

  /** The posting that pays a settlement: agent_commission → the agent's wallet, keyed by contract and period. */
  function payoutPosting(row: repo.NewSettlement, period: Period, actor: Actor): PostingInput {
    return {
      merchantCode: row.merchantCode, type: 'commission', idempotencyKey: `contract:${row.contractId}:${row.periodStart.toISOString()}`, actor,
      legs: [{ account: account.member(row.memberId), amount: row.amount }, { account: account.agentCommission, amount: -row.amount }],
      reference: `contract:${row.contractId}`, memo: `${row.type} ${periodLabel(period, merchants.get(row.merchantCode).timeZone)}`,
    };
  }

  /**
   * The single path of one paying settlement (and the batch's fallback): the row and the posting in a
   * transaction of their own, committed together or not at all. Null when another run settled it.
   */
  async function settleOne(row: repo.NewSettlement, period: Period, actor: Actor): Promise<SettlementOutcome | null> {
    return db.transaction(async (tx) => {
      const created = await repo.insertSettlement(tx, row);
      if (!created) return null;
      const posted = await wallet.postWithin(tx, payoutPosting(row, period, actor));
      await repo.setSettlementPosting(tx, created.id, posted.postingId);
      return { amount: row.amount, postingId: posted.postingId };
    });
  }
  const settlementBatch = createSettlementBatch(({ row, period }) => settleOne(row, period, systemActor(row.merchantCode)));

  const toFigures = (f: repo.FigureRow): TeamFigures => ({ validBet: BigInt(f.valid_bet), profitLoss: BigInt(f.net_loss), activeMembers: Number(f.active) });

  /**
   * Settles one period of a merchant, set-based: one statement computes every due contract's figures;
   * the settlements that pay nothing are one statement more; the payouts go through the wallet's group
   * commit with their rows (settlement-batch.ts), up to the wallet's batch size per transaction. A
   * settlement that fails is left for the next run and reported in `failures`.
   */
  async function settlePeriod(merchantCode: string, period: Period, failures: unknown[]): Promise<SettleReport> {
    const figures = await repo.teamFigures(db, merchantCode, period.kind, period.start, period.end, { unsettledOnly: true });
    const contracts = new Map((await repo.contractsByIds(db, merchantCode, figures.map((f) => f.contract_id))).map((c) => [c.id, c]));
    const report: SettleReport = { merchantCode, kind: period.kind, periodStart: period.start.toISOString(), settled: 0, paid: 0, amount: 0n };
    const due = figures.map((f) => settlementOf(contracts.get(f.contract_id)!, period, toFigures(f)));
    try {
      report.settled += await repo.insertUnpaidSettlements(db, due.filter((r) => r.amount === 0n));
    } catch (err) {
      failures.push(err);
    }
    const paying = due.filter((r) => r.amount > 0n);
    const actor = systemActor(merchantCode);
    for (let i = 0; i < paying.length; i += PAYOUT_CHUNK) {
      const chunk = paying.slice(i, i + PAYOUT_CHUNK);
      // The wallets opened up front in one look-up, so no posting looks its accounts up on its own. Only
      // a speed-up: if it fails, each posting opens its accounts itself and fails or pays on its own.
      await wallet.prepareAccounts(merchantCode, [account.agentCommission, ...[...new Set(chunk.map((r) => r.memberId))].map((id) => account.member(id))])
        .catch(() => undefined);
      const outcomes = await Promise.allSettled(chunk.map((row) => wallet.postWith(payoutPosting(row, period, actor), { group: settlementBatch, item: { row, period } })));
      for (const o of outcomes) {
        if (o.status === 'rejected') failures.push(o.reason);
        else if (o.value) {
          report.settled++;
          report.paid++;
          report.amount += o.value.amount;
        }
      }
    }
    return report;
  }

  const service = {
    /**
     * One relay call (spec §7) of one contract type: the request type says what to do. Agents act only
     * on their direct downline (offers) or their own upline (new-contract requests).
     */
    async relay(_ctx: RequestContext, member: MemberRow, type: ContractType, requestType: ContractRequestType, body: ContractRequestBody): Promise<ContractRelayResult> {
      const pageNo = body.pageNo ?? 1;
      const pageSize = body.pageSize ?? 20;
      const base: ContractRelayResult = { requestType, contract: null, terminated: [], mine: [], hasUpline: member.uplineId !== null, list: [], pageNo, pageSize, totalPages: 0, totalCount: 0 };
      const one = async (c: repo.ContractRow, terminated: number[] = []) => ({ ...base, contract: (await views(member.merchantCode, member.id, [c]))[0]!, terminated });
      switch (requestType) {
        case 'QUERY': {
          const [held, given] = await Promise.all([
            mine(member, type),
            repo.contractsGivenBy(db, member.merchantCode, member.id, type, body.status, pageSize, (pageNo - 1) * pageSize),
          ]);
          const [heldViews, givenViews] = await Promise.all([views(member.merchantCode, member.id, held), views(member.merchantCode, member.id, given.list)]);
          return { ...base, mine: heldViews, list: givenViews, totalCount: given.total, totalPages: Math.ceil(given.total / pageSize) };
        }
        case 'OFFER': return one(await propose(member, type, 'upline', body));
        case 'NEW_REQUEST': return one(await propose(member, type, 'downline', body));
        case 'ACCEPT': {
          const r = await accept(member, type, body);
          return one(r.contract, r.terminated);
        }
        case 'REJECT': return one(await reject(member, type, body));
        case 'REQUEST_TERMINATE': return one(await requestTermination(member, type, body));
        case 'CONFIRM_TERMINATE': {
          const r = await confirmTermination(member, type, body);
          return one(r.contract, r.terminated);
        }
      }
    },

    /** Every change of a contract the caller is a party to. */
    async history(member: MemberRow, id: number): Promise<ContractHistory> {
      const c = await repo.findContract(db, member.merchantCode, id);
      if (!c || !roleOf(c, member.id)) throw new AppError('agent_contract.not_found');
      const list = await repo.history(db, member.merchantCode, id);
      return {
        contractId: id,
        list: list.map((h) => ({
          at: h.createdAt.toISOString(), action: h.action, fromStatus: (h.fromStatus as never) ?? null, toStatus: h.toStatus as never, by: h.actorRole, remark: h.remark,
        })),
      };
    },

    /** What the contract's open period would pay if it ended now (nothing is written). */
    async preview(member: MemberRow, id: number): Promise<ContractPreview> {
      const c = await repo.findContract(db, member.merchantCode, id);
      if (!c || !roleOf(c, member.id)) throw new AppError('agent_contract.not_found');
      const tz = merchants.get(member.merchantCode).timeZone;
      const period = periodAt(c.periodKind as PeriodKind, now(), tz);
      const [f] = await repo.teamFigures(db, c.merchantCode, c.periodKind, period.start, period.end, { contractIds: [c.id], unsettledOnly: false });
      const figures = f ? toFigures(f) : { validBet: 0n, profitLoss: 0n, activeMembers: 0 };
      // Only a live contract pays; a pending one shows what it would pay once accepted.
      const payout = ENDED_STATUSES.includes(c.status) ? { tier: null, amount: 0n } : payoutFor(c.type, loadTerms(c.terms), figures);
      return {
        contractId: c.id, type: c.type, periodStart: period.start.toISOString(), periodEnd: period.end.toISOString(), timeZone: tz,
        teamValidBet: displayAmount(figures.validBet), teamNetLoss: displayAmount(figures.profitLoss), activeMembers: figures.activeMembers,
        rate: payout.tier ? rateToPercent(payout.tier.rateBp) : null, amount: displayAmount(payout.amount),
      };
    },

    /** "My income": the settlements paid to the caller, newest first. */
    async income(member: MemberRow, q: ContractIncomeQuery): Promise<ContractIncome> {
      const r = await repo.income(db, member.merchantCode, member.id, q.type, q.pageSize, (q.pageNo - 1) * q.pageSize);
      return {
        list: r.list.map((s) => ({
          settlementId: s.id, contractId: s.contractId, type: s.type as ContractType, periodStart: s.periodStart.toISOString(), periodEnd: s.periodEnd.toISOString(),
          teamValidBet: displayAmount(s.teamValidBet), teamNetLoss: displayAmount(s.teamNetLoss), activeMembers: s.activeMembers,
          rate: s.rateBp === null ? null : rateToPercent(s.rateBp), amount: displayAmount(s.amount), postingId: s.postingId ?? null, settledAt: s.createdAt.toISOString(),
        })),
        total: displayAmount(r.total), currency: merchants.get(member.merchantCode).currency,
        totalCount: r.count, totalPages: Math.ceil(r.count / q.pageSize),
      };
    },

    /**
     * Settles every closed period of these kinds within the look-back window, for every merchant (the
     * jobs call this). Safe to run twice or on two workers at once: a period already settled is skipped
     * by the unique (contract, period), and a concurrent run waits on it and then finds it taken. A
     * settlement that fails rolls back alone; the others go on, and the run then fails (the job retries).
     */
    async settleDue(kinds: PeriodKind[], at: Date = now()): Promise<SettleReport[]> {
      const reports: SettleReport[] = [];
      const failures: unknown[] = [];
      for (const merchant of merchants.list()) {
        for (const kind of kinds) {
          const periods = closedPeriods(kind, at, merchant.timeZone, LOOKBACK[kind], SETTLE_GRACE_MS);
          if (!await repo.anyLiveSince(db, merchant.merchantCode, kind, periods[0]!.start)) continue;
          for (const period of periods) {
            const r = await settlePeriod(merchant.merchantCode, period, failures);
            if (r.settled) reports.push(r);
          }
        }
      }
      if (failures.length) throw new AggregateError(failures, `${failures.length} contract settlement(s) failed; they are retried on the next run`);
      return reports;
    },

    /**
     * Operator re-run of one closed period (audited): figures from the rounds as they are now; a period
     * never settled is settled; otherwise the difference to what was paid moves as an adjustment
     * (key `contract:<id>:<period>:adjust:<client key>`; a repeat with the key moves nothing).
     */
    async rerun(actor: Actor, merchantCode: string, id: number, body: ContractRerunBody): Promise<ContractRerunResult> {
      const merchant = merchants.assertOperatorScope(actor, merchantCode);
      const c = await repo.findContract(db, merchantCode, id);
      if (!c) throw new AppError('agent_contract.not_found');
      const period = periodAt(c.periodKind as PeriodKind, new Date(body.periodStart), merchant.timeZone);
      if (period.end.getTime() > now().getTime()) throw new AppError('agent_contract.period_not_closed');
      const adjustKey = `contract:${c.id}:${period.start.toISOString()}:adjust:${body.idempotencyKey}`;
      const result = (previous: bigint, amount: bigint, postingId: number | null, replayed: boolean): ContractRerunResult => ({
        contractId: c.id, periodStart: period.start.toISOString(), periodEnd: period.end.toISOString(),
        previousAmount: formatAmount(previous), amount: formatAmount(amount), difference: formatAmount(amount - previous), postingId, replayed,
      });
      const seen = await repo.findAdjustment(db, merchantCode, adjustKey);
      if (seen) return result(seen.previousAmount, seen.amount, seen.postingId ?? null, true);
      const [f] = await repo.teamFigures(db, merchantCode, c.periodKind, period.start, period.end, { contractIds: [c.id], unsettledOnly: false });
      const figures = f ? toFigures(f) : { validBet: 0n, profitLoss: 0n, activeMembers: 0 };
      const payout = payoutFor(c.type, loadTerms(c.terms), figures);
      return db.transaction(async (tx) => {
        // The same client key at the same moment: the second waits on the ledger key, then fails on the
        // adjustment's unique key and answers the first one's result below.
        let settlement = await repo.lockSettlement(tx, c.id, period.start);
        let previous = 0n;
        let postingId: number | null = null;
        if (!settlement) {
          // Never settled (the contract was not live then, or the run was missed): settle it now.
          settlement = (await repo.insertSettlement(tx, {
            merchantCode, contractId: c.id, memberId: c.downlineId, type: c.type, periodStart: period.start, periodEnd: period.end,
            teamValidBet: figures.validBet, teamNetLoss: figures.profitLoss, activeMembers: figures.activeMembers, rateBp: payout.tier?.rateBp ?? null, amount: 0n,
          }))!;
        } else {
          previous = settlement.amount;
        }
        const difference = payout.amount - previous;
        if (difference !== 0n) {
          const posted = await wallet.postWithin(tx, {
            merchantCode, type: 'commission', idempotencyKey: adjustKey, actor,
            legs: [{ account: account.member(c.downlineId), amount: difference }, { account: account.agentCommission, amount: -difference }],
            reference: `contract:${c.id}`, memo: `${c.type} ${periodLabel(period, merchant.timeZone)} (adjustment)`,
          });
          postingId = posted.postingId;
          if (previous === 0n && settlement.postingId === null) await repo.setSettlementPosting(tx, settlement.id, posted.postingId);
        }
        await repo.updateSettlementFigures(tx, settlement.id, {
          teamValidBet: figures.validBet, teamNetLoss: figures.profitLoss, activeMembers: figures.activeMembers, rateBp: payout.tier?.rateBp ?? null, amount: payout.amount,
        });
        await repo.insertAdjustment(tx, {
          merchantCode, settlementId: settlement.id, idempotencyKey: adjustKey, previousAmount: previous, amount: payout.amount, difference, postingId,
          operatorId: actor.id, reason: body.reason,
        });
        await audit.record(tx, actor, {
          merchantCode, action: 'agent_contract.rerun', target: `agent_contract:${c.id}`,
          before: { periodStart: period.start.toISOString(), amount: formatAmount(previous) },
          after: { amount: formatAmount(payout.amount), difference: formatAmount(difference), postingId, reason: body.reason },
        });
        return result(previous, payout.amount, postingId, false);
      }).catch(async (err: unknown) => {
        const first = isUniqueViolation(err) ? await repo.findAdjustment(db, merchantCode, adjustKey) : undefined;
        if (!first) throw err;
        return result(first.previousAmount, first.amount, first.postingId ?? null, true);
      });
    },
  };
  return service;
}

export type AgentContractService = ReturnType<typeof createAgentContractService>;
