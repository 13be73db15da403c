/** Previous / next and the page size of a list paged by the server. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/format';

export const PAGE_SIZES = [20, 50, 100] as const;

export function Pager({ page, pages, pageSize, hasNext, onPage, onPageSize, label }: {
  page: number;
  /** Unknown when the count was capped: then only "page N". */
  pages?: number;
  pageSize: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** Names the navigation landmark ("Pages of players"). */
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button button-quiet" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-previous">
        {t('pager.previous')}
      </button>
      <p aria-live="polite" data-testid="pager-page">{pages === undefined
        ? t('pager.page', { page: formatCount(page, i18n.language) })
        : t('pager.pageOf', { page: formatCount(page, i18n.language), pages: formatCount(pages, i18n.language) })}</p>
      <button type="button" className="button button-quiet" disabled={!hasNext} onClick={() => onPage(page + 1)} data-testid="pager-next">
        {t('pager.next')}
      </button>
      <div className="field field-inline">
        <label className="field-label" htmlFor={id}>{t('pager.size')}</label>
        <select id={id} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} data-testid="pager-size">
          {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </div>
    </nav>
  );
}
