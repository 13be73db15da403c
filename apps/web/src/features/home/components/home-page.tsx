/**
 * Home page shell: hero, category menu and the lobby area. The lobby content (banner carousel,
 * notice marquee, hot games, provider strip, game rows, winners board) belongs to the games
 * issue; the lobby shows a designed empty state until then.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import type { NavEntry } from '../../../lib/navigation';
import './home-page.css';

export function HomePage({ siteName, navEntries, isLogin }: { siteName: string; navEntries: NavEntry[]; isLogin: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="home" data-testid="home-page">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="home-hero-copy">
          <span className="home-hero-kicker">
            <Icon name="sparkles" size={16} /> {t('home.kicker')}
          </span>
          <h1 id="home-hero-title" className="home-hero-title">
            {t('home.heroTitle', { siteName })}
          </h1>
          <p className="home-hero-text">{t('home.heroText')}</p>
          <div className="home-hero-actions">
            {isLogin ? null : (
              <Link to="/register" className="btn btn-primary btn-lg">
                {t('home.joinNow')}
              </Link>
            )}
            <Link to="/promotions" className="btn btn-ghost btn-lg">
              <Icon name="gift" size={18} />
              {t('nav.promotions')}
            </Link>
          </div>
        </div>
        <div className="home-hero-art" aria-hidden="true">
          <div className="hero-card hero-card-back">
            <span>A</span>
            <span className="hero-suit">♠</span>
          </div>
          <div className="hero-card hero-card-front">
            <span>K</span>
            <span className="hero-suit hero-suit-red">♥</span>
          </div>
          <div className="hero-chip hero-chip-a" />
          <div className="hero-chip hero-chip-b" />
          <div className="hero-glow" />
        </div>
      </section>

      <nav className="home-categories" aria-label={t('home.categories')}>
        {navEntries.map((entry) => (
          <Link key={entry.category} to={entry.path} className="home-category" data-testid={`home-category-${entry.category}`}>
            <span className="home-category-icon">
              <Icon name={entry.icon} size={22} />
            </span>
            <span>{t(entry.labelKey)}</span>
          </Link>
        ))}
      </nav>

      <section className="home-lobby" aria-labelledby="home-lobby-title">
        <div className="home-section-head">
          <h2 id="home-lobby-title" className="home-section-title">
            <Icon name="fire" size={20} /> {t('home.lobbyTitle')}
          </h2>
        </div>
        <EmptyState
          icon="slots"
          badge={t('common.comingSoon')}
          title={t('home.lobbyEmptyTitle')}
          description={t('home.lobbyEmptyText')}
          testId="home-lobby-empty"
        />
      </section>

      <section className="home-perks" aria-label={t('home.perksTitle')}>
        {(['support', 'languages', 'responsible'] as const).map((perk) => (
          <article key={perk} className="home-perk">
            <span className="home-perk-icon">
              <Icon name={perk === 'support' ? 'headset' : perk === 'languages' ? 'globe' : 'star'} size={22} />
            </span>
            <h3>{t(`home.perks.${perk}.title`)}</h3>
            <p>{t(`home.perks.${perk}.text`)}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
