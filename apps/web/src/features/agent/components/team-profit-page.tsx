/** Downline profit and loss (spec §2): one row per downline member with activity in the period, largest valid bet first, paged on the server, with the period's totals. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DownlineScope, TeamProfitPage as TeamProfit } from '@platform/contracts';

type TeamProfitRow = TeamProfit['list'][number];
import { PeriodPicker } from '../../../components/period-picker';
import type { PeriodQuery } from '../../../lib/period';
import { useAppStore } from '../../../stores/app-store';
import { fetchTeamProfit, teamProfitQueryOptions, type TeamProfitFilter } from '../api/get-team-profit';
import { AGENT_NS } from '../lib/agent-texts';
import { csvName, saveFile, toCsv } from '../lib/csv';
import { fetchAllRows } from '../lib/fetch-all';
import { useAgentFormat } from '../lib/format';
import { PagedTable } from './paged-table';
import { ExportButton, ScopeSwitch, UsernameSearch } from './table-parts';

const FIGURES = ['depositAmount', 'withdrawalAmount', 'betAmount', 'validBet', 'winAmount', 'bonusAmount', 'profitLoss'] as const;
const PAGE_SIZE = 20;

export function TeamProfitPage() {
  const { t } = useTranslation(AGENT_NS);
  const token = useAppStore((s) => s.token);
  const f = useAgentFormat();
  const [period, setPeriod] = useState<PeriodQuery>({});
  const [scope, setScope] = useState<DownlineScope>('team');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TeamProfitFilter>({ scope: 'team' });
  const [pageNo, setPageNo] = useState(1);
  const profit = useQuery(teamProfitQueryOptions(token, period, filter, pageNo, PAGE_SIZE));
  const data = profit.data;

  const apply = (next: { scope?: DownlineScope } = {}) => {
    const s = next.scope ?? scope;
    setFilter({ scope: s, ...(search.trim() ? { username: search.trim() } : {}) });
    setPageNo(1);
  };
  const exportCsv = async () => {
    const rows = await fetchAllRows((n, size) => fetchTeamProfit(period, filter, n, size));
    const header = [t('details.username'), t('details.level'), ...FIGURES.map((k) => t(`profit.${k}`))];
    saveFile(csvName('downline-profit', data?.period), toCsv(header, rows.map((r) => [r.username, r.level, ...FIGURES.map((k) => r[k])])));
  };

  return (
    <section className="agent-page" data-testid="agent-profit" aria-labelledby="agent-profit-title">
      <h1 id="agent-profit-title" className="page-title">{t('menu.downlineProfitLoss')}</h1>
      <div className="agent-card agent-filters">
        <PeriodPicker shown={data?.period} testId="agent-profit-period" onChange={(q) => { setPeriod(q); setPageNo(1); }} />
        <ScopeSwitch value={scope} onChange={(s) => { setScope(s); apply({ scope: s }); }} testId="agent-profit-scope" />
        <UsernameSearch label={t('filters.username')} value={search} onChange={setSearch} onSearch={() => apply()} testId="agent-profit" />
        <ExportButton testId="agent-profit-export" run={exportCsv} />
      </div>
      <PagedTable
        query={profit}
        testId="agent-profit"
        emptyText={t('profit.empty')}
        rowTestId="agent-profit-row"
        rowKey={(r) => r.id}
        onPage={setPageNo}
        columns={[
          { key: 'username', header: t('details.username'), rowHeader: true, cell: (r) => r.username },
          { key: 'level', header: t('details.level'), cell: (r) => f.count(r.level) },
          ...FIGURES.map((k) => ({ key: k, header: t(`profit.${k}`), cell: (r: TeamProfitRow) => f.money(r[k]), className: (r: TeamProfitRow) => (k === 'profitLoss' && r[k] < 0 ? 'agent-debit' : undefined) })),
        ]}
        footer={() => data && (
          <tr>
            <th scope="row" colSpan={2}>{t('summary')}</th>
            {FIGURES.map((k) => <td key={k}>{f.money(data.summary[k])}</td>)}
          </tr>
        )}
      />
    </section>
  );
}
