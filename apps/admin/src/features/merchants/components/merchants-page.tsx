/**
 * The merchants an operator reaches, each a link to its page; an owner over every merchant also creates
 * one from a market template here. An operator bound to one merchant goes straight to its page.
 */
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegionEntry } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { columnHelper, DataTable } from '../../../components/data-table';
import { usePageTitle } from '../../../lib/use-page-title';
import { Can } from '../../access/components/can';
import { useMe } from '../../home/api/get-me';
import { useMerchants } from '../api/get-merchants';
import { merchantErrorText } from '../lib/merchant-error-text';
import { useMerchantSearch } from '../use-merchant';
import { CreateMerchantForm } from './create-merchant-form';

interface Row { merchant: RegionEntry; status: number }
const column = columnHelper<Row>();

export function MerchantsPage() {
  const { t } = useTranslation();
  usePageTitle(t('merchants.title'));
  const me = useMe();
  const merchants = useMerchants();
  const withMerchant = useMerchantSearch();
  const bound = me.data?.merchantCode;
  if (bound) return <Navigate to={{ pathname: `/merchants/${encodeURIComponent(bound)}`, search: withMerchant() }} replace />;

  const columns = [
    column.accessor((r) => r.merchant.countryName, {
      id: 'name', header: () => t('merchants.columns.name'),
      cell: (c) => <Link to={{ pathname: `/merchants/${encodeURIComponent(c.row.original.merchant.merchantCode)}`, search: withMerchant() }} data-testid="merchant-link">{c.getValue()}</Link>,
    }),
    column.accessor((r) => r.merchant.merchantCode, { id: 'code', header: () => t('merchants.columns.code') }),
    column.accessor((r) => r.merchant.currency, { id: 'currency', header: () => t('merchants.columns.currency') }),
    column.accessor((r) => r.merchant.timeZone, { id: 'zone', header: () => t('merchants.columns.zone') }),
    column.accessor('status', { header: () => t('merchants.columns.status'), cell: (c) => t(`merchants.status.values.${c.getValue()}`) }),
  ];

  return (
    <section className="stack" aria-busy={merchants.isPending}>
      <h1>{t('merchants.title')}</h1>
      {merchants.error ? <Alert tone="error">{merchantErrorText(t, merchants.error)}</Alert> : null}
      {merchants.data ? <DataTable caption={t('merchants.title')} columns={columns} data={merchants.data} rowId={(r) => r.merchant.merchantCode} testId="merchants-table" /> : null}
      <Can permission="merchants.create">{bound === null ? <CreateMerchantForm /> : null}</Can>
    </section>
  );
}
