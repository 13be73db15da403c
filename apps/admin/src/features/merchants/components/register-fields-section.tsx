/**
 * The registration form's fields: shown or not, required or not, and their length rules. The pattern
 * stays as configured (it is technical; a wrong one would lock players out), shown for reference.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFieldConfig } from '@platform/contracts';
import { useSaveSection } from '../api/put-merchant-section';
import { SectionFooter } from './section-footer';

export function RegisterFieldsSection({ code, initial, editable }: { code: string; initial: RegisterFieldConfig[]; editable: boolean }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(initial);
  const save = useSaveSection(code, 'register-fields');
  const set = (i: number, patch: Partial<RegisterFieldConfig>) => setFields(fields.map((f, at) => (at === i ? { ...f, ...patch } : f)));
  const invalid = fields.some((f) => f.minLength > f.maxLength || f.maxLength < 1);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!invalid) save.mutate(fields);
  }

  const lengthInput = (f: RegisterFieldConfig, i: number, key: 'minLength' | 'maxLength') => (
    <input type="number" className="field-input" min={key === 'minLength' ? 0 : 1} max={500} value={f[key]} aria-label={t(`merchants.fields.${key}Of`, { field: f.field })}
      aria-invalid={f.minLength > f.maxLength ? true : undefined} onChange={(e) => set(i, { [key]: Math.max(0, Math.min(500, Math.trunc(Number(e.target.value) || 0))) })} />
  );

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="fields-title" data-testid="fields-form">
      <h2 id="fields-title">{t('merchants.fields.title')}</h2>
      <fieldset disabled={!editable}>
        <legend className="visually-hidden">{t('merchants.fields.title')}</legend>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('merchants.fields.title')}>
          <table className="data-table">
            <caption className="visually-hidden">{t('merchants.fields.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('merchants.fields.field')}</th>
                <th scope="col">{t('merchants.fields.enabled')}</th>
                <th scope="col">{t('merchants.fields.required')}</th>
                <th scope="col">{t('merchants.fields.minLength')}</th>
                <th scope="col">{t('merchants.fields.maxLength')}</th>
                <th scope="col">{t('merchants.fields.pattern')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((f, i) => (
                <tr key={f.field} data-testid="field-row">
                  <th scope="row"><code>{f.field}</code></th>
                  <td><input type="checkbox" checked={f.enabled} aria-label={t('merchants.fields.enabledOf', { field: f.field })} onChange={(e) => set(i, { enabled: e.target.checked, required: e.target.checked && f.required })} /></td>
                  <td><input type="checkbox" checked={f.required} disabled={!f.enabled} aria-label={t('merchants.fields.requiredOf', { field: f.field })} onChange={(e) => set(i, { required: e.target.checked })} /></td>
                  <td>{lengthInput(f, i, 'minLength')}</td>
                  <td>{lengthInput(f, i, 'maxLength')}</td>
                  <td><code className="muted">{f.acceptedPattern}</code></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>
      {invalid ? <p className="field-error" role="alert">{t('merchants.fields.lengthRule')}</p> : null}
      <SectionFooter id="fields" editable={editable} busy={save.isPending} error={save.error} saved={save.isSuccess} disabled={invalid} />
    </form>
  );
}
