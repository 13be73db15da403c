/** The provider strip of the home page: every vendor with games, each opening its game list page. */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVendorCategories } from '../../../lib/get-vendor-categories';
import { uniqueVendors } from '../lib/vendors';
import { SectionHead } from './section-head';

export function ProviderStrip() {
  const { t } = useTranslation();
  const { data } = useVendorCategories();
  const vendors = useMemo(() => uniqueVendors(data), [data]);
  if (vendors.length === 0) return null;
  return (
    <section className="lobby-section" aria-labelledby="lobby-providers-title" data-testid="home-provider-strip">
      <SectionHead id="lobby-providers-title" icon="star" title={t('lobby.providers')} />
      <ul className="provider-strip">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link to={`/provider?vassalage=${encodeURIComponent(vendor.vassalage)}`} className="provider-chip" data-testid={`provider-chip-${vendor.vassalage}`} data-maintenance={vendor.maintenance || undefined}>
              <img src={vendor.iconUrl} alt="" width={28} height={28} loading="lazy" />
              <span>{vendor.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
