/** One page of games: provider and code, name in the back office's language, category, order, status, last change, actions (the hot badge is its pressed button). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorGame } from '@platform/contracts';
import { columnHelper, DataTable, type ServerSort } from '../../../components/data-table';
import { formatDateTimeIn } from '../../../lib/format';
import { nameIn } from '../lib/names';
import { GameActions, GameStatusCell } from './game-actions';

const helper = columnHelper<OperatorGame>();

export function GamesTable({ games, timeZone, sort }: { games: OperatorGame[]; timeZone: string; sort: ServerSort }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  const columns = useMemo(() => helper.columns([
    // The provider rides in the code's cell (one column less, so the list fits beside the lobby's look at 1280 px).
    helper.accessor('gameCode', {
      header: () => t('games.columns.code'),
      cell: (c) => <span className="cell-lines"><span className="muted">{c.row.original.vendorCode}</span><code>{c.getValue()}</code></span>,
    }),
    helper.accessor('names', {
      header: () => t('games.columns.name'),
      cell: (c) => <span className="cell-title" data-testid="game-name">{nameIn(c.getValue(), language)}</span>,
    }),
    helper.accessor('gameType', { header: () => t('games.columns.type'), cell: (c) => t(`games.types.${c.getValue()}`, { defaultValue: c.getValue() }) }),
    helper.accessor('sortOrder', { header: () => t('games.columns.order'), cell: (c) => <span className="number">{c.getValue()}</span> }),
    helper.accessor('status', { header: () => t('games.columns.status'), cell: (c) => <GameStatusCell game={c.row.original} name={nameIn(c.row.original.names, language)} /> }),
    helper.accessor('updatedAt', { header: () => t('games.columns.updatedAt'), cell: (c) => <time dateTime={c.getValue()}>{formatDateTimeIn(c.getValue(), language, timeZone)}</time> }),
    helper.display({ id: 'actions', header: () => t('games.columns.actions'), cell: ({ row }) => <GameActions game={row.original} name={nameIn(row.original.names, language)} /> }),
  ]), [t, language, timeZone]);

  return <DataTable caption={t('games.caption')} columns={columns} data={games} rowId={(g) => String(g.id)} testId="games-table" sort={sort} />;
}
