/**
 * Home page shell: hero, the games lobby (category menu, search, hot games, provider strip, game
 * rows, winners board; handed in by the route, as features do not import each other) and perks.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import './home-page.css';

export function HomePage({ siteName, isLogin, lobby, announcements }: { siteName: string; isLogin: boolean; lobby: ReactNode; announcements?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="home" data-testid="home-page">
      {announcements}
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

      {lobby}

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
