/** Personal profit (spec §2): sums per kind over a period and the net profit (wins + refunds + bonuses − bets). */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { recordsQueryOptions, type PeriodQuery } from '../api/get-records';
import { moneyFormatter } from '../lib/format';
import { PeriodPicker } from '../../../components/period-picker';
import '../records.css';

const FIGURES = ['deposits', 'withdrawals', 'bets', 'wins', 'refunds', 'bonuses', 'adjustments'] as const;

export function PersonalProfitPage() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const language = useAppStore((s) => s.language);
  const symbol = useAppStore((s) => s.currencySymbol);
  const [period, setPeriod] = useState<PeriodQuery>({});
  const profit = useQuery(recordsQueryOptions('profit', token, period));
  const data = profit.data;
  const money = moneyFormatter(symbol, language);

  return (
    <section className="records" data-testid="personal-profit" aria-labelledby="personal-profit-title">
      <h1 id="personal-profit-title" className="page-title">{t('records.profit.title')}</h1>
      <div className="records-card">
        <PeriodPicker shown={data?.period} testId="personal-profit-period" onChange={setPeriod} />
      </div>
      <div className="records-card" aria-busy={profit.isFetching}>
        {profit.isError ? <p className="auth-alert" role="alert">{errorText(t, profit.error)}</p> : null}
        {profit.isPending ? <p role="status">{t('common.loading')}</p> : null}
        {data ? (
          <>
            <p className="records-net" data-testid="personal-profit-net">
              {t('records.profit.net')}: <strong className={data.netProfit < 0 ? 'records-debit' : 'records-credit'}>{money(data.netProfit)}</strong>
            </p>
            <dl className="records-summary">
              {FIGURES.map((f) => (
                <div key={f} data-testid={`personal-profit-${f}`}><dt>{t(`records.profit.${f}`)}</dt><dd>{money(data[f])}</dd></div>
              ))}
            </dl>
            <p className="records-note">{t('records.profit.explain')}</p>
          </>
        ) : null}
      </div>
    </section>
  );
}
