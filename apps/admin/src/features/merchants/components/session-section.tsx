/** Player session lifetime: minutes without activity and the absolute hours; new limits apply from the next request and login. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { useSaveSection } from '../api/put-merchant-section';
import { SectionFooter } from './section-footer';

export function SessionSection({ code, initial, editable }: { code: string; initial: { idleMinutes: number; maxHours: number }; editable: boolean }) {
  const { t } = useTranslation();
  const [idle, setIdle] = useState(String(initial.idleMinutes));
  const [max, setMax] = useState(String(initial.maxHours));
  const save = useSaveSection(code, 'session-policy');
  // The server's bounds (sessionPolicyBody), told before the round trip.
  const within = (v: string, min: number, most: number) => /^\d{1,5}$/.test(v) && Number(v) >= min && Number(v) <= most;
  const idleOk = within(idle, 5, 1440);
  const maxOk = within(max, 1, 720);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (idleOk && maxOk) save.mutate({ idleMinutes: Number(idle), maxHours: Number(max) });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="session-title" data-testid="session-form">
      <h2 id="session-title">{t('merchants.session.title')}</h2>
      <fieldset className="form-grid" disabled={!editable}>
        <legend className="visually-hidden">{t('merchants.session.title')}</legend>
        <FormField id="session-idle" label={t('merchants.session.idle')} inputMode="numeric" value={idle} onChange={(e) => setIdle(e.target.value)}
          hint={idleOk ? t('merchants.session.idleRule') : undefined} error={idleOk ? undefined : t('merchants.session.idleRule')} />
        <FormField id="session-max" label={t('merchants.session.max')} inputMode="numeric" value={max} onChange={(e) => setMax(e.target.value)}
          hint={maxOk ? t('merchants.session.maxRule') : undefined} error={maxOk ? undefined : t('merchants.session.maxRule')} />
      </fieldset>
      <SectionFooter id="session" editable={editable} busy={save.isPending} error={save.error} saved={save.isSuccess} />
    </form>
  );
}
