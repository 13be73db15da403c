/** A name per language (EN first, required for games: the lobby's fallback), as one labelled group. */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';

export function NamesFields({ idPrefix, languages, names, onChange, requireEn = true }: {
  idPrefix: string;
  /** Games need an EN name; a vendor's plain name is its fallback, so its EN name may stay empty. */
  requireEn?: boolean;
  languages: string[];
  names: Record<string, string>;
  onChange: (names: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="names-fields">
      <legend>{t('games.names')}</legend>
      <div className="form-grid">
        {languages.map((l) => (
          <FormField key={l} id={`${idPrefix}-name-${l}`} label={t('games.nameIn', { language: t(`content.languages.${l}`, { defaultValue: l }) })}
            hint={requireEn && l === 'EN' ? t('games.enRequired') : undefined} maxLength={80} required={requireEn && l === 'EN'}
            value={names[l] ?? ''} onChange={(e) => onChange({ ...names, [l]: e.target.value })} data-testid={`${idPrefix}-name-${l}`} />
        ))}
      </div>
    </fieldset>
  );
}
