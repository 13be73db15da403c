/**
 * Brand name, logo and the seven theme colours, with the live preview beside them: every keystroke
 * redraws it, and a text colour below WCAG AA (4.5:1) on its background is named before saving. The
 * warning does not block the save: the operator may be mid-way through a change of two colours.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme, Whitelabel } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { useSaveSection } from '../api/put-merchant-section';
import { contrastProblems } from '../lib/contrast';
import { merchantErrorText } from '../lib/merchant-error-text';
import { ThemePreview } from './theme-preview';

const COLOURS = ['primary', 'primaryContrast', 'secondary', 'accent', 'background', 'surface', 'text'] as const satisfies readonly (keyof Theme)[];
const HEX = /^#[0-9a-fA-F]{6}$/;

export function WhitelabelSection({ code, initial, editable }: { code: string; initial: Whitelabel; editable: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const save = useSaveSection(code, 'whitelabel');
  const problems = contrastProblems(draft.theme);
  const badColours = COLOURS.filter((c) => !HEX.test(draft.theme[c]));
  const setColour = (name: keyof Theme, value: string) => setDraft({ ...draft, theme: { ...draft.theme, [name]: value } });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (badColours.length > 0 || !draft.siteName.trim()) return;
    save.mutate({ ...draft, siteName: draft.siteName.trim() });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="whitelabel-title" data-testid="whitelabel-form">
      <h2 id="whitelabel-title">{t('merchants.whitelabel.title')}</h2>
      <div className="whitelabel-layout">
        <fieldset className="stack" disabled={!editable}>
          <legend className="visually-hidden">{t('merchants.whitelabel.title')}</legend>
          <FormField id="wl-site-name" label={t('merchants.whitelabel.siteName')} required maxLength={64} value={draft.siteName}
            error={draft.siteName.trim() ? undefined : t('form.required')} onChange={(e) => setDraft({ ...draft, siteName: e.target.value })} />
          <FormField id="wl-logo" label={t('merchants.whitelabel.logo')} hint={t('merchants.whitelabel.logoHint')} maxLength={2000} value={draft.logoUrl}
            onChange={(e) => setDraft({ ...draft, logoUrl: e.target.value })} />
          <div className="colour-grid">
            {COLOURS.map((name) => (
              <div className="field" key={name}>
                <label className="field-label" htmlFor={`wl-${name}`}>{t(`merchants.whitelabel.colours.${name}`)}</label>
                <div className="colour-row">
                  {/* The picker and the text show one value: either may be used, the text also by a screen reader. */}
                  <input type="color" aria-label={t('merchants.whitelabel.pick', { name: t(`merchants.whitelabel.colours.${name}`) })}
                    value={HEX.test(draft.theme[name]) ? draft.theme[name].toLowerCase() : '#000000'} onChange={(e) => setColour(name, e.target.value)} data-testid={`wl-${name}-picker`} />
                  <input id={`wl-${name}`} className="field-input" value={draft.theme[name]} maxLength={7} spellCheck={false}
                    aria-invalid={HEX.test(draft.theme[name]) ? undefined : true} aria-describedby={HEX.test(draft.theme[name]) ? undefined : `wl-${name}-error`}
                    onChange={(e) => setColour(name, e.target.value.trim())} data-testid={`wl-${name}`} />
                </div>
                {HEX.test(draft.theme[name]) ? null : <p id={`wl-${name}-error`} className="field-error">{t('merchants.whitelabel.hexRule')}</p>}
              </div>
            ))}
          </div>
        </fieldset>
        <div className="stack">
          <ThemePreview whitelabel={draft} />
          <div aria-live="polite" data-testid="contrast-warnings">
            {problems.length > 0 ? (
              <div className="alert alert-info" data-testid="contrast-warning">
                <p>{t('merchants.whitelabel.contrastWarning')}</p>
                <ul>
                  {problems.map((p) => (
                    <li key={`${p.text}-${p.on}`}>{t('merchants.whitelabel.contrastPair', {
                      text: t(`merchants.whitelabel.colours.${p.text}`), on: t(`merchants.whitelabel.colours.${p.on}`), ratio: Number.isNaN(p.ratio) ? '—' : p.ratio.toFixed(2),
                    })}</li>
                  ))}
                </ul>
              </div>
            ) : <p className="field-hint">{t('merchants.whitelabel.contrastOk')}</p>}
          </div>
        </div>
      </div>
      {save.isError ? <Alert tone="error" testId="whitelabel-error">{merchantErrorText(t, save.error)}</Alert> : null}
      {save.isSuccess ? <Alert tone="success" testId="whitelabel-saved">{t('merchants.saved')}</Alert> : null}
      {editable ? (
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={save.isPending || badColours.length > 0} data-testid="whitelabel-save">{t('merchants.save')}</button>
          <button type="button" className="button button-quiet" onClick={() => { setDraft(initial); save.reset(); }}>{t('merchants.undo')}</button>
        </div>
      ) : null}
    </form>
  );
}
