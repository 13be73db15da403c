/**
 * The home page of an operator bound to one agent's team (decision 0053): which team, a way into it in
 * the agent tree, and its figures. Such an operator has no merchant dashboard (its reports cover the
 * whole merchant); the team's own roll-ups are what it may read.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorTeam } from '@platform/contracts';
import { useMerchantSearch } from '../../merchants/use-merchant';
import { TeamReport } from './team-report';

export function TeamHome({ merchantCode, team }: { merchantCode: string; team: OperatorTeam }) {
  const { t } = useTranslation();
  const withMerchant = useMerchantSearch();
  return (
    <section className="stack panel" aria-labelledby="team-home-title" data-testid="team-home">
      <h2 id="team-home-title">{t('home.team.title', { agent: team.agentUsername })}</h2>
      <p className="field-hint">{t('home.team.scope')}</p>
      <p>
        <Link to={{ pathname: '/agents', search: withMerchant({ member: String(team.agentId) }) }} data-testid="team-home-tree">
          {t('home.team.openTree')}
        </Link>
      </p>
      <TeamReport merchantCode={merchantCode} agentId={team.agentId} title={t('merchants.agents.report')} withSize testId="team-home-report" />
    </section>
  );
}
