/** Pieces every agent table shares: the direct/whole-team switch, the CSV button, the scroll box, and the loading and error lines. */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineScope } from '@platform/contracts';
import { Icon } from '../../../components/ui/icon';
import { errorText } from '../../../lib/error-text';
import { AGENT_NS } from '../lib/agent-texts';
import { SCOPES } from '../lib/contract-values';

export function ScopeSwitch({ value, onChange, testId }: { value: DownlineScope; onChange: (s: DownlineScope) => void; testId: string }) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <fieldset className="agent-scope" data-testid={testId}>
      <legend className="field-label">{t('scope.label')}</legend>
      {SCOPES.map((s) => (
        <label key={s} className="agent-scope-option">
          <input type="radio" name={testId} value={s} checked={value === s} onChange={() => onChange(s)} data-testid={`${testId}-${s}`} />
          {t(`scope.${s}`)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A username search (trimmed by the caller on submit), with the page's other filters beside it. With
 * `minLength` a shorter part (but not an empty one) is not searched: a hint beside the box says why.
 */
export function UsernameSearch({ label, value, onChange, onSearch, testId, minLength, children }: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onSearch: () => void;
  testId: string;
  minLength?: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation(AGENT_NS);
  const length = value.trim().length;
  const tooShort = !!minLength && length > 0 && length < minLength;
  const hintId = `${testId}-search-hint`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooShort) onSearch();
  };
  return (
    <form className="agent-search" role="search" onSubmit={submit}>
      <label className="field-label">
        {label}
        <input
          type="search" className="field-input" value={value} onChange={(e) => onChange(e.target.value)} maxLength={40}
          aria-invalid={tooShort || undefined} aria-describedby={tooShort ? hintId : undefined} data-testid={`${testId}-search`}
        />
      </label>
      {tooShort ? <p id={hintId} className="field-error" role="status" data-testid={`${testId}-search-hint`}>{t('filters.tooShort', { count: minLength })}</p> : null}
      {children}
      <button type="submit" className="btn btn-sm btn-primary" data-testid={`${testId}-submit`}>{t('filters.search')}</button>
    </form>
  );
}

/** Runs an export and shows its failure; the button is busy meanwhile so one click makes one file. */
export function ExportButton({ run, testId }: { run: () => Promise<void>; testId: string }) {
  const { t } = useTranslation(AGENT_NS);
  const { t: tc } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const click = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await run();
    } catch (err) {
      setProblem(errorText(tc, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="agent-export">
      <button type="button" className="btn btn-sm btn-outline" onClick={() => void click()} disabled={busy} aria-busy={busy} data-testid={testId}>
        <Icon name="download" size={16} />
        {busy ? t('working') : t('exportCsv')}
      </button>
      {problem ? <span className="field-error" role="alert">{problem}</span> : null}
    </span>
  );
}

export function QueryLines({ error, pending, empty, emptyText, testId }: { error: unknown; pending: boolean; empty: boolean; emptyText: string; testId: string }) {
  const { t } = useTranslation(AGENT_NS);
  const { t: tc } = useTranslation();
  return (
    <>
      {error ? <p className="auth-alert" role="alert">{errorText(tc, error)}</p> : null}
      {pending ? <p role="status">{t('loading')}</p> : null}
      {empty ? <p className="agent-note" data-testid={`${testId}-empty`}>{emptyText}</p> : null}
    </>
  );
}

/**
 * The box a table scrolls in when it is wider than the page (a phone in landscape, a long name): a
 * named region that takes keyboard focus, so the arrow keys scroll it (WCAG 2.1.1; axe
 * scrollable-region-focusable). On phones the rows turn into cards and nothing scrolls.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="agent-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
