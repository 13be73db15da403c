/** The agents above a player, top first, as a breadcrumb of links to their own pages. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlayerDetail } from '@platform/contracts';
import { useMerchantSearch } from '../../merchants/use-merchant';

export function AgentPath({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation();
  const withMerchant = useMerchantSearch();
  if (player.agentPath.length === 0) return <p data-testid="agent-path">{t('player.noAgents')}</p>;
  return (
    <nav aria-label={t('player.agentPath')} className="breadcrumb" data-testid="agent-path">
      <ol>
        {player.agentPath.map((agent) => (
          <li key={agent.id}><Link to={{ pathname: `/players/${agent.id}`, search: withMerchant() }}>{agent.username}</Link></li>
        ))}
        <li><span aria-current="page">{player.username}</span></li>
      </ol>
    </nav>
  );
}
