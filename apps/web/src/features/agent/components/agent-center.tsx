/**
 * The agent layout (spec §2 /agent and /agentHome): the agent centre menu beside the selected page,
 * which lives in the query (`?page=agentTeamOverview` by default). Login is required by the route
 * guard (which sends visitors to the agent site's login); a logged-in non-agent sees the not-agent
 * notice (spec §6). The area's texts, its pages and the chart library load with it, not with the site's first page.
 */
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useAppStore } from '../../../stores/app-store';
import { useAgentTexts } from '../lib/agent-texts';
import { agentPageFrom, type AgentPageId } from '../lib/menu';
import { AgentMenu } from './agent-menu';
import { AnnouncementPage } from './announcement-page';
import { DownlinePage } from './downline-page';
import { MyIncomePage } from './my-income-page';
import { RegisterCenterPage } from './register-center-page';
import { TeamBettingPage } from './team-betting-page';
import { TeamOverviewPage } from './team-overview-page';
import { TeamProfitPage } from './team-profit-page';
import { TeamTransactionsPage } from './team-transactions-page';
import { NotAgent } from './not-agent';
import '../agent.css';

const PAGES: Record<AgentPageId, ComponentType> = {
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
  const page = agentPageFrom(params.get('page'));
  const Page = PAGES[page];
  if (!isAgent) return <NotAgent />;
  return (
    <div className="agent-center" data-testid="page-agent" data-page={page}>
      <AgentMenu current={page} />
      <div className="agent-content">
        <Page key={page} />
      </div>
    </div>
  );
}

export function AgentCenter() {
  const language = useAppStore((s) => s.language);
  useAgentTexts(language);
  return <AgentPages />;
}
