/**
 * Footer (spec §2): game categories, help list, description, social and service icons,
 * provider badges, the 18+ statement and the disclaimer.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { ContactLinkList, useSocialLinks } from '../../components/contact-links';
import { CustomerServiceButton } from '../../components/customer-service-button';
import { useHelpCenter } from '../../features/help-center/api/get-help-center';
import { formatYear } from '../../lib/format';
import type { NavEntry } from '../../lib/navigation';
import { usePermission } from '../../lib/permission-context';
import { useAppStore } from '../../stores/app-store';
import './footer.css';

/** Provider marks drawn as text badges (brand codes, not translated; no external images). */
const PROVIDERS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
const HELP_LINKS_SHOWN = 8;

export function Footer({ navEntries }: { navEntries: NavEntry[] }) {
  const { t } = useTranslation();
  const permission = usePermission();
  const language = useAppStore((s) => s.language);
  const merchantCode = useAppStore((s) => s.merchantCode);
  const help = useHelpCenter(merchantCode, language);
  const social = useSocialLinks();
  const { whitelabel } = permission.info;
  const helpItems = (help.data ?? []).flatMap((s) => s.items).slice(0, HELP_LINKS_SHOWN);

  return (
    <footer className="footer" data-testid="site-footer">
      <div className="footer-grid">
        <section className="footer-brand">
          <BrandLogo siteName={whitelabel.siteName} logoUrl={whitelabel.logoUrl} />
          <p className="footer-text">{t('footer.description', { siteName: whitelabel.siteName })}</p>
          <div className="footer-contact">
            <ContactLinkList links={social} className="footer-icons" itemClassName="footer-icon" showLabels={false} />
            <CustomerServiceButton variant="icon" className="footer-icon" />
          </div>
        </section>
        <nav className="footer-col" aria-label={t('footer.games')}>
          <h2 className="footer-heading">{t('footer.games')}</h2>
          <ul>
            {navEntries.map((entry) => (
              <li key={entry.category}>
                <Link to={entry.path} className="footer-link">
                  {t(entry.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer-col" aria-label={t('footer.help')}>
          <h2 className="footer-heading">{t('footer.help')}</h2>
          <ul data-testid="footer-help-list">
            {helpItems.map((item) => (
              <li key={item.id}>
                <Link to={`/help#${encodeURIComponent(item.id)}`} className="footer-link">
                  {item.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/help" className="footer-link footer-link-strong">
                {t('help.title')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>

      <div className="footer-providers">
        <h2 className="footer-heading">{t('footer.providers')}</h2>
        <ul className="provider-list">
          {PROVIDERS.map((code) => (
            <li key={code} className="provider-badge" data-testid={`provider-${code}`}>
              {code}
            </li>
          ))}
        </ul>
      </div>

      <div className="footer-legal">
        <span className="age-badge" aria-label={t('footer.ageLabel')}>
          18+
        </span>
        <div className="footer-legal-text">
          <p>{t('footer.ageStatement')}</p>
          <p>{t('footer.disclaimer')}</p>
          <p className="footer-copy">{t('footer.copyright', { year: formatYear(new Date(), language, permission.info.merchant.timeZone), siteName: whitelabel.siteName })}</p>
        </div>
      </div>
    </footer>
  );
}
