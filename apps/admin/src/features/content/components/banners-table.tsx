/** A group's banners in the player site's order: the art, title, status, what it opens, the period and the actions. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorBanner } from '@platform/contracts';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatDateTimeIn } from '../../../lib/format';
import { textIn } from '../lib/content-words';
import { RowActions } from './row-actions';

const helper = columnHelper<OperatorBanner>();

export function BannersTable({ banners, timeZone }: { banners: OperatorBanner[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  const columns = useMemo(() => {
    const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTimeIn(iso, language, timeZone)}</time> : <span className="muted">{t('content.open')}</span>);
    return helper.columns([
      helper.display({ id: 'position', header: () => t('content.columns.position'), cell: ({ row }) => <span className="number">{row.index + 1}</span> }),
      helper.accessor('url', {
        header: () => t('content.columns.image'),
        // Decorative: the title in the next column names the banner.
        cell: (c) => <img className="banner-thumb" src={c.getValue()} alt="" width={150} height={50} loading="lazy" />,
      }),
      helper.accessor('titles', {
        header: () => t('content.columns.title'),
        cell: (c) => <span className="cell-title" data-testid="banner-row-title">{textIn(c.getValue(), language)}</span>,
      }),
      helper.accessor('status', {
        header: () => t('content.status'),
        cell: (c) => <span className={`badge ${c.getValue() === 'active' ? '' : 'badge-muted'}`}>{t(`content.statuses.${c.getValue()}`)}</span>,
      }),
      helper.accessor('linkageType', {
        header: () => t('content.columns.link'),
        cell: (c) => (c.getValue() ? <span className="cell-lines"><span>{t(`content.linkages.${c.getValue()!}`)}</span><code>{c.row.original.target}</code></span> : <span className="muted">{t('content.linkages.none')}</span>),
      }),
      helper.accessor('startsAt', { header: () => t('content.startsAt'), cell: (c) => when(c.getValue()) }),
      helper.accessor('endsAt', { header: () => t('content.endsAt'), cell: (c) => when(c.getValue()) }),
      helper.display({
        id: 'actions', header: () => t('content.columns.actions'),
        cell: ({ row }) => <RowActions id={row.original.id} title={textIn(row.original.titles, language)} status={row.original.status} />,
      }),
    ]);
  }, [t, language, timeZone]);

  return <DataTable caption={t('content.banners.caption')} columns={columns} data={banners} rowId={(b) => String(b.id)} testId="banners-table" />;
}
