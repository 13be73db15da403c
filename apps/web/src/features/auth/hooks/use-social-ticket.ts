/**
 * The end of a social login (spec §2, docs/decisions/0012): the server's callback sends the browser
 * to `/?socialTicket=…` (plus `&site=agent` for the agent site) or `/?socialError=<code>`. A ticket is
 * traded for a session and finishes like every other login, without a forced password change
 * (spec §4: the player may not know a password at all). A failure reopens the login popup, whose
 * social buttons show the translated reason.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { createSocialSession } from '../api/create-social-session';
import type { LoginSite } from '../api/create-session';
import { errorText } from '../../../lib/error-text';
import { socialErrorText } from '../lib/social-error';
import { useFinishLogin } from './use-finish-login';

/** Where the login popup's social buttons find the message to show. */
export interface SocialErrorState {
  socialError?: string;
}

export function useSocialTicket(): void {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const params = new URLSearchParams(location.search);
  const ticket = params.get('socialTicket');
  const error = params.get('socialError');
  const site: LoginSite = params.get('site') === 'agent' ? 'agent' : 'member';
  // Each ticket or error is handled once, also when React runs the effect twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const key = ticket ?? error;
    if (key === null || handled.current === key) return;
    handled.current = key;
    const showFailure = (message: string) => {
      const state: SocialErrorState = { socialError: message };
      void navigate(site === 'agent' ? '/login?site=agent' : '/login', { replace: true, state });
    };
    if (ticket === null) {
      showFailure(socialErrorText(t, error ?? ''));
      return;
    }
    // The ticket works once, for a minute: out of the address bar and history before it is used.
    void navigate({ pathname: location.pathname, search: '' }, { replace: true });
    createSocialSession(ticket)
      .then((result) => finish(result, 'social', site))
      .catch((failure: unknown) => showFailure(errorText(t, failure)));
  }, [ticket, error, site, location.pathname, navigate, finish, t]);
}
