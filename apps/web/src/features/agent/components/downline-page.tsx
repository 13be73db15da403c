/**
 * Downline management (spec §2, §6): the direct downline or the whole team, searched by username and
 * filtered by status, paged on the server and exported as CSV by the server; per row the details, a
 * transfer (direct downline only) and enable/disable with a confirmation.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DownlineItem, DownlineScope, DownlineStatus } from '@platform/contracts';
import { Pagination } from '../../../components/ui/pagination';
import { useAppStore } from '../../../stores/app-store';
import { exportDownlines } from '../api/export-downlines';
import { downlinesQueryOptions, type DownlineFilter } from '../api/list-downlines';
import { AGENT_NS } from '../lib/agent-texts';
import { STATUSES } from '../lib/contract-values';
import { csvName, saveFile } from '../lib/csv';
import { useAgentFormat } from '../lib/format';
import { DownlineDetailsDialog, StatusDialog } from './downline-dialogs';
import { ExportButton, QueryLines, ScopeSwitch, UsernameSearch } from './table-parts';
import { TransferDialog, type TransferTarget } from './transfer-dialog';

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
  const data = list.data;

  const apply = (next: Partial<{ scope: DownlineScope; search: string; status: DownlineStatus | '' }> = {}) => {
    const s = { scope, search, status, ...next };
    setFilter({ scope: s.scope, ...(s.search.trim() ? { username: s.search.trim() } : {}), ...(s.status ? { status: s.status } : {}) });
    setPageNo(1);
  };

  return (
    <section className="agent-page" data-testid="agent-downlines" aria-labelledby="agent-downlines-title">
      <h1 id="agent-downlines-title" className="page-title">{t('menu.downlineManagement')}</h1>
      <div className="agent-card agent-filters">
        <ScopeSwitch value={scope} onChange={(s) => { setScope(s); apply({ scope: s }); }} testId="agent-downlines-scope" />
        <UsernameSearch label={t('filters.username')} value={search} onChange={setSearch} onSearch={() => apply()} testId="agent-downlines">
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
      <div className="agent-card" aria-busy={list.isFetching}>
        <QueryLines error={list.error} pending={list.isPending} empty={!!data && data.list.length === 0} emptyText={t('downlines.empty')} testId="agent-downlines" />
        {data && data.list.length > 0 ? (
          <div className="agent-table-wrap">
            <table className="agent-table" data-testid="agent-downlines-table">
              <thead>
                <tr>
                  <th scope="col">{t('details.username')}</th>
                  <th scope="col">{t('details.type')}</th>
                  <th scope="col">{t('details.level')}</th>
                  {filter.scope === 'team' ? <th scope="col">{t('details.upline')}</th> : null}
                  <th scope="col">{t('details.status')}</th>
                  <th scope="col">{t('details.balance')}</th>
                  <th scope="col">{t('details.registeredAt')}</th>
                  <th scope="col">{t('details.lastLoginAt')}</th>
                  <th scope="col">{t('downlines.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((d) => (
                  <tr key={d.id} data-testid="agent-downline-row" data-username={d.username} data-status={d.status}>
                    <th scope="row">{d.username}{d.nickname ? <span className="agent-note"> ({d.nickname})</span> : null}</th>
                    <td>{d.isAgent ? t('downlines.agent') : t('downlines.member')}</td>
                    <td>{f.count(d.level)}</td>
                    {filter.scope === 'team' ? <td>{d.uplineUsername ?? '—'}</td> : null}
                    <td><span className={`agent-status agent-status-${d.status}`}>{t(`status.${d.status}`)}</span></td>
                    <td>{f.money(d.balance)}</td>
                    <td>{f.time(d.registeredAt)}</td>
                    <td>{f.time(d.lastLoginAt)}</td>
                    <td>
                      <div className="agent-actions">
                        <button type="button" className="btn btn-sm btn-outline" onClick={() => setDetailsId(d.id)} aria-label={t('downlines.detailsOf', { username: d.username })} data-testid="agent-downline-details">{t('downlines.details')}</button>
                        {d.level === 1 ? (
                          <button type="button" className="btn btn-sm btn-outline" onClick={() => setTransferTo({ id: d.id, username: d.username })} aria-label={t('downlines.transferTo', { username: d.username })} data-testid="agent-downline-transfer">{t('downlines.transfer')}</button>
                        ) : null}
                        <button type="button" className="btn btn-sm btn-outline" onClick={() => setStatusOf(d)} data-testid="agent-downline-status">
                          {d.status === 'active' ? t('statusChange.disable') : t('statusChange.enable')}
                          <span className="visually-hidden"> {d.username}</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {data ? <p className="agent-note" data-testid="agent-downlines-total">{t('total', { count: data.totalCount })}</p> : null}
        {data ? <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} testId="agent-downlines-pages" /> : null}
      </div>
      <DownlineDetailsDialog id={detailsId} onClose={() => setDetailsId(null)} />
      <StatusDialog downline={statusOf} onClose={() => setStatusOf(null)} />
      <TransferDialog target={transferTo} onClose={() => setTransferTo(null)} />
    </section>
  );
}
