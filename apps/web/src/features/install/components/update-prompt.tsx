/** "A new version is ready": shown when a new deploy's service worker waits (lib/register-service-worker.ts). */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import './update-prompt.css';

function UpdatePrompt({ onReload, onClose }: { onReload: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{t('support.update.title')}</span>
      <button
        type="button"
        className="btn btn-primary"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
      >
        {t('support.update.reload')}
      </button>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        {t('support.update.later')}
      </button>
    </div>
  );
}

let shown = false;
/** Its own small root beside the app's: the prompt may appear on any screen, status screens included. */
export function showUpdatePrompt(onReload: () => void): void {
  if (shown) return;
  shown = true;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(<UpdatePrompt onReload={onReload} onClose={() => {
    root.unmount();
    host.remove();
    shown = false;
  }} />);
}
