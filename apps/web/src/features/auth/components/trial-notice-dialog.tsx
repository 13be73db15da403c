/**
 * The notice a trial (free play) account gets when it tries something only a registered member may
 * do (spec §4, §6 in_need_true_account): "please register an account first" with a confirm button.
 * Registering from here ends the trial session first (on the server too), as the register popup is
 * for visitors.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useAppStore } from '../../../stores/app-store';
import { deleteSession } from '../../../lib/delete-session';

export function TrialNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const register = async () => {
    setLeaving(true);
    await deleteSession().catch(() => undefined);
    // Navigate before the session ends: ending it unmounts the logged-in header this dialog lives in.
    void navigate('/register');
    useAppStore.getState().endSession();
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.trialNoticeTitle')} size="sm" testId="trial-notice-dialog">
      <p data-testid="trial-notice-text">{t('auth.trialNoticeText')}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-outline" onClick={() => void register()} disabled={leaving} data-testid="trial-notice-register">
          {t('header.register')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus data-testid="trial-notice-confirm">
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
