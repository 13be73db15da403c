/** The games search: a name or code, and the vendor, category, status and hot filters. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_STATUSES, GAME_TYPES, type OperatorVendor } from '@platform/contracts';
import type { GameSearch } from '../lib/game-search';

export type GameFilters = Pick<GameSearch, 'q' | 'vendor' | 'type' | 'status' | 'hot'>;

export function GameSearchForm({ initial, vendors, onSearch }: { initial: GameFilters; vendors: OperatorVendor[]; onSearch: (filters: GameFilters) => void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const set = <K extends keyof GameFilters>(key: K, value: GameFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ ...filters, q: filters.q.trim() });
  }

  return (
    <form className="search-form" role="search" aria-label={t('games.search.label')} onSubmit={submit} data-testid="games-search">
      <div className="search-row">
        <div className="field search-text">
          <label className="field-label" htmlFor="games-q">{t('games.search.text')}</label>
          <input id="games-q" className="field-input" type="search" maxLength={100} value={filters.q} aria-describedby="games-q-hint"
            onChange={(e) => set('q', e.target.value)} data-testid="games-q" />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="games-vendor">{t('games.columns.vendor')}</label>
          <select id="games-vendor" value={filters.vendor} onChange={(e) => set('vendor', e.target.value)} data-testid="games-vendor">
            <option value="">{t('games.search.anyVendor')}</option>
            {vendors.map((v) => <option key={v.code} value={v.code}>{v.name}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="games-type">{t('games.columns.type')}</label>
          <select id="games-type" value={filters.type} onChange={(e) => set('type', e.target.value as GameFilters['type'])} data-testid="games-type">
            <option value="">{t('games.search.anyType')}</option>
            {GAME_TYPES.map((g) => <option key={g} value={g}>{t(`games.types.${g}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="games-status">{t('games.columns.status')}</label>
          <select id="games-status" value={filters.status} onChange={(e) => set('status', e.target.value as GameFilters['status'])} data-testid="games-status">
            <option value="">{t('games.search.anyStatus')}</option>
            {CATALOGUE_STATUSES.map((s) => <option key={s} value={s}>{t(`games.statuses.${s}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="games-hot">{t('games.columns.hot')}</label>
          <select id="games-hot" value={filters.hot} onChange={(e) => set('hot', e.target.value as GameFilters['hot'])} data-testid="games-hot">
            <option value="">{t('games.search.anyHot')}</option>
            <option value="true">{t('games.search.hotOnly')}</option>
            <option value="false">{t('games.search.notHot')}</option>
          </select>
        </div>
        <button type="submit" className="button button-primary" data-testid="games-submit">{t('games.search.submit')}</button>
      </div>
      <p id="games-q-hint" className="field-hint">{t('games.search.hint')}</p>
    </form>
  );
}
