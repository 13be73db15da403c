/**
 * A small form of text fields that asks for a change (the values shown are the ones in force): used for
 * each money setting, whose answer is an approval request rather than a change.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';

export interface FieldSpec { name: string; label: string; hint?: string; inputMode?: 'decimal' | 'numeric' }

export function FieldsForm({ id, title, fields, initial, busy, onAsk }: {
  id: string;
  title: string;
  fields: FieldSpec[];
  initial: Record<string, string>;
  busy: boolean;
  onAsk: (values: Record<string, string>) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = fields.some((f) => !values[f.name]?.trim());
    setMissing(empty);
    if (!empty) await onAsk(Object.fromEntries(fields.map((f) => [f.name, values[f.name]!.trim()])));
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid={`${id}-form`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <div className="form-grid">
        {fields.map((f) => (
          <FormField
            key={f.name} id={`${id}-${f.name}`} label={f.label} hint={f.hint} inputMode={f.inputMode} required autoComplete="off"
            value={values[f.name] ?? ''} onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
          />
        ))}
      </div>
      {missing ? <p className="field-error" role="alert">{t('form.required')}</p> : null}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy} data-testid={`${id}-submit`}>{t('money.ask')}</button>
      </div>
    </form>
  );
}
