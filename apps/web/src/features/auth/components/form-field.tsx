/** A labelled input with its problem underneath, linked by aria-describedby (spec §5 messages). */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export function FormField({ id, label, required, error, prefix, inputRef, testId, ...input }: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  prefix?: string;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'>) {
  const errorId = `${id}-error`;
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
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
