/**
 * System status (0 open, 1 maintenance, 2 restricted) and the notice players read on the maintenance or
 * restricted page, one text per language of the site (decision 0057); a language left empty shows the
 * site's translated standard message in that language.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, MerchantSettingsView, StatusNotices, SystemStatus } from '@platform/contracts';
import { LANGUAGE_TAGS, STATUS_NOTICE_MAX } from '@platform/contracts';
import { useSaveSection } from '../api/put-merchant-section';
import { SectionFooter } from './section-footer';

const STATUSES: SystemStatus[] = [0, 1, 2];

export function StatusSection({ code, settings, editable }: { code: string; settings: MerchantSettingsView; editable: boolean }) {
  const { t } = useTranslation();
  const languages = settings.merchant.langList;
  const noticesOf = (s: SystemStatus): StatusNotices => (s === 1 ? settings.maintenanceNotices : s === 2 ? settings.restrictionNotices : {});
  const [status, setStatus] = useState<SystemStatus>(settings.status);
  const [notices, setNotices] = useState<StatusNotices>(noticesOf(settings.status));
  const save = useSaveSection(code, 'status');
  const setNotice = (language: Language, text: string) => setNotices({ ...notices, [language]: text });

  function submit(event: FormEvent) {
    event.preventDefault();
    const kept = Object.fromEntries(languages.map((l) => [l, notices[l]?.trim() ?? '']).filter(([, text]) => text));
    save.mutate({ status, notices: status === 0 ? {} : kept });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="status-title" data-testid="status-form">
      <h2 id="status-title">{t('merchants.status.title')}</h2>
      <fieldset className="stack" disabled={!editable}>
        <legend>{t('merchants.status.legend')}</legend>
        {STATUSES.map((s) => (
          <label className="check" key={s}>
            <input type="radio" name="merchant-status" value={s} checked={status === s} onChange={() => { setStatus(s); setNotices(noticesOf(s)); }} data-testid={`status-${s}`} />
            {t(`merchants.status.values.${s}`)}
          </label>
        ))}
      </fieldset>
      {status !== 0 ? (
        <fieldset className="stack" disabled={!editable} aria-describedby="status-notice-hint">
          <legend>{t('merchants.status.notice')}</legend>
          <p id="status-notice-hint" className="field-hint">{t('merchants.status.noticeHint')}</p>
          {languages.map((language) => (
            <div className="field" key={language}>
              <label className="field-label" htmlFor={`status-notice-${language}`}>
                {t('merchants.status.noticeIn', { language: t(`content.languages.${language}`) })}
              </label>
              <textarea id={`status-notice-${language}`} className="field-input field-textarea" maxLength={STATUS_NOTICE_MAX} rows={3} lang={LANGUAGE_TAGS[language]}
                value={notices[language] ?? ''} onChange={(e) => setNotice(language, e.target.value)} data-testid={`status-notice-${language}`} />
            </div>
          ))}
        </fieldset>
      ) : null}
      <SectionFooter id="status" editable={editable} busy={save.isPending} error={save.error} saved={save.isSuccess} />
    </form>
  );
}
