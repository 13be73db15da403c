/**
 * The operator login (decision 0032) as one page that walks through its steps: password (with the
 * proof of work and, when asked, the captcha), then the authenticator code or its enrolment and the
 * recovery codes, then a forced new password when the one typed is below the policy. The session
 * starts only at the end; until then the token stays inside this page.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { OperatorLoginResponse } from '@platform/contracts';
import { LanguagePicker } from '../../../components/language-picker';
import { endSession, startSession, useSessionState } from '../../../lib/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { deleteLogout } from '../api/delete-logout';
import type { EnrolResponse } from '../api/post-totp-confirm';
import { createProofOfWork } from '../lib/proof-of-work';
import { EnrolStep } from './enrol-step';
import { PasswordChangeStep } from './password-change-step';
import { PasswordStep } from './password-step';
import { RecoveryCodesStep } from './recovery-codes-step';
import { TotpStep } from './totp-step';

type Step =
  | { kind: 'password' }
  | { kind: 'totp'; ticket: string }
  | { kind: 'enrol'; ticket: string }
  | { kind: 'recovery'; result: EnrolResponse }
  | { kind: 'password-change'; token: string; oldPassword: string };

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const { session, notice } = useSessionState();
  const location = useLocation();
  const [proof] = useState(createProofOfWork);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  // The password typed at this login, for the forced change only; gone when the login ends.
  const typed = useRef('');

  if (session) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== '/login' ? from : '/'} replace />;
  }

  function restart() {
    typed.current = '';
    setStep({ kind: 'password' });
  }

  function signedIn(login: OperatorLoginResponse) {
    if (login.step === 'totp' || login.step === 'enrol') {
      setStep({ kind: login.step, ticket: login.ticket! });
      return;
    }
    if (login.passwordChange) {
      setStep({ kind: 'password-change', token: login.token!, oldPassword: typed.current });
      typed.current = '';
      return;
    }
    typed.current = '';
    startSession({ token: login.token!, username: login.operator.username });
  }

  function leavePasswordChange(token: string) {
    // The session exists on the server: ended rather than left to expire.
    void deleteLogout(token).catch(() => undefined);
    restart();
  }

  return (
    <div className="login-layout">
      <header className="login-header">
        <p className="brand">{t('app.name')}</p>
        <LanguagePicker />
      </header>
      <main id="main" className="login-card" tabIndex={-1}>
        {step.kind === 'password' ? (
          <PasswordStep proof={proof} notice={notice} onAnswer={(login, password) => { typed.current = password; signedIn(login); }} />
        ) : step.kind === 'totp' ? (
          <TotpStep ticket={step.ticket} onAnswer={signedIn} onRestart={restart} />
        ) : step.kind === 'enrol' ? (
          <EnrolStep ticket={step.ticket} onEnrolled={(result) => setStep({ kind: 'recovery', result })} onRestart={restart} />
        ) : step.kind === 'recovery' ? (
          <RecoveryCodesStep codes={step.result.recoveryCodes} onDone={() => signedIn(step.result)} />
        ) : (
          <PasswordChangeStep
            token={step.token}
            oldPassword={step.oldPassword}
            onChanged={() => { endSession('passwordChanged'); restart(); }}
            onRestart={() => leavePasswordChange(step.token)}
          />
        )}
      </main>
    </div>
  );
}
