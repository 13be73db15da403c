/**
 * Login-time modals (spec §4), shown over whatever page the player is on: the first-login welcome,
 * which suggests securing the account in the security centre, then the forced password change
 * (default or expired password) that only a new password or logging out ends.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { usePermission } from '../../../lib/permission-context';
import { useAppStore } from '../../../stores/app-store';
import { ChangePasswordDialog } from './change-password-dialog';

export function LoginTimeModals() {
  const { t } = useTranslation();
  const siteName = usePermission().info.whitelabel.siteName;
  const welcome = useAppStore((s) => s.welcomePending);
  const passwordChangeRequired = useAppStore((s) => s.passwordChangeRequired);
  const dismiss = () => useAppStore.getState().setWelcomePending(false);

  return (
    <>
      <Dialog open={welcome} onClose={dismiss} title={t('auth.welcome.title', { siteName })} size="sm" testId="welcome-dialog">
        <div className="auth-welcome">
          <Icon name="lock" size={28} />
          <p>{t('auth.welcome.text')}</p>
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-outline" onClick={dismiss} data-testid="welcome-later">
            {t('auth.welcome.later')}
          </button>
          <Link to="/member?page=securityCenter" className="btn btn-primary" onClick={dismiss} data-autofocus data-testid="welcome-secure">
            {t('auth.welcome.secure')}
          </Link>
        </div>
      </Dialog>
      {/* After the welcome: one modal at a time, and the forced change must not hide behind it. */}
      <ChangePasswordDialog open={passwordChangeRequired && !welcome} forced onClose={() => undefined} />
    </>
  );
}
