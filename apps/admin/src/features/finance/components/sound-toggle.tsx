/** The new-request sound, on or off: a toggle button (aria-pressed) whose choice this browser keeps. */
import { useTranslation } from 'react-i18next';
import type { LiveState } from '../lib/use-finance-events';

export function LiveBar({ soundOn, onSound, live }: { soundOn: boolean; onSound: (on: boolean) => void; live: LiveState }) {
  const { t } = useTranslation();
  return (
    <div className="actions">
      <button type="button" className="button button-quiet button-small" aria-pressed={soundOn} onClick={() => onSound(!soundOn)} data-testid="finance-sound">
        {t('finance.live.sound')}
      </button>
      {/* Polite: a reconnect is news, not an emergency. */}
      <span role="status" className="note" data-testid="finance-live" data-state={live}>{t(`finance.live.states.${live}`)}</span>
    </div>
  );
}
