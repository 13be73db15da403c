/** From / to dates (calendar days in the merchant's zone) for the dashboard and the reports; checked here, and again by the server. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { periodProblem, type Period } from '../lib/report-search';

export function PeriodForm({ initial, today, onPeriod, idPrefix }: { initial: Period; today?: string; onPeriod: (p: Period) => void; idPrefix: string }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');
  const [problem, setProblem] = useState<ReturnType<typeof periodProblem>>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = { from: from || undefined, to: to || undefined };
    const wrong = periodProblem(next);
    setProblem(wrong);
    if (!wrong) onPeriod(next);
  }

  return (
    <form className="period-form" onSubmit={submit} noValidate aria-label={t('dashboard.period.label')}>
      <FormField id={`${idPrefix}-from`} label={t('dashboard.period.from')} type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)}
        error={problem ? t(`dashboard.period.${problem}`) : undefined} data-testid={`${idPrefix}-from`} />
      <FormField id={`${idPrefix}-to`} label={t('dashboard.period.to')} type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} data-testid={`${idPrefix}-to`} />
      <button type="submit" className="button button-primary" data-testid={`${idPrefix}-apply`}>{t('dashboard.period.apply')}</button>
    </form>
  );
}
