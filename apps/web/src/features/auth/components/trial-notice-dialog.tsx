/**
 * The notice a trial (free play) account gets when it tries something only a registered member may
 * do (spec §4, §6 in_need_true_account): "please register an account first" with a confirm button.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';

export function TrialNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.trialNoticeTitle')} size="sm" testId="trial-notice-dialog">
      <p data-testid="trial-notice-text">{t('auth.trialNoticeText')}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus data-testid="trial-notice-confirm">
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
