/** Team betting (spec §2): the team's rounds, players, bets, valid bets, wins and profit and loss by game category (or vendor) over a period. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamBetting } from '@platform/contracts';
import { PeriodPicker } from '../../../components/period-picker';
import type { PeriodQuery } from '../../../lib/period';
import { useAppStore } from '../../../stores/app-store';
import { teamBettingQueryOptions } from '../api/get-team-betting';
import { AGENT_NS } from '../lib/agent-texts';
import { csvName, saveFile, toCsv } from '../lib/csv';
import { useAgentFormat } from '../lib/format';
import { PagedTable } from './paged-table';
import { ExportButton } from './table-parts';

const FIGURES = ['rounds', 'players', 'betAmount', 'validBet', 'winAmount', 'profitLoss'] as const;
const COUNTS = new Set<string>(['rounds', 'players']);
type BettingRow = TeamBetting['list'][number];

export function TeamBettingPage() {
  const { t } = useTranslation(AGENT_NS);
  const token = useAppStore((s) => s.token);
  const f = useAgentFormat();
  const [period, setPeriod] = useState<PeriodQuery>({});
  const [groupBy, setGroupBy] = useState<'category' | 'vendor'>('category');
  const betting = useQuery(teamBettingQueryOptions(token, period, groupBy));
  const data = betting.data;
  const product = (gameType: string | null, vendor: string | null) => [gameType ?? t('betting.unknownGame'), vendor].filter(Boolean).join(' · ');
  const show = (key: (typeof FIGURES)[number], n: number) => (COUNTS.has(key) ? f.count(n) : f.money(n));

  const exportCsv = async () => {
    if (!data) return;
    const header = [t('betting.product'), ...FIGURES.map((k) => t(`betting.${k}`))];
    saveFile(csvName('team-betting', data.period), toCsv(header, data.list.map((r) => [product(r.gameType, r.vendorCode), ...FIGURES.map((k) => r[k])])));
  };

  return (
    <section className="agent-page" data-testid="agent-betting" aria-labelledby="agent-betting-title">
      <h1 id="agent-betting-title" className="page-title">{t('menu.teamBetting')}</h1>
      <div className="agent-card agent-filters">
        <PeriodPicker shown={data?.period} testId="agent-betting-period" onChange={setPeriod} />
        <label className="field-label agent-inline-field">
          {t('betting.groupBy')}
          <select className="field-input" value={groupBy} onChange={(e) => setGroupBy(e.target.value === 'vendor' ? 'vendor' : 'category')} data-testid="agent-betting-group">
            <option value="category">{t('betting.byCategory')}</option>
            <option value="vendor">{t('betting.byVendor')}</option>
          </select>
        </label>
        <ExportButton testId="agent-betting-export" run={exportCsv} />
      </div>
      <PagedTable
        label={t('menu.teamBetting')}
        query={betting}
        testId="agent-betting"
        emptyText={t('betting.empty')}
        rowTestId="agent-betting-row"
        rowKey={(r) => `${r.gameType}-${r.vendorCode}`}
        columns={[
          { key: 'product', header: t('betting.product'), rowHeader: true, cell: (r) => product(r.gameType, r.vendorCode) },
          ...FIGURES.map((k) => ({ key: k, header: t(`betting.${k}`), cell: (r: BettingRow) => show(k, r[k]), className: (r: BettingRow) => (k === 'profitLoss' && r[k] < 0 ? 'agent-debit' : undefined) })),
        ]}
        footer={() => data && (
          <tr>
            <th scope="row">{t('summary')}</th>
            {FIGURES.map((k) => <td key={k}>{show(k, data.summary[k])}</td>)}
          </tr>
        )}
      />
    </section>
  );
}
