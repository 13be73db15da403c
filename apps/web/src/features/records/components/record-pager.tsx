/** Previous / next page of a server-paged record table, with "page n of m". */
import { useTranslation } from 'react-i18next';

export function RecordPager({ pageNo, totalPages, onPage, testId }: { pageNo: number; totalPages: number; onPage: (n: number) => void; testId: string }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="records-pages" aria-label={t('records.pages')} data-testid={testId}>
      <button type="button" className="btn btn-sm" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)} data-testid={`${testId}-prev`}>{t('records.previousPage')}</button>
      <span>{t('records.page', { page: pageNo, total: totalPages })}</span>
      <button type="button" className="btn btn-sm" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)} data-testid={`${testId}-next`}>{t('records.nextPage')}</button>
    </nav>
  );
}
