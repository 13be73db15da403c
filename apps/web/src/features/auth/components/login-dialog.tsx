/**
 * Login popup shell. Member sign-in arrives with the accounts issue; until then the form is shown
 * as it will look (tabs per operator flags) but disabled, with an honest notice.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureFlags } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { AuthTabs } from './auth-tabs';
import './auth-dialogs.css';

type LoginTab = 'username' | 'sms';

export function LoginDialog({ open, onClose, onRegister, features }: {
  open: boolean;
  onClose: () => void;
  onRegister: () => void;
  features: FeatureFlags;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LoginTab>('username');
  const tabs: { id: LoginTab; label: string }[] = [{ id: 'username', label: t('auth.usernameLogin') }];
  if (features.SMS_LOGIN) tabs.push({ id: 'sms', label: t('auth.smsLogin') });

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.loginTitle')} size="sm" testId="login-dialog">
      <AuthTabs tabs={tabs} value={tab} onChange={setTab} label={t('auth.loginMethod')} />
      <p className="auth-notice" role="note">
        <Icon name="info" size={18} />
        <span>{t('auth.comingSoon')}</span>
      </p>
      <form className="auth-form-wrap" onSubmit={(e) => e.preventDefault()}>
        <fieldset className="auth-form" disabled>
          {tab === 'username' ? (
            <label className="field">
              <span className="field-label">{t('auth.username')}</span>
              <input className="field-input" name="username" autoComplete="username" placeholder={t('auth.usernamePlaceholder')} />
            </label>
          ) : (
            <label className="field">
              <span className="field-label">{t('auth.mobile')}</span>
              <input className="field-input" name="mobile" type="tel" autoComplete="tel" placeholder={t('auth.mobilePlaceholder')} />
            </label>
          )}
          <label className="field">
            <span className="field-label">{tab === 'username' ? t('auth.password') : t('auth.smsCode')}</span>
            <input className="field-input" name="password" type="password" autoComplete="current-password" />
          </label>
          <div className="auth-row">
            <label className="auth-check">
              <input type="checkbox" name="remember" />
              {t('auth.remember')}
            </label>
            <span>{t('auth.forgot')}</span>
          </div>
          <button type="submit" className="btn btn-primary btn-lg btn-block">
            {t('header.login')}
          </button>
        </fieldset>
      </form>
      <p className="auth-switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="auth-link" onClick={onRegister}>
          {t('header.register')}
        </button>
      </p>
    </Dialog>
  );
}
