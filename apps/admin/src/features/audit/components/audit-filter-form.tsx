/** The audit log's filters: operator, action, object, merchant and a period of days in the page's time zone. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../home/api/get-me';
import { useMerchant } from '../../merchants/use-merchant';
import type { AuditSearch } from '../lib/audit-search';

export type AuditFilters = Pick<AuditSearch, 'actor' | 'action' | 'target' | 'scope' | 'from' | 'to'>;

export function AuditFilterForm({ initial, onSearch }: { initial: AuditFilters; onSearch: (filters: AuditFilters) => void }) {
  const { t } = useTranslation();
  const { merchants } = useMerchant();
  const me = useMe();
  const [filters, setFilters] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof AuditFilters, value: string) => setFilters((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (filters.from && filters.to && filters.from > filters.to) {
      setProblem(t('audit.filters.periodWrong'));
      return;
    }
    setProblem(null);
    onSearch({ ...filters, actor: filters.actor.trim(), action: filters.action.trim(), target: filters.target.trim() });
  }

  const text = (key: 'actor' | 'action' | 'target', max: number) => (
    <div className="field search-text">
      <label className="field-label" htmlFor={`audit-${key}`}>{t(`audit.filters.${key}`)}</label>
      <input
        id={`audit-${key}`} className="field-input" type="search" maxLength={max} value={filters[key]} aria-describedby={`audit-${key}-hint`}
        onChange={(e) => set(key, e.target.value)} data-testid={`audit-${key}`}
      />
      <p id={`audit-${key}-hint`} className="field-hint">{t(`audit.filters.${key}Hint`)}</p>
    </div>
  );
  const date = (key: 'from' | 'to') => (
    <div className="field">
      <label className="field-label" htmlFor={`audit-${key}`}>{t(`audit.filters.${key}`)}</label>
      <input id={`audit-${key}`} className="field-input" type="date" value={filters[key]} onChange={(e) => set(key, e.target.value)} data-testid={`audit-${key}`} />
    </div>
  );

  return (
    <form className="search-form" role="search" aria-label={t('audit.filters.label')} onSubmit={submit} data-testid="audit-filters">
      <div className="search-row search-row-top">
        {text('actor', 100)}
        {text('action', 64)}
        {text('target', 200)}
      </div>
      <div className="search-row">
        {/* An operator bound to one merchant sees only that one: no choice to offer. */}
        {me.data?.merchantCode === null ? (
          <div className="field">
            <label className="field-label" htmlFor="audit-scope">{t('audit.filters.merchant')}</label>
            <select id="audit-scope" value={filters.scope} onChange={(e) => set('scope', e.target.value)} data-testid="audit-scope">
              <option value="">{t('home.allMerchants')}</option>
              {merchants.map((m) => <option key={m.merchantCode} value={m.merchantCode}>{m.countryName}</option>)}
            </select>
          </div>
        ) : null}
        {date('from')}
        {date('to')}
        <button type="submit" className="button button-primary" data-testid="audit-submit">{t('audit.filters.submit')}</button>
      </div>
      {problem ? <p className="field-error" role="alert">{problem}</p> : null}
    </form>
  );
}
