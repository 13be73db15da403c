/** The audit log (issue 18): filters in the URL, server-side pages, each entry's changes as a diff, and the chain's state. */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { Pager } from '../../../components/pager';
import { errorText } from '../../../lib/error-text';
import { formatCount } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMerchant } from '../../merchants/use-merchant';
import { downloadAudit } from '../api/download-audit';
import { useAudit } from '../api/get-audit';
import { readAuditSearch, writeAuditSearch, type AuditSearch } from '../lib/audit-search';
import { AuditEntryDialog } from './audit-entry-dialog';
import { AuditFilterForm } from './audit-filter-form';
import { AuditTable } from './audit-table';
import { ChainPanel } from './chain-panel';

export function AuditPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('audit.title'));
  const [params, setParams] = useSearchParams();
  const search = readAuditSearch(params);
  const merchant = useMerchant();
  // The merchant picked at the top names the zone of the dates typed and shown; UTC when there is none.
  const timeZone = merchant.pending ? undefined : merchant.current?.timeZone ?? 'UTC';
  const audit = useAudit(search, timeZone);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const onOpen = useCallback((entry: AuditEntry) => setOpen(entry), []);
  const go = (next: AuditSearch) => setParams(writeAuditSearch(params, next));
  const data = audit.data;
  const pages = data && !data.totalCapped ? Math.max(1, data.totalPages) : undefined;
  const filtered = Boolean(search.actor || search.action || search.target || search.scope || search.from || search.to);

  return (
    <section className="stack" aria-busy={merchant.pending || audit.isFetching}>
      <h1>{t('audit.title')}</h1>
      <p>{t('audit.intro')}</p>
      <AuditFilterForm
        key={`${search.actor}|${search.action}|${search.target}|${search.scope}|${search.from}|${search.to}`}
        initial={search}
        onSearch={(filters) => go({ ...search, ...filters, page: 1 })}
      />
      <p className="field-hint" data-testid="audit-zone">{t('audit.timeZone', { zone: timeZone ?? 'UTC' })}</p>
      <ExportCsvButton testId="audit" disabled={timeZone === undefined} download={(language) => downloadAudit(search, timeZone!, language)} />
      {audit.isError ? <Alert tone="error" testId="audit-error">{errorText(t, audit.error)}</Alert> : null}
      {audit.isPending && !audit.isError ? <p role="status">{t('audit.loading')}</p> : null}
      {data ? (
        <>
          <p role="status" data-testid="audit-count">
            {data.totalCapped
              ? t('audit.countCapped', { total: formatCount(data.totalCount, i18n.language) })
              : t('audit.count', { total: formatCount(data.totalCount, i18n.language) })}
          </p>
          {data.list.length === 0
            ? <Alert tone="info" testId="audit-empty">{filtered ? t('audit.emptyFiltered') : t('audit.empty')}</Alert>
            : <AuditTable entries={data.list} timeZone={timeZone ?? 'UTC'} onOpen={onOpen} />}
          <Pager
            label={t('audit.pages')}
            page={search.page}
            pages={pages}
            pageSize={search.size}
            hasNext={pages !== undefined ? search.page < pages : data.list.length === search.size}
            onPage={(page) => go({ ...search, page })}
            onPageSize={(size) => go({ ...search, size, page: 1 })}
          />
        </>
      ) : null}
      <ChainPanel timeZone={timeZone ?? 'UTC'} />
      <AuditEntryDialog entry={open} timeZone={timeZone ?? 'UTC'} onClose={() => setOpen(null)} />
    </section>
  );
}
