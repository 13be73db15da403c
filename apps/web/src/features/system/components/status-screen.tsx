/** Full-page maintenance (status 1) and blocked-region (status 2) screens (spec §2, §4). */
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { CustomerServiceButton } from '../../../components/customer-service-button';
import { Icon } from '../../../components/ui/icon';
import './status-screen.css';

interface Brand {
  siteName: string;
  logoUrl: string;
}

function StatusLayout({ brand, icon, title, notice, testId, children }: {
  brand: Brand;
  icon: 'wrench' | 'shieldOff';
  title: string;
  notice: string;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <main className="status-screen" data-testid={testId}>
      <div className="status-card">
        <BrandLogo siteName={brand.siteName} logoUrl={brand.logoUrl} linked={false} size="lg" />
        <div className="status-orb" aria-hidden="true">
          <Icon name={icon} size={44} />
        </div>
        <h1 className="status-title">{title}</h1>
        {children}
        <p className="status-notice" data-testid="status-notice">{notice}</p>
        <CustomerServiceButton variant="primary" className="btn-lg" />
      </div>
    </main>
  );
}

export function MaintenanceScreen({ brand, notice }: { brand: Brand; notice: string | null }) {
  const { t } = useTranslation();
  return <StatusLayout brand={brand} icon="wrench" title={t('status.maintenanceTitle')} notice={notice || t('status.maintenanceNotice')} testId="maintenance-screen" />;
}

export function BlockedScreen({ brand, notice, ip }: { brand: Brand; notice: string | null; ip: string }) {
  const { t } = useTranslation();
  return (
    <StatusLayout brand={brand} icon="shieldOff" title={t('status.blockedTitle')} notice={notice || t('status.blockedNotice')} testId="blocked-screen">
      <p className="status-ip">
        {t('status.yourIp')} <strong data-testid="visitor-ip">{ip}</strong>
      </p>
    </StatusLayout>
  );
}

/**
 * A staging site (production with STAND_INS=on, decision 0029) says so on every page: its payments and
 * game provider are stand-ins, so nobody should mistake it for the real site.
 */
export function StagingBanner() {
  const { t } = useTranslation();
  return (
    <p className="staging-banner" role="status" data-testid="staging-banner">
      {t('status.stagingBanner')}
    </p>
  );
}
