/**
 * The state every auth popup form repeats: values, per-field problems, ids that tie a label and its
 * problem to the input, and focus on the first problem (spec §5 messages under the fields). `field()`
 * gives a FormField its props, `control()` the same for custom inputs (SMS code, captcha), so a field
 * in a popup is one line.
 */
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

type Values<F extends string> = Partial<Record<F, string>>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FieldOptions extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix' | 'value' | 'onChange'> {
  label: ReactNode;
  /** Every field of these popups is required unless said otherwise. */
  required?: boolean;
  prefix?: string;
  'data-autofocus'?: boolean;
}

export function useFormFields<F extends string>(testPrefix: string, order: readonly F[], initial: Values<F> = {}) {
  const base = useId();
  const [values, setValues] = useState<Values<F>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const focusNext = useRef<string | null>(null);

  // Focus moves after the render that shows the problem: a server's answer arrives while the form is
  // still disabled, and a disabled input cannot take focus.
  useEffect(() => {
    if (!focusNext.current) return;
    const target = document.getElementById(focusNext.current);
    if (target && !(target as HTMLInputElement).disabled) {
      target.focus();
      focusNext.current = null;
    }
  });

  const id = useCallback((field: F) => `${base}-${field}`, [base]);

  const clearError = useCallback((field: F) => {
    setErrors((e) => {
      if (!(field in e)) return e;
      const { [field]: _fixed, ...rest } = e;
      return rest as FieldErrors<F>;
    });
  }, []);

  /** A changed value drops its problem: the player is fixing it. */
  const set = useCallback((field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearError(field);
  }, [clearError]);

  /** Shows the problems (replacing earlier ones) and focuses the first in display order; true when there are none. */
  const report = useCallback((next: FieldErrors<F>): boolean => {
    setErrors(next);
    const first = order.find((f) => next[f]);
    focusNext.current = first ? `${base}-${first}` : null;
    return !first;
  }, [base, order]);

  const control = (field: F) => ({
    id: id(field),
    testId: `${testPrefix}-${field}`,
    value: values[field] ?? '',
    onChange: (value: string) => set(field, value),
    error: errors[field],
  });

  const field = (name: F, options: FieldOptions) => {
    const { onChange, ...rest } = control(name);
    return { name, required: true, ...rest, onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value), ...options };
  };

  return { values, errors, id, set, setValues, clearError, report, field, control };
}
