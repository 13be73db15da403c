/** A finance queue's filters: status, channel, amount range (major units) and age; checked before the call. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { filterProblem, type QueueSearch } from '../lib/queue-search';

type Filters = Pick<QueueSearch, 'status' | 'channel' | 'min' | 'max' | 'age'>;

export function QueueFilters({ prefix, statuses, channels, initial, onSearch }: {
  /** `deposits` or `withdrawals`: ids, test ids and the status words. */
  prefix: 'deposits' | 'withdrawals';
  statuses: readonly string[];
  /** Channel codes to choose from. */
  channels: readonly string[];
  initial: Filters;
  onSearch: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const [problem, setProblem] = useState<ReturnType<typeof filterProblem>>(null);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  const id = (name: string) => `${prefix}-${name}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { ...filters, min: filters.min.trim(), max: filters.max.trim(), age: filters.age.trim() };
    const found = filterProblem(next);
    setProblem(found);
    if (!found) onSearch(next);
  }

  const error = (field: 'min' | 'max' | 'age') => (problem === field || (problem === 'range' && field === 'max') ? t(`finance.filters.problems.${problem}`) : undefined);
  const described = (field: 'min' | 'max' | 'age') => (error(field) ? `${id(field)}-error` : undefined);
  const numberField = (field: 'min' | 'max' | 'age', mode: 'decimal' | 'numeric') => (
    <div className="field">
      <label className="field-label" htmlFor={id(field)}>{t(`finance.filters.${field}`)}</label>
      <input
        id={id(field)} className="field-input" inputMode={mode} autoComplete="off" size={10} value={filters[field]}
        aria-invalid={error(field) ? true : undefined} aria-describedby={described(field)}
        onChange={(e) => set(field, e.target.value)} data-testid={id(field)}
      />
      {error(field) ? <p id={`${id(field)}-error`} className="field-error">{error(field)}</p> : null}
    </div>
  );

  return (
    <form className="search-form" role="search" aria-label={t('finance.filters.label')} onSubmit={submit} noValidate data-testid={id('filters')}>
      <div className="search-row search-row-top">
        <div className="field">
          <label className="field-label" htmlFor={id('status')}>{t('finance.filters.status')}</label>
          <select id={id('status')} value={filters.status} onChange={(e) => set('status', e.target.value)} data-testid={id('status')}>
            <option value="all">{t('finance.filters.anyStatus')}</option>
            {statuses.map((s) => <option key={s} value={s}>{t(`finance.${prefix}.statuses.${s}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={id('channel')}>{t('finance.filters.channel')}</label>
          <select id={id('channel')} value={filters.channel} onChange={(e) => set('channel', e.target.value)} data-testid={id('channel')}>
            <option value="">{t('finance.filters.anyChannel')}</option>
            {[...new Set([...channels, ...(filters.channel ? [filters.channel] : [])])].map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </div>
        {numberField('min', 'decimal')}
        {numberField('max', 'decimal')}
        {numberField('age', 'numeric')}
        <button type="submit" className="button button-primary" data-testid={id('submit')}>{t('finance.filters.submit')}</button>
      </div>
      <p className="field-hint">{t('finance.filters.hint')}</p>
    </form>
  );
}
