/**
 * Values of the agent contracts the pages need at run time: account types an agent may open, downline
 * statuses and scopes, the export limit, the contract calls, periods, statuses and flags. Written out here rather than imported as values because the
 * contracts' agent module computes one of its lists from member-rules at load time, and importing it
 * would pull member-rules into the agent chunk and re-split the login popups' chunks that the site's
 * first page names (decision 0027). The types tie each list to the contract; contract-values.test.ts
 * keeps them equal.
 */
import type { AgentContractStatus, AgentContractType, ContractTermsInput, DownlineRegisterBody, DownlineScope, DownlineStatus, FeatureFlag } from '@platform/contracts';

export type AccountType = NonNullable<DownlineRegisterBody['type']>;
export const ACCOUNT_TYPES = [0, 1, 2, 41, 42] as const satisfies readonly AccountType[];
export const STATUSES = ['active', 'disabled'] as const satisfies readonly DownlineStatus[];
export const SCOPES = ['direct', 'team'] as const satisfies readonly DownlineScope[];
/** Contract types, for my income's filter. */
export const CONTRACT_TYPES = ['dividend', 'daily', 'hourly', 'realtime'] as const satisfies readonly AgentContractType[];
/** Rows one CSV file holds at most, as the server's own downline export. */
export const EXPORT_MAX_ROWS = 10_000;
/** Dividend periods (spec §9), as the contract's DIVIDEND_PERIOD_NAMES. */
export const DIVIDEND_PERIODS = ['Daily', 'Weekly', 'Semimonthly', 'Monthly'] as const satisfies readonly NonNullable<ContractTermsInput['period']>[];
/** Contract statuses, for the downline contracts' filter. */
export const CONTRACT_STATUSES = ['offered', 'requested', 'active', 'termination_requested', 'rejected', 'terminated'] as const satisfies readonly AgentContractStatus[];
/** Each contract type's relay call and request-type field (spec §7), as the contract's CONTRACT_CALLS. */
export const CONTRACT_RELAYS = {
  dividend: { path: '/wps/relay/MCS2_processDividendReq', field: 'divtypereq' },
  daily: { path: '/wps/relay/MCS2_processDailySalContract', field: 'dailysalreqtype' },
  hourly: { path: '/wps/relay/MCS2_processContractHourSalary', field: 'contracthoursalreq' },
  realtime: { path: '/wps/relay/MCSFE_processRealTimeSalaryContract', field: 'realtimesalreqtype' },
} as const satisfies Record<AgentContractType, { path: string; field: string }>;
/** The merchant flag that shows each contract page, as the contract's CONTRACT_FEATURE_FLAGS. */
export const CONTRACT_FLAGS = {
  dividend: 'AGENT_CONTRACT_DIVIDEND',
  daily: 'AGENT_CONTRACT_DAILY',
  hourly: 'AGENT_CONTRACT_HOURLY',
  realtime: 'AGENT_CONTRACT_REALTIME',
} as const satisfies Record<AgentContractType, FeatureFlag>;
