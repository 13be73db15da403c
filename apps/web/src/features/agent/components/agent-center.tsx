/**
 * The agent layout (spec §2 /agent and /agentHome): the agent centre menu beside the selected page,
 * which lives in the query (`?page=agentTeamOverview` by default). Login is required by the route
 * guard (which sends visitors to the agent site's login); a logged-in non-agent sees the not-agent
 * notice (spec §6). The area's texts, its pages and the chart library load with it, not with the site's first page.
 */
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../lib/permission-context';
import { useAppStore } from '../../../stores/app-store';
import { useAgentTexts } from '../lib/agent-texts';
import { agentPageFrom, contractTypeOf, pageEnabled, visibleMenu, type AgentPageId } from '../lib/menu';
import { AgentMenu } from './agent-menu';
import { AnnouncementPage } from './announcement-page';
import { ContractPage, ContractUnavailable } from './contract-page';
import { DownlinePage } from './downline-page';
import { MyIncomePage } from './my-income-page';
import { RegisterCenterPage } from './register-center-page';
import { TeamBettingPage } from './team-betting-page';
import { TeamOverviewPage } from './team-overview-page';
import { TeamProfitPage } from './team-profit-page';
import { TeamTransactionsPage } from './team-transactions-page';
import { NotAgent } from './not-agent';
import '../agent.css';

type ContractPageId = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';
const PAGES: Record<Exclude<AgentPageId, ContractPageId>, ComponentType> = {
  announcement: AnnouncementPage,
  agentTeamOverview: TeamOverviewPage,
  registerCenter: RegisterCenterPage,
  downlineManagement: DownlinePage,
  teamBetting: TeamBettingPage,
  downlineProfitLoss: TeamProfitPage,
  myIncome: MyIncomePage,
  downlineTransactions: TeamTransactionsPage,
};

function AgentPages() {
  const [params] = useSearchParams();
  const isAgent = useAppStore((s) => s.isAgent);
  const { features } = usePermission().info;
  const page = agentPageFrom(params.get('page'));
  const contractType = contractTypeOf(page);
  if (!isAgent) return <NotAgent />;
  const body = !pageEnabled(page, features) ? <ContractUnavailable />
    : contractType ? <ContractPage key={page} type={contractType} page={page} />
    : (() => {
        const Page = PAGES[page as Exclude<AgentPageId, ContractPageId>];
        return <Page key={page} />;
      })();
  return (
    <div className="agent-center" data-testid="page-agent" data-page={page}>
      <AgentMenu current={page} entries={visibleMenu(features)} />
      <div className="agent-content">
        {body}
      </div>
    </div>
  );
}

export function AgentCenter() {
  const language = useAppStore((s) => s.language);
  useAgentTexts(language);
  return <AgentPages />;
}
