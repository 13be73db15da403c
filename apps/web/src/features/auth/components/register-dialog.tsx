/**
 * Register popup shell. Registration arrives with the accounts issue; the tabs already follow the
 * operator flags (mobile tab first when MOBILENUMREG3 is on) but the form is disabled for now.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureFlags } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { AuthTabs } from './auth-tabs';
import './auth-dialogs.css';

type RegisterTab = 'username' | 'mobile';

export function RegisterDialog({ open, onClose, onLogin, features }: {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
  features: FeatureFlags;
}) {
  const { t } = useTranslation();
  const tabs: { id: RegisterTab; label: string }[] = [];
  if (features.MOBILENUMREG3) tabs.push({ id: 'mobile', label: t('auth.mobileRegister') });
  if (features.USERNAMEREG3 || tabs.length === 0) tabs.push({ id: 'username', label: t('auth.usernameRegister') });
  const [chosen, setChosen] = useState<RegisterTab | null>(null);
  const tab = chosen ?? tabs[0]?.id ?? 'username';

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.registerTitle')} size="sm" testId="register-dialog">
      <AuthTabs tabs={tabs} value={tab} onChange={setChosen} label={t('auth.registerMethod')} />
      <p className="auth-notice" role="note">
        <Icon name="info" size={18} />
        <span>{t('auth.comingSoon')}</span>
      </p>
      <form onSubmit={(e) => e.preventDefault()}>
        <fieldset className="auth-form" disabled>
          {tab === 'mobile' ? (
            <label className="field">
              <span className="field-label">{t('auth.mobile')}</span>
              <input className="field-input" name="mobileNum" type="tel" autoComplete="tel" placeholder={t('auth.mobilePlaceholder')} />
            </label>
          ) : (
            <label className="field">
              <span className="field-label">{t('auth.username')}</span>
              <input className="field-input" name="username" autoComplete="username" placeholder={t('auth.usernamePlaceholder')} />
            </label>
          )}
          <label className="field">
            <span className="field-label">{t('auth.password')}</span>
            <input className="field-input" name="password" type="password" autoComplete="new-password" />
          </label>
          <label className="auth-check auth-row">
            <span className="auth-check">
              <input type="checkbox" name="terms" defaultChecked />
              {t('auth.agreeTerms')}
            </span>
          </label>
          <button type="submit" className="btn btn-primary btn-lg btn-block">
            {t('header.register')}
          </button>
        </fieldset>
      </form>
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="auth-link" onClick={onLogin}>
          {t('header.login')}
        </button>
      </p>
    </Dialog>
  );
}
