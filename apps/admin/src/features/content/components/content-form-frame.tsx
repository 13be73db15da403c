/**
 * What the banner form and the notice form share: the frame (heading, the problem found before sending,
 * Save and Close) and the fields both have (a labelled select, the status, the period). Each form keeps
 * its own fields and its own checks.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_STATUSES, type ContentStatus } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';

export function ContentFormFrame({ kind, prefix, heading, busy, onSubmit, onCancel, children }: {
  kind: 'banner' | 'notice';
  /** The ids of the form's fields start with it (one form per row: `banner-12`, `banner-new`). */
  prefix: string;
  heading: string;
  busy: boolean;
  /** Checks the draft and sends it; answers what stops it (shown above the buttons), or null. */
  onSubmit: () => string | null;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(onSubmit());
  }

  return (
    <form className="panel stack" onSubmit={submit} noValidate aria-labelledby={`${prefix}-heading`} data-testid={`${kind}-form`}>
      <h2 id={`${prefix}-heading`}>{heading}</h2>
      {children}
      {problem ? <p className="field-error" role="alert">{problem}</p> : null}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy} data-testid={`${kind}-save`}>{t('content.save')}</button>
        <button type="button" className="button button-quiet" onClick={onCancel}>{t('content.close')}</button>
      </div>
    </form>
  );
}

export function StatusField({ prefix, value, onChange }: { prefix: string; value: ContentStatus; onChange: (value: ContentStatus) => void }) {
  const { t } = useTranslation();
  return (
    <SelectField id={`${prefix}-status`} label={t('content.status')} value={value} onChange={onChange}
      options={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`content.statuses.${s}`) }))} />
  );
}

/** From and until, as the browser's local time (the lib turns them into instants). */
export function PeriodFields({ prefix, timeZone, startsAt, endsAt, onChange }: {
  prefix: string;
  timeZone: string;
  startsAt: string;
  endsAt: string;
  onChange: (change: { startsAt?: string; endsAt?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField id={`${prefix}-starts`} type="datetime-local" label={t('content.startsAt')} hint={t('content.periodHint', { zone: timeZone })}
        value={startsAt} onChange={(e) => onChange({ startsAt: e.target.value })} />
      <FormField id={`${prefix}-ends`} type="datetime-local" label={t('content.endsAt')}
        value={endsAt} onChange={(e) => onChange({ endsAt: e.target.value })} />
    </>
  );
}
