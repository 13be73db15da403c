/**
 * A labelled input of the agent forms, its hint and problem tied to it by aria-describedby. The
 * agent area keeps its own (not components/form) so the site's first page is chunked as before it
 * existed (decision 0027).
 */
import type { InputHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export function AgentField({ id, label, hint, error, testId, ...input }: InputProps & { id: string; label: string; hint?: string; error?: string; testId: string }) {
  const notes = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="agent-field" data-testid={testId}>
      <label htmlFor={id} className="field-label">
        {label}
        {input.required ? <span className="agent-required" aria-hidden="true"> *</span> : null}
      </label>
      <input {...input} id={id} className="field-input" aria-invalid={error ? true : undefined} aria-describedby={notes || undefined} />
      {hint ? <p id={`${id}-hint`} className="agent-note">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="agent-field-error" data-testid={`${testId}-error`}>{error}</p> : null}
    </div>
  );
}
