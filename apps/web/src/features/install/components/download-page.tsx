/**
 * /down (spec §2): the merchant's app — a QR code of its address for opening on a phone, the install
 * button where the browser offers one, and the "add to home screen" guides for iPhone and Android.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { Icon } from '../../../components/ui/icon';
import { usePermission } from '../../../lib/permission-context';
import { installUrl, isAppleMobile } from '../lib/install-url';
import { qrCodeImage } from '../lib/qr-code';
import { promptInstall, useInstallState } from '../lib/install-prompt';
import { GuidePicture, type GuidePlatform } from './guide-picture';
import './download-page.css';

const STEPS = [1, 2, 3] as const;

function Guide({ platform }: { platform: GuidePlatform }) {
  const { t } = useTranslation();
  return (
    <section className="install-guide" aria-labelledby={`install-guide-${platform}`} data-testid={`install-guide-${platform}`}>
      <h2 id={`install-guide-${platform}`}>
        <Icon name={platform === 'ios' ? 'phone' : 'download'} size={20} aria-hidden="true" />
        {t(`install.${platform}.title`)}
      </h2>
      <ol className="install-steps">
        {STEPS.map((step) => (
          <li key={step} className="install-step">
            <GuidePicture platform={platform} step={step} />
            <p>
              <span className="install-step-number">{t('install.step', { n: step })}</span>
              {t(`install.${platform}.step${step}`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function DownloadPage() {
  const { t } = useTranslation();
  const { whitelabel, mainDomain } = usePermission().info;
  const url = installUrl(mainDomain);
  // Drawn in the render, so the server draws it into the page too: the page's largest image (decision 0040).
  const qr = useMemo(() => (url ? qrCodeImage(url) : null), [url]);
  const state = useInstallState();
  const [apple] = useState(() => typeof navigator !== 'undefined' && isAppleMobile(navigator.userAgent, navigator.maxTouchPoints ?? 0));
  const guides: GuidePlatform[] = apple ? ['ios', 'android'] : ['android', 'ios'];

  return (
    <div className="install-page" data-testid="page-download">
      <header className="install-hero">
        <BrandLogo siteName={whitelabel.siteName} logoUrl={whitelabel.logoUrl} linked={false} size="lg" />
        <h1 className="install-title">{t('install.title', { site: whitelabel.siteName })}</h1>
        <p className="install-intro">{t('install.intro', { site: whitelabel.siteName })}</p>
        {state === 'available' ? (
          <button type="button" className="btn btn-primary btn-lg" data-testid="install-button" onClick={() => void promptInstall()}>
            <Icon name="download" size={20} />
            <span>{t('install.installButton')}</span>
          </button>
        ) : (
          <p className="install-note" data-testid="install-note">
            {state === 'installed' ? t('install.installed') : apple ? t('install.iosNote') : t('install.noPrompt')}
          </p>
        )}
      </header>

      {url ? (
        <section className="install-qr" aria-labelledby="install-qr-title">
          <h2 id="install-qr-title">{t('install.qrTitle')}</h2>
          {qr ? <img src={qr} width={200} height={200} alt={t('install.qrAlt', { url })} data-testid="install-qr" /> : <div className="install-qr-placeholder" aria-hidden="true" />}
          <p className="install-url" data-testid="install-url">{url}</p>
        </section>
      ) : null}

      <div className="install-guides">
        {guides.map((platform) => <Guide key={platform} platform={platform} />)}
      </div>
    </div>
  );
}
