/**
 * Values of the agent contracts the pages need at run time: account types an agent may open, downline
 * statuses and scopes, the export limit. Written out here rather than imported as values because the
 * contracts' agent module computes one of its lists from member-rules at load time, and importing it
 * would pull member-rules into the agent chunk and re-split the login popups' chunks that the site's
 * first page names (decision 0027). The types tie each list to the contract; contract-values.test.ts
 * keeps them equal.
 */
import type { AgentContractType, DownlineRegisterBody, DownlineScope, DownlineStatus } from '@platform/contracts';

export type AccountType = NonNullable<DownlineRegisterBody['type']>;
export const ACCOUNT_TYPES = [0, 1, 2, 41, 42] as const satisfies readonly AccountType[];
export const STATUSES = ['active', 'disabled'] as const satisfies readonly DownlineStatus[];
export const SCOPES = ['direct', 'team'] as const satisfies readonly DownlineScope[];
/** Contract types, for my income's filter. */
export const CONTRACT_TYPES = ['dividend', 'daily', 'hourly', 'realtime'] as const satisfies readonly AgentContractType[];
/** Rows one CSV file holds at most, as the server's own downline export. */
export const EXPORT_MAX_ROWS = 10_000;
