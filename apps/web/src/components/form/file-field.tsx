/**
 * A file picker that speaks the page's language (issue 17: the browser's own "Choose File" showed in
 * English on a Thai page). The native input stays in the page, visually hidden but focusable, so the
 * keyboard, screen readers and tests use it as before; a label styled as a button opens it and a line
 * beside it names the chosen files.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon';
import './file-field.css';

export function FileField({ id, label, hint, error, accept, multiple, testId, onFiles }: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  accept?: string;
  multiple?: boolean;
  testId?: string;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const [names, setNames] = useState<string[]>([]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const chosenId = `${id}-chosen`;
  const describedBy = [chosenId, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field file-field" data-testid={testId}>
      <span className="field-label" id={`${id}-label`}>{label}</span>
      <div className="file-field-row">
        <input
          id={id} type="file" className="visually-hidden file-field-input" accept={accept} multiple={multiple}
          aria-labelledby={`${id}-label ${id}-button`} aria-describedby={describedBy} aria-invalid={error ? true : undefined}
          data-testid={testId ? `${testId}-input` : undefined}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            setNames(files.map((f) => f.name));
            onFiles(files);
          }}
        />
        <label htmlFor={id} id={`${id}-button`} className="btn btn-sm file-field-button">
          <Icon name="upload" size={16} />
          {multiple ? t('common.chooseFiles') : t('common.chooseFile')}
        </label>
        <span id={chosenId} className="file-field-chosen" data-testid={testId ? `${testId}-chosen` : undefined}>
          {names.length === 0 ? t('common.noFileChosen') : names.join(', ')}
        </span>
      </div>
      {hint ? <p id={hintId} className="auth-hint field-hint">{hint}</p> : null}
      {error ? <p id={errorId} className="field-error" data-testid={testId ? `${testId}-error` : undefined}>{error}</p> : null}
    </div>
  );
}
