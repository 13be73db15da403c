/** The member centre menu (spec §2): every entry a link, the current one marked, red badges with counts. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicState } from '@platform/contracts';
import { Icon } from '../../../components/ui/icon';
import { badgeText, MEMBER_MENU, type MemberPageId } from '../lib/menu';

export function MemberMenu({ current, badges }: { current: MemberPageId; badges: PublicState['badges'] | undefined }) {
  const { t } = useTranslation();
  return (
    <nav className="member-menu" aria-label={t('memberCenter.menu')} data-testid="member-menu">
      <p className="member-menu-title">{t('pages.member')}</p>
      <ul>
        {MEMBER_MENU.map((entry) => {
          const count = 'badge' in entry ? badges?.[entry.badge] : undefined;
          const badge = badgeText(count);
          const label = t(`memberCenter.pages.${entry.id}`);
          return (
            <li key={entry.id}>
              <Link
                to={{ search: `?page=${entry.id}` }}
                className="member-menu-link"
                aria-current={entry.id === current ? 'page' : undefined}
                data-testid={`member-menu-${entry.id}`}
              >
                <Icon name={entry.icon} size={18} />
                <span className="member-menu-label">{label}</span>
                {badge ? (
                  <span className="member-menu-badge" data-testid={`member-badge-${entry.id}`}>
                    <span aria-hidden="true">{badge}</span>
                    <span className="visually-hidden">{t('memberCenter.badge', { count: count ?? 0 })}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
