/**
 * The agent centre menu of spec §2, in the spec's order. The selected page lives in the query
 * (`/agentHome?page=downlineManagement`) so a reload, a shared link or the back button keeps it.
 * The four contract pages show only when the merchant enables their type (one operator flag each,
 * carried to the web in the permission payload's features; decision 0027).
 */
import type { AgentContractType, FeatureFlags } from '@platform/contracts';
import type { IconName } from '../../../components/ui/icon';
import { CONTRACT_FLAGS } from './contract-values';

interface MenuEntry { id: string; icon: IconName; contract?: AgentContractType }

export const AGENT_MENU = [
  { id: 'announcement', icon: 'mail' },
  { id: 'agentTeamOverview', icon: 'star' },
  { id: 'registerCenter', icon: 'user' },
  { id: 'downlineManagement', icon: 'users' },
  { id: 'teamBetting', icon: 'ticket' },
  { id: 'downlineProfitLoss', icon: 'coins' },
  { id: 'myIncome', icon: 'sparkles' },
  { id: 'downlineTransactions', icon: 'clock' },
  { id: 'dividend', icon: 'crown', contract: 'dividend' },
  { id: 'dailySalary', icon: 'gift', contract: 'daily' },
  { id: 'hourlySalary', icon: 'refresh', contract: 'hourly' },
  { id: 'realtimeSalary', icon: 'fire', contract: 'realtime' },
] as const satisfies readonly MenuEntry[];

export type AgentPageId = (typeof AGENT_MENU)[number]['id'];

/** Spec §2: the default page of the agent centre. */
export const DEFAULT_AGENT_PAGE: AgentPageId = 'agentTeamOverview';

/** The page a `?page=` value names; an unknown or missing value falls back to the default page. */
export function agentPageFrom(value: string | null): AgentPageId {
  return AGENT_MENU.find((e) => e.id === value)?.id ?? DEFAULT_AGENT_PAGE;
}

/** The contract type a page shows, or null for the other pages. */
export function contractTypeOf(page: AgentPageId): AgentContractType | null {
  const entry: MenuEntry | undefined = AGENT_MENU.find((e) => e.id === page);
  return entry?.contract ?? null;
}

/** Whether the merchant shows a page: every page but a contract page whose type is off. */
export function pageEnabled(page: AgentPageId, features: Pick<FeatureFlags, (typeof CONTRACT_FLAGS)[AgentContractType]>): boolean {
  const type = contractTypeOf(page);
  return type === null || features[CONTRACT_FLAGS[type]];
}

/** The menu as the merchant shows it. */
export function visibleMenu(features: Pick<FeatureFlags, (typeof CONTRACT_FLAGS)[AgentContractType]>) {
  return AGENT_MENU.filter((e) => pageEnabled(e.id, features));
}
