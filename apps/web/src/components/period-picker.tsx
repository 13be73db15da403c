/**
 * The period controls shared by the record pages and the agent area: last 7/30 days, step back or forward 7/30 days, or two dates;
 * with the period shown in words and the zone of the page's times (the merchant's, decision 0038).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/format';
import { canStepForward, customQuery, lastDays, stepQuery, type PeriodQuery, type Step } from '../lib/period';
import { useAppStore } from '../stores/app-store';
import { TimeZoneNote } from './time-zone-note';
import './period-picker.css';

export function PeriodPicker({ shown, onChange, testId }: {
  shown: { from: string; to: string; timeZone: string } | undefined;
  onChange: (q: PeriodQuery) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const [from, setFrom] = useState(shown?.from ?? '');
  const [to, setTo] = useState(shown?.to ?? '');
  const [invalid, setInvalid] = useState(false);
  // The inputs follow the period the server answered (a preset or a step), not each refetch of the same one.
  const shownFrom = shown?.from;
  const shownTo = shown?.to;
  useEffect(() => {
    if (shownFrom && shownTo) {
      setFrom(shownFrom);
      setTo(shownTo);
    }
  }, [shownFrom, shownTo]);
  const forward = shown ? canStepForward(shown) : false;
  const step = (s: Step) => shown && onChange(stepQuery(s, shown));

  return (
    <div className="period-picker" data-testid={testId}>
      <div className="period-presets" role="group" aria-label={t('records.period.presets')}>
        <button type="button" className="btn btn-sm" onClick={() => step('previous30')} disabled={!shown} data-testid={`${testId}-previous30`}>{t('records.period.previous30')}</button>
        <button type="button" className="btn btn-sm" onClick={() => step('previous7')} disabled={!shown} data-testid={`${testId}-previous7`}>{t('records.period.previous7')}</button>
        <button type="button" className="btn btn-sm" onClick={() => onChange(lastDays(7))} data-testid={`${testId}-last7`}>{t('records.period.last7')}</button>
        <button type="button" className="btn btn-sm" onClick={() => onChange(lastDays(30))} data-testid={`${testId}-last30`}>{t('records.period.last30')}</button>
        <button type="button" className="btn btn-sm" onClick={() => step('next7')} disabled={!forward} data-testid={`${testId}-next7`}>{t('records.period.next7')}</button>
        <button type="button" className="btn btn-sm" onClick={() => step('next30')} disabled={!forward} data-testid={`${testId}-next30`}>{t('records.period.next30')}</button>
      </div>
      <form
        className="period-dates"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const q = customQuery(from, to);
          setInvalid(!q);
          if (q) onChange(q);
        }}
      >
        <label className="field-label">
          {t('records.period.from')}
          <input type="date" className="field-input" value={from} onChange={(e) => setFrom(e.target.value)} aria-invalid={invalid || undefined} data-testid={`${testId}-from`} />
        </label>
        <label className="field-label">
          {t('records.period.to')}
          <input type="date" className="field-input" value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={invalid || undefined} data-testid={`${testId}-to`} />
        </label>
        <button type="submit" className="btn btn-sm btn-primary" data-testid={`${testId}-apply`}>{t('records.period.apply')}</button>
        {invalid ? <p className="field-error" role="alert">{t('records.period.invalid')}</p> : null}
      </form>
      {shown ? <p className="period-note" data-testid={`${testId}-shown`}>{t('records.period.shown', { from: formatDay(shown.from, language), to: formatDay(shown.to, language) })}</p> : null}
      {/* Every page with a period lists times: this is where the page names their zone, once. */}
      <TimeZoneNote testId={`${testId}-zone`} />
    </div>
  );
}
