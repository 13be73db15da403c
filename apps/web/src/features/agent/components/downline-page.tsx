/**
 * Downline management (spec §2, §6): the direct downline or the whole team, searched by username and
 * filtered by status, paged on the server and exported as CSV by the server; per row the details, a
 * transfer (direct downline only) and enable/disable with a confirmation.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOWNLINE_SEARCH_MIN, type DownlineItem, type DownlineScope, type DownlineStatus } from '@platform/contracts';
import { useAppStore } from '../../../stores/app-store';
import { exportDownlines } from '../api/export-downlines';
import { downlinesQueryOptions, type DownlineFilter } from '../api/list-downlines';
import { AGENT_NS } from '../lib/agent-texts';
import { STATUSES } from '../lib/contract-values';
import { csvName, saveFile } from '../lib/csv';
import { useAgentFormat } from '../lib/format';
import { DownlineDetailsDialog, StatusDialog } from './downline-dialogs';
import { PagedTable } from './paged-table';
import { ExportButton, ScopeSwitch, UsernameSearch } from './table-parts';
import { TransferDialog, type TransferTarget } from './transfer-dialog';
import { TimeZoneNote } from '../../../components/time-zone-note';

export function DownlinePage() {
  const { t } = useTranslation(AGENT_NS);
  const token = useAppStore((s) => s.token);
  const language = useAppStore((s) => s.language);
  const f = useAgentFormat();
  const [scope, setScope] = useState<DownlineScope>('direct');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DownlineStatus | ''>('');
  const [filter, setFilter] = useState<DownlineFilter>({ scope: 'direct' });
  const [pageNo, setPageNo] = useState(1);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [statusOf, setStatusOf] = useState<DownlineItem | null>(null);
  const [transferTo, setTransferTo] = useState<TransferTarget | null>(null);
  const list = useQuery(downlinesQueryOptions(token, filter, pageNo));

  const apply = (next: Partial<{ scope: DownlineScope; search: string; status: DownlineStatus | '' }> = {}) => {
    const s = { scope, search, status, ...next };
    // A part too short to search (the box says so) leaves the list unfiltered by username.
    const username = s.search.trim();
    setFilter({ scope: s.scope, ...(username.length >= DOWNLINE_SEARCH_MIN ? { username } : {}), ...(s.status ? { status: s.status } : {}) });
    setPageNo(1);
  };

  return (
    <section className="agent-page" data-testid="agent-downlines" aria-labelledby="agent-downlines-title">
      <h1 id="agent-downlines-title" className="page-title">{t('menu.downlineManagement')}</h1>
      <TimeZoneNote testId="agent-downlines-zone" />
      <div className="agent-card agent-filters">
        <ScopeSwitch value={scope} onChange={(s) => { setScope(s); apply({ scope: s }); }} testId="agent-downlines-scope" />
        <UsernameSearch label={t('filters.username')} value={search} onChange={setSearch} onSearch={() => apply()} testId="agent-downlines" minLength={DOWNLINE_SEARCH_MIN}>
          <label className="field-label">
            {t('filters.status')}
            <select className="field-input" value={status} onChange={(e) => { const v = e.target.value as DownlineStatus | ''; setStatus(v); apply({ status: v }); }} data-testid="agent-downlines-status">
              <option value="">{t('filters.allStatuses')}</option>
              {STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
            </select>
          </label>
        </UsernameSearch>
        <ExportButton testId="agent-downlines-export" run={async () => saveFile(csvName('downlines'), await exportDownlines(filter, language))} />
      </div>
      <PagedTable
        label={t('menu.downlineManagement')}
        query={list}
        testId="agent-downlines"
        emptyText={t('downlines.empty')}
        rowTestId="agent-downline-row"
        rowKey={(d) => d.id}
        rowData={(d) => ({ 'data-username': d.username, 'data-status': d.status })}
        onPage={setPageNo}
        totalTestId="agent-downlines-total"
        columns={[
          { key: 'username', header: t('details.username'), rowHeader: true, cell: (d) => <>{d.username}{d.nickname ? <span className="agent-note"> ({d.nickname})</span> : null}</> },
          { key: 'type', header: t('details.type'), cell: (d) => (d.isAgent ? t('downlines.agent') : t('downlines.member')) },
          { key: 'level', header: t('details.level'), cell: (d) => f.count(d.level) },
          ...(filter.scope === 'team' ? [{ key: 'upline', header: t('details.upline'), cell: (d: DownlineItem) => d.uplineUsername ?? '—' }] : []),
          {
            key: 'status', header: t('details.status'), cell: (d) => (
              <>
                <span className={`agent-status agent-status-${d.status}`}>{t(`status.${d.status}`)}</span>
                {d.lockedByOperator ? <span className="agent-note" data-testid="agent-downline-locked"> {t('downlines.lockedByOperator')}</span> : null}
              </>
            ),
          },
          { key: 'balance', header: t('details.balance'), cell: (d) => f.money(d.balance) },
          { key: 'registeredAt', header: t('details.registeredAt'), cell: (d) => f.time(d.registeredAt) },
          { key: 'lastLoginAt', header: t('details.lastLoginAt'), cell: (d) => f.time(d.lastLoginAt) },
          {
            key: 'actions', header: t('downlines.actions'), cell: (d) => (
              <div className="agent-actions">
                <button type="button" className="btn btn-sm btn-outline" onClick={() => setDetailsId(d.id)} aria-label={t('downlines.detailsOf', { username: d.username })} data-testid="agent-downline-details">{t('downlines.details')}</button>
                {d.level === 1 ? (
                  <button type="button" className="btn btn-sm btn-outline" onClick={() => setTransferTo({ id: d.id, username: d.username })} aria-label={t('downlines.transferTo', { username: d.username })} data-testid="agent-downline-transfer">{t('downlines.transfer')}</button>
                ) : null}
                {/* Customer service's lock is lifted only by customer service: no enable button for it. */}
                {d.lockedByOperator ? null : (
                  <button type="button" className="btn btn-sm btn-outline" onClick={() => setStatusOf(d)} data-testid="agent-downline-status">
                    {d.status === 'active' ? t('statusChange.disable') : t('statusChange.enable')}
                    <span className="visually-hidden"> {d.username}</span>
                  </button>
                )}
              </div>
            ),
          },
        ]}
      />
      <DownlineDetailsDialog id={detailsId} onClose={() => setDetailsId(null)} />
      <StatusDialog downline={statusOf} onClose={() => setStatusOf(null)} />
      <TransferDialog target={transferTo} onClose={() => setTransferTo(null)} />
    </section>
  );
}
