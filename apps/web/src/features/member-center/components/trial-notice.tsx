/**
 * Spec §6: a trial (demo) account is refused member pages with in_need_true_account. Registering
 * needs the trial session to end first (the register popup is for visitors), so the button does that.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAppStore } from '../../../stores/app-store';
import { deleteSession } from '../../auth/api/delete-session';

export function TrialNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const register = async () => {
    setLeaving(true);
    // The trial token is revoked where possible; locally it is dropped either way.
    await deleteSession().catch(() => undefined);
    // Leave the guarded page before the session ends, or the route guard would send us to /login.
    await navigate('/register');
    useAppStore.getState().endSession();
  };

  return (
    <EmptyState
      icon="user"
      title={t('memberCenter.trialTitle')}
      description={t('memberCenter.trialText')}
      testId="member-trial-notice"
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => void register()} disabled={leaving} data-testid="member-trial-register">
            {t('memberCenter.trialRegister')}
          </button>
          <Link to="/" className="btn btn-ghost">
            {t('common.backHome')}
          </Link>
        </>
      }
    />
  );
}
