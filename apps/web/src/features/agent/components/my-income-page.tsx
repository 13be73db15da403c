/**
 * My income (spec §2): what the agent's contracts paid it — each settled period with the team's valid
 * bet and net loss, active members, the tier's rate and the amount — and the all-time total. Paged on
 * the server; the CSV holds every page.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentContractType } from '@platform/contracts';
import { useAppStore } from '../../../stores/app-store';
import { fetchIncome, incomeQueryOptions } from '../api/list-income';
import { AGENT_NS } from '../lib/agent-texts';
import { CONTRACT_TYPES } from '../lib/contract-values';
import { csvName, saveFile, toCsv } from '../lib/csv';
import { fetchAllRows } from '../lib/fetch-all';
import { useAgentFormat } from '../lib/format';
import { PagedTable } from './paged-table';
import { ExportButton } from './table-parts';
import { TimeZoneNote } from '../../../components/time-zone-note';

const PAGE_SIZE = 20;

export function MyIncomePage() {
  const { t } = useTranslation(AGENT_NS);
  const token = useAppStore((s) => s.token);
  const f = useAgentFormat();
  const [type, setType] = useState<AgentContractType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const income = useQuery(incomeQueryOptions(token, type || undefined, pageNo, PAGE_SIZE));
  const data = income.data;
  // Periods are instants (the start and end of a settled day or hour): written in the merchant's zone, never as ISO text.
  const period = (from: string, to: string) => `${f.time(from)} – ${f.time(to)}`;
  const exportPeriod = (from: string, to: string) => `${f.exportTime(from)} – ${f.exportTime(to)}`;
  const rate = (r: number | null) => (r === null ? '—' : `${f.count(r)} %`);

  const exportCsv = async () => {
    const rows = await fetchAllRows((n, size) => fetchIncome(type || undefined, n, size));
    const header = [`${t('income.period')} (${f.zone})`, t('income.type'), t('income.teamValidBet'), t('income.teamNetLoss'), t('income.activeMembers'), t('income.rate'), t('income.amount'), `${t('income.settledAt')} (${f.zone})`];
    saveFile(csvName('my-income'), toCsv(header, rows.map((r) => [exportPeriod(r.periodStart, r.periodEnd), t(`income.types.${r.type}`), r.teamValidBet, r.teamNetLoss, r.activeMembers, r.rate, r.amount, f.exportTime(r.settledAt)])));
  };

  return (
    <section className="agent-page" data-testid="agent-income" aria-labelledby="agent-income-title">
      <h1 id="agent-income-title" className="page-title">{t('menu.myIncome')}</h1>
      <TimeZoneNote testId="agent-income-zone" />
      <div className="agent-card agent-filters">
        <label className="field-label agent-inline-field">
          {t('income.type')}
          <select className="field-input" value={type} onChange={(e) => { setType(e.target.value as AgentContractType | ''); setPageNo(1); }} data-testid="agent-income-type">
            <option value="">{t('income.allTypes')}</option>
            {CONTRACT_TYPES.map((c) => <option key={c} value={c}>{t(`income.types.${c}`)}</option>)}
          </select>
        </label>
        <ExportButton testId="agent-income-export" run={exportCsv} />
      </div>
      {data ? (
        <dl className="agent-stats">
          <div data-testid="agent-income-total">
            <dt>{t('income.total')}</dt>
            <dd>{f.money(data.total)}</dd>
          </div>
        </dl>
      ) : null}
      <PagedTable
        label={t('menu.myIncome')}
        query={income}
        testId="agent-income"
        emptyText={t('income.empty')}
        rowTestId="agent-income-row"
        rowKey={(r) => r.settlementId}
        rowData={(r) => ({ 'data-type': r.type })}
        page={pageNo}
        onPage={setPageNo}
        columns={[
          { key: 'period', header: t('income.period'), rowHeader: true, cell: (r) => period(r.periodStart, r.periodEnd) },
          { key: 'type', header: t('income.type'), cell: (r) => t(`income.types.${r.type}`) },
          { key: 'teamValidBet', header: t('income.teamValidBet'), cell: (r) => f.money(r.teamValidBet) },
          { key: 'teamNetLoss', header: t('income.teamNetLoss'), cell: (r) => f.money(r.teamNetLoss) },
          { key: 'activeMembers', header: t('income.activeMembers'), cell: (r) => f.count(r.activeMembers) },
          { key: 'rate', header: t('income.rate'), cell: (r) => rate(r.rate) },
          { key: 'amount', header: t('income.amount'), cell: (r) => f.money(r.amount), className: () => 'agent-credit' },
          { key: 'settledAt', header: t('income.settledAt'), cell: (r) => f.time(r.settledAt) },
        ]}
      />
    </section>
  );
}
