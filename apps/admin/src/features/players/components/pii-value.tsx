/**
 * A masked personal value with, when the operator may, a "Show" button that asks the server for it in
 * clear. The clear value lives in this component's state only (gone with the page, never cached), and
 * focus moves onto it, since the button it replaces is gone.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PiiField } from '@platform/contracts';
import { errorText } from '../../../lib/error-text';
import { useUnmask } from '../api/post-unmask';

export function PiiValue({ merchantCode, playerId, field, label, masked, allowed }: {
  merchantCode: string;
  playerId: number;
  field: PiiField;
  label: string;
  masked: string | null;
  allowed: boolean;
}) {
  const { t } = useTranslation();
  const unmask = useUnmask(merchantCode, playerId);
  const [clear, setClear] = useState<{ value: string | null } | null>(null);
  const shown = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (clear) shown.current?.focus();
  }, [clear]);

  if (masked === null) return <span className="muted">{t('players.none')}</span>;
  if (clear) {
    return <span ref={shown} tabIndex={-1} className="pii-clear" data-testid={`pii-${field}-clear`}>{clear.value ?? t('players.none')}</span>;
  }
  return (
    <span className="pii">
      <span data-testid={`pii-${field}`}>{masked}</span>
      {allowed ? (
        <button
          type="button"
          className="button button-small"
          disabled={unmask.isPending}
          // The same word on every row: the name says which value it shows.
          aria-label={t('player.showLabel', { field: label })}
          onClick={() => unmask.mutate(field, { onSuccess: (answer) => setClear({ value: answer.value }) })}
          data-testid={`pii-${field}-show`}
        >
          {t('player.show')}
        </button>
      ) : null}
      {unmask.isError ? <span role="alert" className="field-error">{errorText(t, unmask.error)}</span> : null}
    </span>
  );
}
