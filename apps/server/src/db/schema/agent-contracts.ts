import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, merchants } from '../schema';

/**
 * Agent contracts and their settlements (issue 6; decision 0026). Owned by the agent-contracts module.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Terms as stored: amounts as decimal strings of minor units, rates in basis points. */
export interface StoredTerms {
  period: 'Daily' | 'Weekly' | 'Semimonthly' | 'Monthly' | null;
  minValidBet: string;
  tiers: { threshold: string; activeMembers: number; rateBp: number }[];
}

/**
 * One contract between an upline agent and its direct downline. `rate_bp` is the highest tier's rate,
 * kept in a column so the rate rule and the auto-termination read it without parsing terms.
 */
export const agentContracts = pgTable('agent_contracts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  type: text('type').$type<'dividend' | 'daily' | 'hourly' | 'realtime'>().notNull(),
  uplineId: integer('upline_id').notNull().references(() => members.id),
  downlineId: integer('downline_id').notNull().references(() => members.id),
  terms: jsonb('terms').$type<StoredTerms>().notNull(),
  rateBp: integer('rate_bp').notNull(),
  /** The settlement period kind (realtime, hourly, daily, weekly, semimonthly, monthly). */
  periodKind: text('period_kind').notNull(),
  status: text('status').$type<'offered' | 'requested' | 'active' | 'rejected' | 'termination_requested' | 'terminated'>().notNull(),
  proposedBy: text('proposed_by').$type<'upline' | 'downline'>().notNull(),
  terminationRequestedBy: text('termination_requested_by').$type<'upline' | 'downline'>(),
  createdAt: createdAt(),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
}, (t) => [
  // One live contract and one pending proposal per downline and type.
  uniqueIndex('agent_contracts_live').on(t.merchantCode, t.downlineId, t.type).where(sql`${t.status} IN ('active', 'termination_requested')`),
  uniqueIndex('agent_contracts_pending').on(t.merchantCode, t.downlineId, t.type).where(sql`${t.status} IN ('offered', 'requested')`),
  index('agent_contracts_upline').on(t.merchantCode, t.uplineId, t.type, t.id),
  index('agent_contracts_downline').on(t.merchantCode, t.downlineId, t.id),
  // Settlement reads the contracts of one kind that were live during a period.
  index('agent_contracts_settle').on(t.merchantCode, t.periodKind, t.activatedAt).where(sql`${t.activatedAt} IS NOT NULL`),
  check('agent_contracts_type', sql`${t.type} IN ('dividend', 'daily', 'hourly', 'realtime')`),
  check('agent_contracts_status', sql`${t.status} IN ('offered', 'requested', 'active', 'rejected', 'termination_requested', 'terminated')`),
  check('agent_contracts_rate', sql`${t.rateBp} > 0 AND ${t.rateBp} <= 10000`),
  check('agent_contracts_parties', sql`${t.uplineId} <> ${t.downlineId}`),
]);

/** Every change of a contract, append-only (a trigger refuses UPDATE and DELETE). */
export const agentContractHistory = pgTable('agent_contract_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull().references(() => agentContracts.id),
  merchantCode: text('merchant_code').notNull(),
  action: text('action').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  /** upline, downline, system or operator. */
  actorRole: text('actor_role').notNull(),
  actorId: text('actor_id').notNull(),
  remark: text('remark'),
  createdAt: createdAt(),
}, (t) => [index('agent_contract_history_contract').on(t.contractId, t.id)]);

/**
 * One settled period of one contract; the unique (contract, period) makes each period pay once. The
 * row and its wallet posting (key `contract:<id>:<period start>`) commit in one transaction.
 */
export const agentContractSettlements = pgTable('agent_contract_settlements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull().references(() => agentContracts.id),
  /** The paid agent (the contract's downline), for "my income". */
  memberId: integer('member_id').notNull(),
  type: text('type').notNull(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  teamValidBet: bigint('team_valid_bet', { mode: 'bigint' }).notNull(),
  teamNetLoss: bigint('team_net_loss', { mode: 'bigint' }).notNull(),
  activeMembers: integer('active_members').notNull(),
  rateBp: integer('rate_bp'),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  postingId: bigint('posting_id', { mode: 'number' }),
  createdAt: createdAt(),
}, (t) => [
  unique('agent_contract_settlements_period').on(t.contractId, t.periodStart),
  index('agent_contract_settlements_member').on(t.merchantCode, t.memberId, t.id),
  check('agent_contract_settlements_amount', sql`${t.amount} >= 0`),
  check('agent_contract_settlements_period_order', sql`${t.periodEnd} > ${t.periodStart}`),
]);

/** Operator re-runs of a settled period: the difference paid or taken back, audited. Append-only. */
export const agentContractAdjustments = pgTable('agent_contract_adjustments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  settlementId: bigint('settlement_id', { mode: 'number' }).notNull().references(() => agentContractSettlements.id),
  idempotencyKey: text('idempotency_key').notNull(),
  previousAmount: bigint('previous_amount', { mode: 'bigint' }).notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  difference: bigint('difference', { mode: 'bigint' }).notNull(),
  postingId: bigint('posting_id', { mode: 'number' }),
  operatorId: text('operator_id').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
}, (t) => [
  unique('agent_contract_adjustments_key').on(t.merchantCode, t.idempotencyKey),
  index('agent_contract_adjustments_settlement').on(t.settlementId, t.id),
]);
