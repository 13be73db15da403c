/** The language picker: each language named in its own words, and marked with its own `lang`. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../lib/i18n';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} data-testid="language-picker" value={i18n.language} onChange={(e) => void changeLanguage(e.target.value as LanguageCode)}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.tag}>
            {i18n.getFixedT(l.code)('language.name')}
          </option>
        ))}
      </select>
    </div>
  );
}
