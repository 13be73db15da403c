/**
 * The merchant's own fields: its name, the languages its site offers, the phone number rules and the time
 * zone. The currency is shown, not edited: balances and every amount of the merchant are kept in it.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type RegionEntry } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { tagOf } from '../../../lib/i18n';
import { useSaveMerchant } from '../api/put-merchant';
import { SectionFooter } from './section-footer';

/** The BCP 47 tag of a site language code, for its name in the operator's language. */
const LANGUAGE_TAG: Record<Language, string> = { CN: 'zh', EN: 'en', ES: 'es', HI: 'hi', ID: 'id', MY: 'my', PT: 'pt', TH: 'th' };

function languageName(code: Language, operatorLanguage: string): string {
  try {
    return new Intl.DisplayNames([tagOf(operatorLanguage)], { type: 'language' }).of(LANGUAGE_TAG[code]) ?? code;
  } catch {
    return code;
  }
}

export function GeneralSection({ code, initial, editable }: { code: string; initial: RegionEntry; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState({
    countryName: initial.countryName, langList: initial.langList, dialingCode: initial.dialingCode,
    phoneDigitsMin: String(initial.phoneDigitsMin), phoneDigitsMax: String(initial.phoneDigitsMax), timeZone: initial.timeZone,
  });
  const save = useSaveMerchant(code);
  const digits = (v: string) => /^\d{1,2}$/.test(v) && Number(v) >= 4 && Number(v) <= 15;
  const zoneOk = (() => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: form.timeZone });
      return form.timeZone.trim() !== '';
    } catch {
      return false;
    }
  })();
  const problems = {
    countryName: form.countryName.trim() ? undefined : t('form.required'),
    langList: form.langList.length > 0 ? undefined : t('merchants.general.languagesRule'),
    dialingCode: /^\d{1,4}$/.test(form.dialingCode) ? undefined : t('merchants.general.dialingRule'),
    phone: digits(form.phoneDigitsMin) && digits(form.phoneDigitsMax) && Number(form.phoneDigitsMin) <= Number(form.phoneDigitsMax) ? undefined : t('merchants.general.digitsRule'),
    timeZone: zoneOk ? undefined : t('merchants.general.zoneRule'),
  };
  const invalid = Object.values(problems).some(Boolean);
  const toggle = (lang: Language, on: boolean) =>
    // The order is kept (the first language is the site's default); a language turned on goes last.
    setForm({ ...form, langList: on ? [...form.langList.filter((l) => l !== lang), lang] : form.langList.filter((l) => l !== lang) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    const { isDefault: _default, ...fixed } = initial;
    save.mutate({
      ...fixed, countryName: form.countryName.trim(), langList: form.langList, dialingCode: form.dialingCode,
      phoneDigitsMin: Number(form.phoneDigitsMin), phoneDigitsMax: Number(form.phoneDigitsMax), timeZone: form.timeZone.trim(),
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="general-title" data-testid="general-form">
      <h2 id="general-title">{t('merchants.general.title')}</h2>
      <p className="field-hint">{t('merchants.general.currency', { currency: initial.currency, symbol: initial.currencySymbol })}</p>
      <fieldset className="stack" disabled={!editable}>
        <legend className="visually-hidden">{t('merchants.general.title')}</legend>
        <div className="form-grid">
          <FormField id="general-name" label={t('merchants.general.name')} maxLength={64} value={form.countryName} error={problems.countryName}
            onChange={(e) => setForm({ ...form, countryName: e.target.value })} />
          <FormField id="general-zone" label={t('merchants.general.zone')} hint={zoneOk ? t('merchants.general.zoneHint') : undefined} maxLength={64} value={form.timeZone}
            error={problems.timeZone} onChange={(e) => setForm({ ...form, timeZone: e.target.value })} />
          <FormField id="general-dialing" label={t('merchants.general.dialing')} inputMode="numeric" maxLength={4} value={form.dialingCode} error={problems.dialingCode}
            onChange={(e) => setForm({ ...form, dialingCode: e.target.value.trim() })} />
          <FormField id="general-digits-min" label={t('merchants.general.digitsMin')} inputMode="numeric" maxLength={2} value={form.phoneDigitsMin} error={problems.phone}
            onChange={(e) => setForm({ ...form, phoneDigitsMin: e.target.value.trim() })} />
          <FormField id="general-digits-max" label={t('merchants.general.digitsMax')} inputMode="numeric" maxLength={2} value={form.phoneDigitsMax}
            onChange={(e) => setForm({ ...form, phoneDigitsMax: e.target.value.trim() })} />
        </div>
        <fieldset className="flag-grid">
          <legend>{t('merchants.general.languages')}</legend>
          {LANGUAGES.map((lang) => (
            <label className="check" key={lang}>
              <input type="checkbox" checked={form.langList.includes(lang)} onChange={(e) => toggle(lang, e.target.checked)} />
              {languageName(lang, i18n.language)}
            </label>
          ))}
        </fieldset>
        {problems.langList ? <p className="field-error" role="alert">{problems.langList}</p> : null}
      </fieldset>
      <SectionFooter id="general" editable={editable} busy={save.isPending} error={save.error} saved={save.isSuccess} disabled={invalid} />
    </form>
  );
}
