/** The agent centre menu (spec §2): every shown entry a link to `?page=<id>`, the current one marked. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import type { AGENT_MENU, AgentPageId } from '../lib/menu';
import { AGENT_NS } from '../lib/agent-texts';

/** `entries`: the menu as the merchant shows it (contract pages only when their type is on). */
export function AgentMenu({ current, entries }: { current: AgentPageId; entries: readonly (typeof AGENT_MENU)[number][] }) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <nav className="agent-menu" aria-label={t('menu.label')} data-testid="agent-menu">
      <p className="agent-menu-title">{t('title')}</p>
      <ul>
        {entries.map((entry) => (
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
