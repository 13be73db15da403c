/** The ten recovery codes, shown this once (the server keeps only their hashes); the operator confirms it saved them. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const checkId = useId();
  return (
    <div className="stack" data-testid="recovery-codes">
      <h1>{t('recovery.title')}</h1>
      <p>{t('recovery.intro')}</p>
      <ol className="recovery-codes">
        {codes.map((code) => <li key={code}><code>{code}</code></li>)}
      </ol>
      <div className="check">
        <input id={checkId} type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <label htmlFor={checkId}>{t('recovery.saved')}</label>
      </div>
      <button type="button" className="button button-primary" disabled={!saved} onClick={onDone}>{t('recovery.continue')}</button>
    </div>
  );
}
