/**
 * My income (spec §2): what the agent's contracts paid it — each settled period with the team's valid
 * bet and net loss, active members, the tier's rate and the amount — and the all-time total. Paged on
 * the server; the CSV holds every page.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentContractType } from '@platform/contracts';
import { Pagination } from '../../../components/ui/pagination';
import { useAppStore } from '../../../stores/app-store';
import { fetchIncome, incomeQueryOptions } from '../api/list-income';
import { AGENT_NS } from '../lib/agent-texts';
import { CONTRACT_TYPES } from '../lib/contract-values';
import { csvName, saveFile, toCsv } from '../lib/csv';
import { fetchAllRows } from '../lib/fetch-all';
import { useAgentFormat } from '../lib/format';
import { ExportButton, QueryLines } from './table-parts';

const PAGE_SIZE = 20;

export function MyIncomePage() {
  const { t } = useTranslation(AGENT_NS);
  const token = useAppStore((s) => s.token);
  const f = useAgentFormat();
  const [type, setType] = useState<AgentContractType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const income = useQuery(incomeQueryOptions(token, type || undefined, pageNo, PAGE_SIZE));
  const data = income.data;
  const period = (from: string, to: string) => (from === to ? from : `${from} – ${to}`);
  const rate = (r: number | null) => (r === null ? '—' : `${f.count(r)} %`);

  const exportCsv = async () => {
    const rows = await fetchAllRows((n, size) => fetchIncome(type || undefined, n, size));
    const header = [t('income.period'), t('income.type'), t('income.teamValidBet'), t('income.teamNetLoss'), t('income.activeMembers'), t('income.rate'), t('income.amount'), t('income.settledAt')];
    saveFile(csvName('my-income'), toCsv(header, rows.map((r) => [period(r.periodStart, r.periodEnd), t(`income.types.${r.type}`), r.teamValidBet, r.teamNetLoss, r.activeMembers, r.rate, r.amount, r.settledAt])));
  };

  return (
    <section className="agent-page" data-testid="agent-income" aria-labelledby="agent-income-title">
      <h1 id="agent-income-title" className="page-title">{t('menu.myIncome')}</h1>
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
      <div className="agent-card" aria-busy={income.isFetching}>
        <QueryLines error={income.error} pending={income.isPending} empty={!!data && data.list.length === 0} emptyText={t('income.empty')} testId="agent-income" />
        {data && data.list.length > 0 ? (
          <div className="agent-table-wrap">
            <table className="agent-table" data-testid="agent-income-table">
              <thead>
                <tr>
                  <th scope="col">{t('income.period')}</th>
                  <th scope="col">{t('income.type')}</th>
                  <th scope="col">{t('income.teamValidBet')}</th>
                  <th scope="col">{t('income.teamNetLoss')}</th>
                  <th scope="col">{t('income.activeMembers')}</th>
                  <th scope="col">{t('income.rate')}</th>
                  <th scope="col">{t('income.amount')}</th>
                  <th scope="col">{t('income.settledAt')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.settlementId} data-testid="agent-income-row" data-type={r.type}>
                    <th scope="row">{period(r.periodStart, r.periodEnd)}</th>
                    <td>{t(`income.types.${r.type}`)}</td>
                    <td>{f.money(r.teamValidBet)}</td>
                    <td>{f.money(r.teamNetLoss)}</td>
                    <td>{f.count(r.activeMembers)}</td>
                    <td>{rate(r.rate)}</td>
                    <td className="agent-credit">{f.money(r.amount)}</td>
                    <td>{f.time(r.settledAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {data ? <p className="agent-note">{t('total', { count: data.totalCount })}</p> : null}
        {data ? <Pagination page={pageNo} totalPages={data.totalPages} onChange={setPageNo} testId="agent-income-pages" /> : null}
      </div>
    </section>
  );
}
