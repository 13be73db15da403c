import { z } from 'zod';
import { AGENT_CONTRACT_STATUSES, AGENT_CONTRACT_TYPES } from './agent-contracts';
import { pageQuery } from './envelope';
import { languageSchema, regionEntry } from './merchants';
import { merchantParam } from './operator';
import { domainRouteSchema, featureFlagsSchema, registerFieldConfig, systemStatusValue, whitelabelSchema } from './system';

/**
 * The back office's merchant and agent screens (decision 0051): one read of a merchant's settings for its
 * page, and the agent tree of a merchant with its contracts, settlements and team figures. Every route is
 * under `/wps/operator/merchants/:merchantCode/`; an id of another merchant answers "not found".
 */

const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const page = pageQuery.extend({ pageSize: z.coerce.number().int().min(1).max(100).default(20) });
const paged = { pageNo: z.number().int(), pageSize: z.number().int(), totalPages: z.number().int(), totalCount: z.number().int() };

/** `GET …/:merchantCode/settings` (merchants.read): what the merchant page edits, money settings left out. */
export const merchantSettingsView = z.object({
  merchant: regionEntry,
  status: systemStatusValue,
  /** Per language; a language missing shows the site's own notice (decision 0057). */
  maintenanceNotices: z.partialRecord(languageSchema, z.string()),
  restrictionNotices: z.partialRecord(languageSchema, z.string()),
  features: featureFlagsSchema,
  whitelabel: whitelabelSchema,
  registerFields: z.array(registerFieldConfig),
  domainRoute: domainRouteSchema,
  sessionPolicy: z.object({ idleMinutes: z.number().int(), maxHours: z.number().int() }),
});
export type MerchantSettingsView = z.infer<typeof merchantSettingsView>;

/** The shortest start of a username the tree searches for: shorter ones match too many names to be useful. */
export const AGENT_TREE_SEARCH_MIN = 3;

/**
 * `GET …/:merchantCode/agents`: without `username`, the top of the tree (agents with no upline); with it,
 * every member whose username starts with it (agent.search_too_short under AGENT_TREE_SEARCH_MIN).
 */
export const agentTreeQuery = page.extend({ username: z.string().trim().max(40).optional() });
export type AgentTreeQuery = z.infer<typeof agentTreeQuery>;
export const agentChildrenQuery = page;
export type AgentChildrenQuery = z.infer<typeof agentChildrenQuery>;
export const agentNodeParam = merchantParam.extend({ id: dbId });

/** One member in the tree; `directCount` tells whether it can be expanded. */
export const agentNode = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(['active', 'disabled']),
  /** 0 at the top of the tree. */
  depth: z.number().int(),
  directCount: z.number().int(),
  uplineUsername: z.string().nullable(),
  registeredAt: z.string(),
});
export type AgentNode = z.infer<typeof agentNode>;
export const agentNodePage = z.object({ list: z.array(agentNode), ...paged });
export type AgentNodePage = z.infer<typeof agentNodePage>;

/** `GET …/agents/:id`: the member and its upline chain, top first (the member itself not in it). */
export const agentNodeDetail = agentNode.extend({
  path: z.array(z.object({ id: z.number().int(), username: z.string() })),
  /** Everyone below it at every depth. */
  teamSize: z.number().int(),
});
export type AgentNodeDetail = z.infer<typeof agentNodeDetail>;

/** `GET …/agents/:id/contracts`: contracts it holds (as the downline) or gives (as the upline), newest first. */
export const operatorContractEntry = z.object({
  id: z.number().int(),
  type: z.enum(AGENT_CONTRACT_TYPES),
  status: z.enum(AGENT_CONTRACT_STATUSES),
  upline: z.object({ id: z.number().int(), username: z.string() }),
  downline: z.object({ id: z.number().int(), username: z.string() }),
  /** The highest tier's rate in percent. */
  rate: z.number(),
  periodKind: z.string(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type OperatorContractEntry = z.infer<typeof operatorContractEntry>;
export const operatorContractPage = z.object({ list: z.array(operatorContractEntry), ...paged });
export type OperatorContractPage = z.infer<typeof operatorContractPage>;

/** `GET …/agent-contracts/:id/settlements`: the contract's settled periods, newest first. Amounts are exact decimal strings. */
export const contractSettlementEntry = z.object({
  id: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  teamValidBet: z.string(),
  teamNetLoss: z.string(),
  activeMembers: z.number().int(),
  rate: z.number().nullable(),
  amount: z.string(),
  /** False when nothing was paid (no posting). */
  paid: z.boolean(),
  createdAt: z.string(),
});
export type ContractSettlementEntry = z.infer<typeof contractSettlementEntry>;
export const contractSettlementPage = z.object({ list: z.array(contractSettlementEntry), ...paged });
export type ContractSettlementPage = z.infer<typeof contractSettlementPage>;
export const operatorContractParam = merchantParam.extend({ id: dbId });
