/** The player directory (decision 0046): search, filters, server-side sorting and pages, all kept in the URL. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { Pager } from '../../../components/pager';
import { errorText } from '../../../lib/error-text';
import { formatCount } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMerchant } from '../../merchants/use-merchant';
import { downloadPlayers } from '../api/download-players';
import { usePlayers } from '../api/get-players';
import { readSearch, SORT_COLUMNS, sortBy, writeSearch, type PlayerSearch } from '../lib/player-search';
import { PlayerSearchForm } from './player-search-form';
import { PlayersTable } from './players-table';

/** The server counts up to this many and then says "at least" (decision 0046). */
const COUNT_CAP = 10_000;

export function PlayersPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('players.title'));
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const merchant = useMerchant();
  const players = usePlayers(merchant.current?.merchantCode, search);
  // Each change is a history entry, so the browser's back button undoes a search, a sort or a page.
  const go = (next: PlayerSearch) => setParams(writeSearch(params, next));
  const timeZone = merchant.current?.timeZone ?? 'UTC';
  const data = players.data;
  const pages = data && !data.totalCapped ? Math.max(1, Math.ceil(data.totalCount / search.size)) : undefined;
  const error = merchant.error ?? players.error;

  return (
    <section className="stack" aria-busy={merchant.pending || players.isFetching}>
      <h1>{t('players.title')}</h1>
      <PlayerSearchForm
        key={`${search.q}|${search.field}|${search.status}|${search.kind}`}
        initial={search}
        onSearch={(filters) => go({ ...search, ...filters, page: 1 })}
      />
      <p className="field-hint" data-testid="players-zone">{t('players.timeZone', { zone: timeZone })}</p>
      <ExportCsvButton testId="players" disabled={!merchant.current}
        download={(language) => downloadPlayers(merchant.current!.merchantCode, search, language)} />
      {error ? <Alert tone="error" testId="players-error">{errorText(t, error)}</Alert> : null}
      {players.isPending && !error ? <p role="status">{t('players.loading')}</p> : null}
      {data ? (
        <>
          <p role="status" data-testid="players-count">
            {data.totalCapped
              ? t('players.countCapped', { total: formatCount(COUNT_CAP, i18n.language) })
              : t('players.count', { total: formatCount(data.totalCount, i18n.language) })}
          </p>
          {data.list.length === 0 ? (
            <Alert tone="info" testId="players-empty">{search.q ? t('players.emptySearch') : t('players.empty')}</Alert>
          ) : (
            <PlayersTable
              page={data}
              isoCurrency={merchant.current?.isoCurrency}
              timeZone={timeZone}
              sort={{ columns: SORT_COLUMNS, by: search.sort, order: search.order, onSort: (c) => go(sortBy(search, c as PlayerSearch['sort'])) }}
            />
          )}
          <Pager
            label={t('players.pages')}
            page={search.page}
            pages={pages}
            pageSize={search.size}
            hasNext={pages !== undefined ? search.page < pages : data.list.length === search.size}
            onPage={(page) => go({ ...search, page })}
            onPageSize={(size) => go({ ...search, size, page: 1 })}
          />
        </>
      ) : null}
    </section>
  );
}
