/**
 * Team overview, the agent centre's default page (spec §2): the team's figures over a chosen period
 * and charts per day — new and active members; deposits, valid bets and profit and loss — with the
 * same days as a table. The chart library loads with this page only.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '@platform/contracts';
import { PeriodPicker } from '../../../components/period-picker';
import { errorText } from '../../../lib/error-text';
import { formatAmount, formatDay } from '../../../lib/format';
import type { PeriodQuery } from '../../../lib/period';
import { useAppStore } from '../../../stores/app-store';
import { teamOverviewQueryOptions } from '../api/get-team-overview';
import { AGENT_NS } from '../lib/agent-texts';
import { useAgentFormat } from '../lib/format';
import { TableScroll } from './table-parts';
import type { ChartLine } from './team-chart';

const TeamChart = lazy(() => import('./team-chart'));

export function TeamOverviewPage() {
  const { t } = useTranslation(AGENT_NS);
  const { t: tc } = useTranslation();
  const token = useAppStore((s) => s.token);
  const language = useAppStore((s) => s.language);
  const [period, setPeriod] = useState<PeriodQuery>({});
  const overview = useQuery(teamOverviewQueryOptions(token, period));
  const data = overview.data;
  const f = useAgentFormat();
  const money = (n: number) => `${data?.currencySymbol ?? ''} ${formatAmount(n, language)}`.trim();

  const chart = useMemo(() => {
    const series = data?.series ?? [];
    const countFormat = new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 0 });
    const moneyFormat = new Intl.NumberFormat(LANGUAGE_TAGS[language], { notation: 'compact', maximumFractionDigits: 1 });
    const members: ChartLine[] = [
      { label: t('overview.newMembers'), values: series.map((d) => d.newMembers), color: '--color-primary' },
      { label: t('overview.activeMembers'), values: series.map((d) => d.activeMembers), color: '--color-secondary' },
    ];
    const amounts: ChartLine[] = [
      { label: t('overview.deposits'), values: series.map((d) => d.depositAmount), color: '--color-success' },
      { label: t('overview.validBet'), values: series.map((d) => d.validBet), color: '--color-primary' },
      { label: t('overview.profitLoss'), values: series.map((d) => d.profitLoss), color: '--color-danger' },
    ];
    return {
      dates: series.map((d) => d.date),
      members,
      amounts,
      // Chart points are calendar days (UTC midnight of the date): words for the date, no zone to convert.
      day: (d: Date) => formatDay(d.toISOString().slice(0, 10), language, { month: 'short', day: 'numeric' }),
      count: (n: number) => countFormat.format(n),
      compact: (n: number) => moneyFormat.format(n),
    };
  }, [data?.series, language, t]);

  const stats = data
    ? [
        ['teamSize', f.count(data.teamSize)],
        ['directCount', f.count(data.directCount)],
        ['agentCount', f.count(data.agentCount)],
        ['newMembers', f.count(data.newMembers)],
        ['activeMembers', f.count(data.activeMembers)],
        ['deposits', money(data.depositAmount)],
        ['depositors', f.count(data.depositors)],
        ['betAmount', money(data.betAmount)],
        ['validBet', money(data.validBet)],
        ['winAmount', money(data.winAmount)],
        ['profitLoss', money(data.profitLoss)],
      ] as const
    : [];

  return (
    <section className="agent-page" data-testid="agent-overview" aria-labelledby="agent-overview-title">
      <h1 id="agent-overview-title" className="page-title">{t('menu.agentTeamOverview')}</h1>
      <div className="agent-card">
        <PeriodPicker shown={data?.period} testId="agent-overview-period" onChange={setPeriod} />
      </div>
      {overview.isError ? <p className="auth-alert" role="alert">{errorText(tc, overview.error)}</p> : null}
      {overview.isPending ? <p role="status">{t('loading')}</p> : null}
      {data ? (
        <>
          <dl className="agent-stats" aria-busy={overview.isFetching} data-testid="agent-overview-stats">
            {stats.map(([key, value]) => (
              <div key={key} data-testid={`agent-stat-${key}`}>
                <dt>{t(`overview.${key}`)}</dt>
                <dd className={key === 'profitLoss' ? (data.profitLoss < 0 ? 'agent-debit' : 'agent-credit') : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="agent-charts">
            <Suspense fallback={<p role="status" className="agent-chart-loading">{t('loading')}</p>}>
              <TeamChart dates={chart.dates} lines={chart.members} formatValue={chart.count} formatDay={chart.day} label={t('overview.membersChart')} dateLabel={t('overview.date')} testId="agent-chart-members" />
              <TeamChart dates={chart.dates} lines={chart.amounts} formatValue={chart.compact} formatDay={chart.day} label={t('overview.moneyChart')} dateLabel={t('overview.date')} testId="agent-chart-money" />
            </Suspense>
          </div>
          <details className="agent-card">
            <summary>{t('overview.daily')}</summary>
            <TableScroll label={t('overview.daily')}>
              <table className="agent-table agent-table-cards" data-testid="agent-overview-days">
                <thead>
                  <tr>
                    <th scope="col">{t('overview.date')}</th>
                    <th scope="col">{t('overview.newMembers')}</th>
                    <th scope="col">{t('overview.activeMembers')}</th>
                    <th scope="col">{t('overview.deposits')}</th>
                    <th scope="col">{t('overview.validBet')}</th>
                    <th scope="col">{t('overview.profitLoss')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.series.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{chart.day(new Date(`${d.date}T00:00:00Z`))}</th>
                      <td data-label={t('overview.newMembers')}>{f.count(d.newMembers)}</td>
                      <td data-label={t('overview.activeMembers')}>{f.count(d.activeMembers)}</td>
                      <td data-label={t('overview.deposits')}>{money(d.depositAmount)}</td>
                      <td data-label={t('overview.validBet')}>{money(d.validBet)}</td>
                      <td data-label={t('overview.profitLoss')} className={d.profitLoss < 0 ? 'agent-debit' : undefined}>{money(d.profitLoss)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </details>
        </>
      ) : null}
    </section>
  );
}
