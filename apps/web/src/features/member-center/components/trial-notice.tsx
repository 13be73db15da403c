/**
 * Spec §6: a trial (demo) account is refused member pages with in_need_true_account. Registering
 * needs the trial session to end first (the register popup is for visitors), so the button does that.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAppStore } from '../../../stores/app-store';
import { deleteSession } from '../../../lib/delete-session';

export function TrialNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);

  // The trial session ends only once this page is gone: while the member centre is still on screen
  // its route guard would see no token and send the visitor to /login instead of the register popup.
  useEffect(() => () => {
    if (!leavingRef.current) return;
    // The call takes the token synchronously, before the session is cleared on the next line.
    void deleteSession().catch(() => undefined);
    useAppStore.getState().endSession();
  }, []);

  const register = () => {
    setLeaving(true);
    leavingRef.current = true;
    void navigate('/register');
  };

  return (
    <EmptyState
      icon="user"
      title={t('memberCenter.trialTitle')}
      description={t('memberCenter.trialText')}
      testId="member-trial-notice"
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={register} disabled={leaving} data-testid="member-trial-register">
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
