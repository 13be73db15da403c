/** The agent centre menu (spec §2): every entry a link to `?page=<id>`, the current one marked. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { AGENT_MENU, type AgentPageId } from '../lib/menu';
import { AGENT_NS } from '../lib/agent-texts';

export function AgentMenu({ current }: { current: AgentPageId }) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <nav className="agent-menu" aria-label={t('menu.label')} data-testid="agent-menu">
      <p className="agent-menu-title">{t('title')}</p>
      <ul>
        {AGENT_MENU.map((entry) => (
          <li key={entry.id}>
            <Link
              to={{ search: `?page=${entry.id}` }}
              className="agent-menu-link"
              aria-current={entry.id === current ? 'page' : undefined}
              data-testid={`agent-menu-${entry.id}`}
            >
              <Icon name={entry.icon} size={18} />
              <span>{t(`menu.${entry.id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
