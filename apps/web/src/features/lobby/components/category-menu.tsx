/** The home page's horizontal category menu (a swipeable strip): home first, then categories with vendors. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { HOME_ENTRY, type NavEntry } from '../../../lib/navigation';

export function CategoryMenu({ entries, value, onChange }: { entries: NavEntry[]; value: string | null; onChange: (category: string) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="category-menu" aria-label={t('lobby.categories')} data-testid="category-menu">
      {[HOME_ENTRY, ...entries].map((entry) => (
        <button
          key={entry.category}
          type="button"
          className="category-menu-item"
          aria-pressed={value === entry.category}
          onClick={() => onChange(entry.category)}
          data-testid={`category-menu-${entry.category}`}
        >
          <span className="category-menu-icon">
            <Icon name={entry.icon} size={20} />
          </span>
          <span>{t(entry.labelKey)}</span>
        </button>
      ))}
    </nav>
  );
}
