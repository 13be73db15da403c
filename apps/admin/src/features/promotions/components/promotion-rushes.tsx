/**
 * A red envelope promotion's rushes (decision 0058, "Red envelopes"), newest first and paged by the server: when
 * each ran (the merchant's time), where it stands (open; ended, what is left being given back; closed), how many
 * of its envelopes were taken, its pool, what it paid and what went back to the budget, in the merchant's
 * currency. A rush is there from its first envelope taken (it opens with it).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPromotion, OperatorRush } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { columnHelper, DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { errorText } from '../../../lib/error-text';
import { formatCount, formatDateTimeIn, formatMoney } from '../../../lib/format';
import { usePromotionRushes } from '../api/get-promotion-rushes';

const helper = columnHelper<OperatorRush>();

export function PromotionRushes({ promotion, merchantCode, isoCurrency, timeZone, onClose }: {
  promotion: OperatorPromotion;
  merchantCode: string;
  isoCurrency: string | undefined;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const view = usePromotionRushes(merchantCode, promotion.id, page, size);

  const when = (iso: string) => <time dateTime={iso}>{formatDateTimeIn(iso, language, timeZone)}</time>;
  const money = (value: string, currency: string) => <span className="number">{formatMoney(value, currency, isoCurrency, language)}</span>;
  const columns = [
    helper.accessor('startsAt', { header: () => t('promotions.rushes.columns.startsAt'), cell: (c) => when(c.getValue()) }),
    helper.accessor('endsAt', { header: () => t('promotions.rushes.columns.endsAt'), cell: (c) => when(c.getValue()) }),
    helper.accessor('status', {
      header: () => t('promotions.rushes.columns.status'),
      cell: (c) => {
        const s = c.getValue();
        return <span className={`badge${s === 'open' ? '' : ' promotion-status-draft'}`} data-testid="promotion-rush-status" data-status={s}>{t(`promotions.rushes.statuses.${s}`)}</span>;
      },
    }),
    helper.display({
      id: 'taken', header: () => t('promotions.rushes.columns.taken'),
      cell: ({ row }) => (
        <span className="number" data-testid="promotion-rush-taken">
          {t('promotions.rushes.taken', { claimed: formatCount(row.original.claimed, language), envelopes: formatCount(row.original.envelopes, language) })}
        </span>
      ),
    }),
    helper.accessor('pool', { header: () => t('promotions.rushes.columns.pool'), cell: (c) => money(c.getValue(), c.row.original.currency) }),
    helper.accessor('paid', { header: () => t('promotions.rushes.columns.paid'), cell: (c) => money(c.getValue(), c.row.original.currency) }),
    helper.accessor('returned', {
      header: () => t('promotions.rushes.columns.returned'),
      cell: (c) => {
        const returned = c.getValue();
        return returned === null ? <span className="muted">{t('promotions.rushes.notYet')}</span> : money(returned, c.row.original.currency);
      },
    }),
  ];

  const rushes = view.data;
  const pages = rushes ? Math.max(1, rushes.totalPages) : 1;
  const titleId = `${id}-title`;
  return (
    <section className="stack panel" aria-labelledby={titleId} data-testid="promotion-rushes" aria-busy={view.isFetching}>
      <div className="panel-head">
        <h2 id={titleId}>{t('promotions.rushes.title', { code: promotion.code })}</h2>
        <button type="button" className="button button-quiet" onClick={onClose} data-testid="promotion-rushes-close">{t('promotions.cancel')}</button>
      </div>
      <p>{t('promotions.rushes.intro', { zone: timeZone })}</p>
      {view.error ? <Alert tone="error" testId="promotion-rushes-error">{errorText(t, view.error)}</Alert> : null}
      {rushes ? (
        <>
          {rushes.list.length === 0 ? <Alert tone="info" testId="promotion-rushes-empty">{t('promotions.rushes.empty')}</Alert> : (
            <DataTable caption={t('promotions.rushes.caption', { code: promotion.code })} columns={columns} data={rushes.list} rowId={(r) => String(r.id)} testId="promotion-rushes-table" />
          )}
          <Pager label={t('promotions.rushes.pages')} page={page} pages={pages} pageSize={size} hasNext={page < pages}
            onPage={setPage} onPageSize={(next) => { setPage(1); setSize(next); }} />
        </>
      ) : view.isPending && !view.error ? <p role="status">{t('promotions.loading')}</p> : null}
    </section>
  );
}
