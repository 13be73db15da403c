/**
 * One merchant (decision 0051): its settings in sections, one shown at a time and named in the URL
 * (`?section=`), so a link or a reload comes back to it. Roles without merchants.settings see the values
 * read-only; blocks follow merchants.blocks. The money settings have their own, separate section.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermissions } from '../../access/use-permissions';
import { useMerchantSettings } from '../api/get-merchant-settings';
import { merchantErrorText } from '../lib/merchant-error-text';
import { useMerchantSearch } from '../use-merchant';
import { BlocksSection } from './blocks-section';
import { DomainsSection } from './domains-section';
import { FeaturesSection } from './features-section';
import { GeneralSection } from './general-section';
import { MoneySection } from './money-section';
import { RegisterFieldsSection } from './register-fields-section';
import { SessionSection } from './session-section';
import { SocialSection } from './social-section';
import { StatusSection } from './status-section';
import { SupportSection } from './support-section';
import { WhitelabelSection } from './whitelabel-section';
import './merchants.css';

export const SECTIONS = ['general', 'status', 'whitelabel', 'features', 'fields', 'domains', 'blocks', 'session', 'social', 'support', 'money'] as const;
type Section = (typeof SECTIONS)[number];

export function MerchantPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const [params] = useSearchParams();
  const wanted = params.get('section');
  const section: Section = (SECTIONS as readonly string[]).includes(wanted ?? '') ? (wanted as Section) : 'general';
  const settings = useMerchantSettings(code);
  const { can } = usePermissions();
  const withMerchant = useMerchantSearch();
  const editable = can('merchants.settings');
  const name = settings.data?.merchant.countryName ?? code;
  usePageTitle(t('merchants.page.title', { name }));

  // Each section keeps its draft until saved; a key per merchant starts it again for another merchant.
  const data = settings.data;
  const body: Record<Section, () => ReactNode> = {
    general: () => data && <GeneralSection key={code} code={code} initial={data.merchant} editable={editable} />,
    status: () => data && <StatusSection key={code} code={code} settings={data} editable={editable} />,
    whitelabel: () => data && <WhitelabelSection key={code} code={code} initial={data.whitelabel} editable={editable} />,
    features: () => data && <FeaturesSection key={code} code={code} initial={data.features} editable={editable} />,
    fields: () => data && <RegisterFieldsSection key={code} code={code} initial={data.registerFields} editable={editable} />,
    domains: () => data && <DomainsSection key={code} code={code} initial={data.domainRoute} editable={editable} />,
    blocks: () => <BlocksSection key={code} code={code} />,
    session: () => data && <SessionSection key={code} code={code} initial={data.sessionPolicy} editable={editable} />,
    social: () => <SocialSection key={code} code={code} editable={editable} />,
    support: () => <SupportSection key={code} code={code} editable={editable} />,
    money: () => <MoneySection />,
  };

  return (
    <section className="stack" aria-busy={settings.isPending}>
      <p><Link to={{ pathname: '/merchants', search: withMerchant() }}>{t('merchants.page.back')}</Link></p>
      <h1 data-testid="merchant-title">{t('merchants.page.title', { name })}</h1>
      {data ? <p className="field-hint">{t('merchants.page.facts', { code: data.merchant.merchantCode, currency: data.merchant.currency, zone: data.merchant.timeZone })}</p> : null}
      {!editable && data ? <Alert tone="info" testId="merchant-read-only">{t('merchants.page.readOnly')}</Alert> : null}
      <nav aria-label={t('merchants.page.sections')} className="section-nav">
        <ul>
          {SECTIONS.map((s) => (
            <li key={s} className={s === 'money' ? 'section-nav-apart' : undefined}>
              <Link to={{ search: withMerchant({ section: s }) }} aria-current={s === section ? 'page' : undefined} data-testid={`section-${s}`}>
                {t(`merchants.sections.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {settings.error ? <Alert tone="error" testId="merchant-error">{merchantErrorText(t, settings.error)}</Alert> : null}
      {settings.isPending ? <p role="status">{t('merchants.loading')}</p> : null}
      <div className="panel" data-testid={`merchant-section-${section}`}>{body[section]()}</div>
    </section>
  );
}
