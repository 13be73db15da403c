/**
 * System status (0 open, 1 maintenance, 2 restricted) and the notice players read on the maintenance or
 * restricted page. The stored notice is one text for every language; left empty, each player sees the
 * site's translated default in its own language.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantSettingsView, SystemStatus } from '@platform/contracts';
import { useSaveSection } from '../api/put-merchant-section';
import { SectionFooter } from './section-footer';

const STATUSES: SystemStatus[] = [0, 1, 2];

export function StatusSection({ code, settings, editable }: { code: string; settings: MerchantSettingsView; editable: boolean }) {
  const { t } = useTranslation();
  const noticeOf = (s: SystemStatus) => (s === 1 ? settings.maintenanceNotice : s === 2 ? settings.restrictionNotice : '');
  const [status, setStatus] = useState<SystemStatus>(settings.status);
  const [notice, setNotice] = useState(noticeOf(settings.status));
  const save = useSaveSection(code, 'status');

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ status, notice: status === 0 ? '' : notice.trim() });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="status-title" data-testid="status-form">
      <h2 id="status-title">{t('merchants.status.title')}</h2>
      <fieldset className="stack" disabled={!editable}>
        <legend>{t('merchants.status.legend')}</legend>
        {STATUSES.map((s) => (
          <label className="check" key={s}>
            <input type="radio" name="merchant-status" value={s} checked={status === s} onChange={() => { setStatus(s); setNotice(noticeOf(s)); }} data-testid={`status-${s}`} />
            {t(`merchants.status.values.${s}`)}
          </label>
        ))}
        {status !== 0 ? (
          <div className="field">
            <label className="field-label" htmlFor="status-notice">{t('merchants.status.notice')}</label>
            <textarea id="status-notice" className="field-input field-textarea" maxLength={2000} rows={4} value={notice} aria-describedby="status-notice-hint"
              onChange={(e) => setNotice(e.target.value)} />
            <p id="status-notice-hint" className="field-hint">{t('merchants.status.noticeHint')}</p>
          </div>
        ) : null}
      </fieldset>
      <SectionFooter id="status" editable={editable} busy={save.isPending} error={save.error} saved={save.isSuccess} />
    </form>
  );
}
