/**
 * The money settings (wallet limits, wallet mode, withdrawal settings, deposit channels) change through
 * approvals (decision 0052) on their own page; this section says so and leads there.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMerchantSearch } from '../use-merchant';

export function MoneySection() {
  const { t } = useTranslation();
  const withMerchant = useMerchantSearch();
  return (
    <section className="stack" aria-labelledby="money-title" data-testid="money-section">
      <h2 id="money-title">{t('merchants.money.title')}</h2>
      <p>{t('merchants.money.text')}</p>
      <p><Link to={{ pathname: '/money', search: withMerchant() }}>{t('nav.money')}</Link></p>
    </section>
  );
}
