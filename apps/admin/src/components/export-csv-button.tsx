/**
 * "Export CSV" under a list (decision 0055): downloads the whole list with the filters on screen, says
 * which file it saved, or why it could not. The server masks personal data as the list does.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_EXPORT_MAX_ROWS } from '@platform/contracts';
import { errorText } from '../lib/error-text';
import { formatCount } from '../lib/format';
import { Alert } from './alert';

export function ExportCsvButton({ download, disabled, testId }: {
  /** Starts the download in the screen's language; answers the saved file's name. */
  download: (language: string) => Promise<string>;
  disabled?: boolean;
  /** `players` gives `players-csv`, `players-csv-status` and `players-csv-error`. */
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<{ step: 'idle' | 'busy' | 'done' | 'failed'; text?: string }>({ step: 'idle' });

  async function run() {
    setState({ step: 'busy' });
    try {
      const name = await download(i18n.language);
      setState({ step: 'done', text: t('csvExport.done', { name }) });
    } catch (e) {
      setState({ step: 'failed', text: errorText(t, e) });
    }
  }

  return (
    <>
      <div className="actions">
        <button type="button" className="button button-quiet" onClick={() => void run()} disabled={disabled || state.step === 'busy'}
          aria-describedby={`${testId}-csv-hint`} data-testid={`${testId}-csv`}>
          {state.step === 'busy' ? t('csvExport.busy') : t('csvExport.button')}
        </button>
        <p id={`${testId}-csv-hint`} className="field-hint">{t('csvExport.hint', { max: formatCount(CSV_EXPORT_MAX_ROWS, i18n.language) })}</p>
        <p role="status" className="note" data-testid={`${testId}-csv-status`}>{state.step === 'done' ? state.text : ''}</p>
      </div>
      {state.step === 'failed' ? <Alert tone="error" testId={`${testId}-csv-error`}>{state.text}</Alert> : null}
    </>
  );
}
