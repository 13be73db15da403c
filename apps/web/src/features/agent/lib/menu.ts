/**
 * The agent centre menu of spec §2, in the spec's order. The selected page lives in the query
 * (`/agentHome?page=downlineManagement`) so a reload, a shared link or the back button keeps it.
 * The contract pages (dividend, daily, hourly and real-time salary) join when their pages land
 * (agent contracts), each shown only when the merchant enables it; no such flag exists yet.
 */
import type { IconName } from '../../../components/ui/icon';

export const AGENT_MENU = [
  { id: 'announcement', icon: 'mail' },
  { id: 'agentTeamOverview', icon: 'star' },
  { id: 'registerCenter', icon: 'user' },
  { id: 'downlineManagement', icon: 'users' },
  { id: 'teamBetting', icon: 'ticket' },
  { id: 'downlineProfitLoss', icon: 'coins' },
  { id: 'myIncome', icon: 'sparkles' },
  { id: 'downlineTransactions', icon: 'clock' },
] as const satisfies readonly { id: string; icon: IconName }[];

export type AgentPageId = (typeof AGENT_MENU)[number]['id'];

/** Spec §2: the default page of the agent centre. */
export const DEFAULT_AGENT_PAGE: AgentPageId = 'agentTeamOverview';

/** The page a `?page=` value names; an unknown or missing value falls back to the default page. */
export function agentPageFrom(value: string | null): AgentPageId {
  return AGENT_MENU.find((e) => e.id === value)?.id ?? DEFAULT_AGENT_PAGE;
}
