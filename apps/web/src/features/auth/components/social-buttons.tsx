/**
 * Social login in the login popup (spec §2: Facebook and Google when enabled). Each button shows only
 * while the operator's flag for it is on, and is a plain link: the server's start endpoint redirects
 * the whole page to the provider (popups get blocked, and the provider's page must not be framed).
 * The merchant travels in the query because a navigation cannot carry the Merchant header. A social
 * login that failed comes back here with its reason (see hooks/use-social-ticket.ts).
 */
import type { ReactNode } from 'react';
import type { FeatureFlag, SocialProvider } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePermission } from '../../../lib/permission-context';
import type { LoginSite } from '../api/create-session';
import type { SocialErrorState } from '../hooks/use-social-ticket';
import './social-buttons.css';

/** The brands' own marks, as their sign-in guidelines ask for. */
const GOOGLE_MARK = (
  <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
    <path fill="#FFC107" d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z" />
    <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
    <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2A11.9 11.9 0 0 1 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
    <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3a12 12 0 0 1-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
  </svg>
);
const FACEBOOK_MARK = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07z" />
  </svg>
);

const PROVIDERS: { id: SocialProvider; flag: FeatureFlag; label: string; mark: ReactNode }[] = [
  { id: 'google', flag: 'SOCIAL_LOGIN_GOOGLE', label: 'socialLogin.continueGoogle', mark: GOOGLE_MARK },
  { id: 'facebook', flag: 'SOCIAL_LOGIN_FACEBOOK', label: 'socialLogin.continueFacebook', mark: FACEBOOK_MARK },
];

export function socialStartUrl(provider: SocialProvider, site: LoginSite, merchantCode: string): string {
  return `/wps/session/social/${provider}/start?${new URLSearchParams({ site, merchant: merchantCode }).toString()}`;
}

export function SocialButtons({ site, disabled = false }: { site: LoginSite; disabled?: boolean }) {
  const { t } = useTranslation();
  const { features, merchant } = usePermission().info;
  const failure = (useLocation().state as SocialErrorState | null)?.socialError;
  const enabled = PROVIDERS.filter((p) => features[p.flag]);
  // The reason a social login failed is shown even if the operator has since turned it off.
  if (enabled.length === 0 && !failure) return null;

  return (
    <div className="social-login" data-testid="social-login">
      {failure ? (
        <p className="auth-alert" role="alert" data-testid="social-login-error">
          {failure}
        </p>
      ) : null}
      {enabled.length > 0 ? (
        <>
          <p className="social-login-or">
            <span>{t('socialLogin.or')}</span>
          </p>
          <div className="social-login-buttons" role="group" aria-label={t('socialLogin.group')}>
            {enabled.map((p) => (
              <a
                key={p.id}
                className={`btn btn-lg btn-block social-btn social-btn-${p.id}`}
                href={socialStartUrl(p.id, site, merchant.merchantCode)}
                aria-disabled={disabled || undefined}
                // While the password form is submitting, leaving the page would drop its answer.
                onClick={(event) => {
                  if (disabled) event.preventDefault();
                }}
                data-testid={`social-login-${p.id}`}
              >
                {p.mark}
                <span>{t(p.label)}</span>
              </a>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
