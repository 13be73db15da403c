/**
 * A warning with one confirm button (spec §8): an SMS code that could not be sent, an invitation
 * code that does not exist. The message is the server's or the popup's translated text.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

export function WarningDialog({ message, onClose, testId }: { message: string | null; onClose: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Dialog open={message !== null} onClose={onClose} title={t('auth.warningTitle')} size="sm" testId={testId}>
      <p className="warning-text" data-testid={`${testId}-message`}>
        {message}
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus data-testid={`${testId}-confirm`}>
          {t('auth.submit')}
        </button>
      </div>
    </Dialog>
  );
}
