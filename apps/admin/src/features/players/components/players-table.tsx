/** One page of players as a table: words for types and states, money in the UI language, times in the merchant's zone. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlayerListPage } from '@platform/contracts';
import { columnHelper, DataTable, type ServerSort } from '../../../components/data-table';
import { formatDateTimeIn, formatMoney } from '../../../lib/format';
import { useMerchantSearch } from '../../merchants/use-merchant';
import { playerTypeKey } from '../lib/player-words';

type Entry = PlayerListPage['list'][number];
const helper = columnHelper<Entry>();

export function PlayersTable({ page, isoCurrency, timeZone, sort }: {
  page: PlayerListPage;
  isoCurrency: string | undefined;
  timeZone: string;
  sort: ServerSort;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const withMerchant = useMerchantSearch();

  const columns = useMemo(() => {
    const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTimeIn(iso, language, timeZone)}</time> : t('players.never'));
    const none = (value: string | null) => value ?? <span className="muted">{t('players.none')}</span>;
    return helper.columns([
      helper.accessor('username', {
        header: () => t('players.columns.username'),
        cell: (c) => <Link to={{ pathname: `/players/${c.row.original.id}`, search: withMerchant() }} data-testid="player-link">{c.getValue()}</Link>,
      }),
      helper.accessor('type', { header: () => t('players.columns.type'), cell: (c) => t(playerTypeKey(c.getValue())) }),
      helper.accessor('status', {
        header: () => t('players.columns.status'),
        cell: (c) => (
          <>
            {t(`players.statuses.${c.getValue()}`)}
            {c.row.original.locked ? <> <span className="badge badge-warn">{t('players.locked')}</span></> : null}
          </>
        ),
      }),
      helper.accessor('mobile', { header: () => t('players.columns.mobile'), cell: (c) => none(c.getValue()) }),
      helper.accessor('email', { header: () => t('players.columns.email'), cell: (c) => none(c.getValue()) }),
      helper.accessor('balance', {
        header: () => t('players.columns.balance'),
        cell: (c) => <span className="number">{formatMoney(c.getValue(), page.currency, isoCurrency, language)}</span>,
      }),
      helper.accessor('uplineUsername', { header: () => t('players.columns.upline'), cell: (c) => none(c.getValue()) }),
      helper.accessor('createdAt', { header: () => t('players.columns.createdAt'), cell: (c) => when(c.getValue()) }),
      helper.accessor('lastLoginAt', { header: () => t('players.columns.lastLoginAt'), cell: (c) => when(c.getValue()) }),
    ]);
  }, [t, language, timeZone, page.currency, isoCurrency, withMerchant]);

  return <DataTable caption={t('players.caption')} columns={columns} data={page.list} rowId={(p) => String(p.id)} testId="players-table" sort={sort} />;
}
