/** A pager with previous/next and the page window of lib/pagination-window (lobby: 1 margin page, range 3). */
import { useTranslation } from 'react-i18next';
import { paginationWindow } from '../../lib/pagination-window';
import { Icon } from './icon';
import './pagination.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  range?: number;
  margin?: number;
  testId?: string;
}

export function Pagination({ page, totalPages, onChange, range = 3, margin = 1, testId = 'pagination' }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  return (
    <nav className="pagination" aria-label={t('lobby.pagination.label')} data-testid={testId}>
      <button type="button" className="pagination-step" onClick={() => go(page - 1)} disabled={page <= 1} aria-label={t('lobby.pagination.previous')} data-testid={`${testId}-prev`}>
        <Icon name="chevronLeft" size={16} />
      </button>
      {paginationWindow(page, totalPages, range, margin).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className="pagination-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className="pagination-page"
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t('lobby.pagination.page', { page: item.page })}
            onClick={() => go(item.page)}
            data-testid={`${testId}-page-${item.page}`}
          >
            {item.page}
          </button>
        ),
      )}
      <button type="button" className="pagination-step" onClick={() => go(page + 1)} disabled={page >= totalPages} aria-label={t('lobby.pagination.next')} data-testid={`${testId}-next`}>
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
