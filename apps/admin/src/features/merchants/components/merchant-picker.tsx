/**
 * The top bar's merchant: a picker when the operator reaches more than one, else the merchant's name.
 * A change keeps the page but starts its list from page 1; on one player's page (a player of the old
 * merchant) it goes to the new merchant's player list.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MERCHANT_PARAM, useMerchant } from '../use-merchant';

export function MerchantPicker() {
  const { t } = useTranslation();
  const id = useId();
  const { merchants, current } = useMerchant();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  if (!current) return null;
  if (merchants.length === 1) {
    return (
      <p className="merchant-name">
        <span className="visually-hidden">{t('merchant.label')}: </span>
        <span data-testid="shell-merchant">{current.countryName}</span>
      </p>
    );
  }

  function choose(code: string) {
    // A merchant's own page follows the picker to the chosen merchant's page (its section kept).
    if (/^\/merchants\/[^/]+/.test(location.pathname)) {
      const next = new URLSearchParams(params);
      next.set(MERCHANT_PARAM, code);
      void navigate({ pathname: `/merchants/${encodeURIComponent(code)}`, search: `?${next.toString()}` });
      return;
    }
    if (/^\/players\/[^/]+/.test(location.pathname)) {
      void navigate({ pathname: '/players', search: `?${MERCHANT_PARAM}=${encodeURIComponent(code)}` });
      return;
    }
    const next = new URLSearchParams(params);
    next.set(MERCHANT_PARAM, code);
    next.delete('page');
    void navigate({ pathname: location.pathname, search: `?${next.toString()}` });
  }

  return (
    <div className="language-picker">
      <label htmlFor={id}>{t('merchant.label')}</label>
      <select id={id} data-testid="merchant-picker" value={current.merchantCode} onChange={(e) => choose(e.target.value)}>
        {merchants.map((m) => <option key={m.merchantCode} value={m.merchantCode}>{m.countryName}</option>)}
      </select>
    </div>
  );
}
