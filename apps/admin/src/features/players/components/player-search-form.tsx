/** The players search: what to look for, what it is (or Auto), and the status and kind filters. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KINDS, SEARCH_FIELDS, STATUSES, type PlayerSearch } from '../lib/player-search';

type Filters = Pick<PlayerSearch, 'q' | 'field' | 'status' | 'kind'>;

export function PlayerSearchForm({ initial, onSearch }: { initial: Filters; onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setFilters((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ ...filters, q: filters.q.trim() });
  }

  return (
    <form className="search-form" role="search" aria-label={t('players.search.label')} onSubmit={submit} data-testid="players-search">
      <div className="search-row">
        <div className="field search-text">
          <label className="field-label" htmlFor="players-q">{t('players.search.text')}</label>
          <input
            id="players-q" className="field-input" type="search" maxLength={64} value={filters.q} aria-describedby="players-q-hint"
            onChange={(e) => set('q', e.target.value)} data-testid="players-q"
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="players-field">{t('players.search.field')}</label>
          <select id="players-field" value={filters.field} onChange={(e) => set('field', e.target.value as Filters['field'])} data-testid="players-field">
            {SEARCH_FIELDS.map((f) => <option key={f} value={f}>{t(`players.fields.${f}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="players-status">{t('players.search.status')}</label>
          <select id="players-status" value={filters.status} onChange={(e) => set('status', e.target.value as Filters['status'])} data-testid="players-status">
            <option value="">{t('players.search.anyStatus')}</option>
            {STATUSES.map((s) => <option key={s} value={s}>{t(`players.statuses.${s}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="players-kind">{t('players.search.kind')}</label>
          <select id="players-kind" value={filters.kind} onChange={(e) => set('kind', e.target.value as Filters['kind'])} data-testid="players-kind">
            {KINDS.map((k) => <option key={k} value={k}>{t(`players.kinds.${k}`)}</option>)}
          </select>
        </div>
        <button type="submit" className="button button-primary" data-testid="players-submit">{t('players.search.submit')}</button>
      </div>
      {/* Under the whole row, so the fields keep one height and line up. */}
      <p id="players-q-hint" className="field-hint">{t('players.search.hint')}</p>
    </form>
  );
}
