/**
 * Downline profit and loss (spec §2): one row per direct downline with activity in the period, each with
 * its whole team, largest valid bet first, paged on the server, with the level's totals. An agent's row
 * opens its own direct downline; the trail above the table leads back up.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamProfitPage as TeamProfit } from '@platform/contracts';

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
import { ExportButton, UsernameSearch } from './table-parts';

const FIGURES = ['depositAmount', 'withdrawalAmount', 'betAmount', 'validBet', 'winAmount', 'bonusAmount', 'profitLoss'] as const;
const PAGE_SIZE = 20;

export function TeamProfitPage() {
  const { t } = useTranslation(AGENT_NS);
  const token = useAppStore((s) => s.token);
  const f = useAgentFormat();
  const [period, setPeriod] = useState<PeriodQuery>({});
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TeamProfitFilter>({});
  const [pageNo, setPageNo] = useState(1);
  const profit = useQuery(teamProfitQueryOptions(token, period, filter, pageNo, PAGE_SIZE));
  const data = profit.data;

  const show = (next: TeamProfitFilter) => {
    setFilter(next);
    setPageNo(1);
  };
  const apply = () => show(search.trim() ? { username: search.trim() } : {});
  const open = (parentId: number | undefined) => {
    setSearch('');
    show(parentId === undefined ? {} : { parentId });
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
        <UsernameSearch label={t('filters.username')} value={search} onChange={setSearch} onSearch={() => apply()} testId="agent-profit" />
        <ExportButton testId="agent-profit-export" run={exportCsv} />
      </div>
      {data && (
        <nav className="agent-trail" aria-label={t('profit.trail')} data-testid="agent-profit-trail">
          <ol>
            {data.trail.map((m, i) => {
              const last = i === data.trail.length - 1 && !filter.username;
              return (
                <li key={m.id}>
                  {last
                    ? <span aria-current="page">{i === 0 ? t('profit.myDownline') : m.username}</span>
                    : <button type="button" className="link-button" onClick={() => open(i === 0 ? undefined : m.id)}>{i === 0 ? t('profit.myDownline') : m.username}</button>}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <PagedTable
        label={t('menu.downlineProfitLoss')}
        query={profit}
        testId="agent-profit"
        emptyText={t('profit.empty')}
        rowTestId="agent-profit-row"
        rowKey={(r) => r.id}
        rowData={(r) => ({ 'data-username': r.username })}
        onPage={setPageNo}
        columns={[
          {
            key: 'username', header: t('details.username'), rowHeader: true,
            // An agent's row opens its own direct downline (its figures here are it and its whole team).
            cell: (r) => (r.isAgent
              ? <button type="button" className="link-button" onClick={() => open(r.id)} aria-label={t('profit.open', { username: r.username })} data-testid="agent-profit-open">{r.username}</button>
              : r.username),
          },
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
