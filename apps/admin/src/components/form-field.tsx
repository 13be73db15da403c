/** A labelled input with an optional hint and its problem underneath, both tied to it by aria-describedby. */
import type { InputHTMLAttributes } from 'react';

export function FormField({ id, label, hint, error, ...input }: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>{label}</label>
      <input {...input} id={id} className="field-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
    </div>
  );
}
