/** A labelled input with an optional hint and its problem underneath, both tied to it by aria-describedby (spec §5 messages). */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './form.css';

export function FormField({ id, label, required, error, hint, prefix, inputRef, testId, ...input }: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  /** Guidance that stays while the field is valid (e.g. "the password may stay empty"). */
  hint?: string;
  prefix?: string;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'>) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-testid={testId}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </label>
      <div className={prefix ? 'field-affix' : undefined}>
        {prefix ? <span className="field-prefix">{prefix}</span> : null}
        <input
          {...input}
          id={id}
          ref={inputRef}
          className="field-input"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {hint ? (
        <p id={hintId} className="auth-hint field-hint" data-testid={testId ? `${testId}-hint` : undefined}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
