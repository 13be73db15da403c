/** Downline transaction details (spec §2): postings on the downline's main wallets, newest first, by period, member and type, paged on the server. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MEMBER_POSTING_TYPES, type DownlineScope, type MemberPostingType } from '@platform/contracts';
import { PeriodPicker } from '../../../components/period-picker';
import type { PeriodQuery } from '../../../lib/period';
import { useAppStore } from '../../../stores/app-store';
import { fetchTeamTransactions, teamTransactionsQueryOptions, type TeamTransactionsFilter } from '../api/list-team-transactions';
import { AGENT_NS } from '../lib/agent-texts';
import { csvName, saveFile, toCsv } from '../lib/csv';
import { fetchAllRows } from '../lib/fetch-all';
import { useAgentFormat } from '../lib/format';
import { PagedTable } from './paged-table';
import { ExportButton, ScopeSwitch, UsernameSearch } from './table-parts';

const PAGE_SIZE = 20;

export function TeamTransactionsPage() {
  const { t } = useTranslation(AGENT_NS);
  const { t: tc } = useTranslation();
  const token = useAppStore((s) => s.token);
  const f = useAgentFormat();
  const [period, setPeriod] = useState<PeriodQuery>({});
  const [scope, setScope] = useState<DownlineScope>('team');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<MemberPostingType | ''>('');
  const [filter, setFilter] = useState<TeamTransactionsFilter>({ scope: 'team' });
  const [pageNo, setPageNo] = useState(1);
  const txs = useQuery(teamTransactionsQueryOptions(token, period, filter, pageNo, PAGE_SIZE));
  const data = txs.data;

  const apply = (next: { scope?: DownlineScope; type?: MemberPostingType | '' } = {}) => {
    const s = { scope, type, ...next };
    setFilter({ scope: s.scope, ...(search.trim() ? { username: search.trim() } : {}), ...(s.type ? { type: s.type } : {}) });
    setPageNo(1);
  };
  const exportCsv = async () => {
    const rows = await fetchAllRows((n, size) => fetchTeamTransactions(period, filter, n, size));
    const header = [`${t('transactions.time')} (${f.zone})`, t('details.username'), t('transactions.type'), t('transactions.amount'), t('transactions.balanceAfter'), t('transactions.reference')];
    saveFile(csvName('downline-transactions', data?.period), toCsv(header, rows.map((r) => [f.exportTime(r.createdAt), r.username, tc(`records.types.${r.type}`), r.amount, r.balanceAfter, r.postingId])));
  };

  return (
    <section className="agent-page" data-testid="agent-transactions" aria-labelledby="agent-transactions-title">
      <h1 id="agent-transactions-title" className="page-title">{t('menu.downlineTransactions')}</h1>
      <div className="agent-card agent-filters">
        <PeriodPicker shown={data?.period} testId="agent-transactions-period" onChange={(q) => { setPeriod(q); setPageNo(1); }} />
        <ScopeSwitch value={scope} onChange={(s) => { setScope(s); apply({ scope: s }); }} testId="agent-transactions-scope" />
        <UsernameSearch label={t('transactions.username')} value={search} onChange={setSearch} onSearch={() => apply()} testId="agent-transactions">
          <label className="field-label">
            {t('transactions.type')}
            <select className="field-input" value={type} onChange={(e) => { const v = e.target.value as MemberPostingType | ''; setType(v); apply({ type: v }); }} data-testid="agent-transactions-type">
              <option value="">{t('transactions.allTypes')}</option>
              {MEMBER_POSTING_TYPES.map((p) => <option key={p} value={p}>{tc(`records.types.${p}`)}</option>)}
            </select>
          </label>
        </UsernameSearch>
        <ExportButton testId="agent-transactions-export" run={exportCsv} />
      </div>
      <PagedTable
        label={t('menu.downlineTransactions')}
        query={txs}
        testId="agent-transactions"
        emptyText={t('transactions.empty')}
        rowTestId="agent-transaction-row"
        rowKey={(r) => `${r.postingId}:${r.memberId}`}
        rowData={(r) => ({ 'data-type': r.type })}
        onPage={setPageNo}
        columns={[
          { key: 'time', header: t('transactions.time'), cell: (r) => f.time(r.createdAt, data?.period.timeZone) },
          { key: 'username', header: t('details.username'), rowHeader: true, cell: (r) => r.username },
          { key: 'type', header: t('transactions.type'), cell: (r) => tc(`records.types.${r.type}`) },
          { key: 'amount', header: t('transactions.amount'), cell: (r) => f.money(r.amount), className: (r) => (r.amount < 0 ? 'agent-debit' : 'agent-credit') },
          { key: 'balanceAfter', header: t('transactions.balanceAfter'), cell: (r) => f.money(r.balanceAfter) },
          { key: 'reference', header: t('transactions.reference'), cell: (r) => r.postingId },
        ]}
      />
    </section>
  );
}
