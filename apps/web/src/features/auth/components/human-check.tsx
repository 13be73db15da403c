/**
 * One human-verification solver per popup (spec §4): it starts solving when the player starts typing,
 * so the answer is usually ready by the time they submit, and every request of the popup (login,
 * registration, SMS code) takes its own single-use answer from it. A popup opened and closed
 * untouched, or a remember-me login, costs no challenge. While it works, a status line says so.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../lib/permission-context';
import { getHumanChallenge } from '../api/get-human-challenge';
import { solveAltcha } from '../lib/altcha-solver';
import { HumanVerificationError, HumanVerifier } from '../lib/human-verification';

interface HumanCheck {
  /** The answer for one request; undefined when the merchant has the check off. Throws HumanVerificationError. */
  take: () => Promise<string | undefined>;
  solving: boolean;
}

const HumanCheckContext = createContext<HumanCheck | null>(null);

export function HumanCheckProvider({ children }: { children: ReactNode }) {
  const enabled = usePermission().info.features.HUMAN_VERIFICATION;
  const verifier = useRef<HumanVerifier | null>(null);
  const [solving, setSolving] = useState(false);

  useEffect(() => {
    if (!enabled) return undefined;
    // Made here rather than during render so a remount (StrictMode, reopening) never reuses a disposed one.
    const current = new HumanVerifier({ fetchChallenge: getHumanChallenge, solve: solveAltcha });
    verifier.current = current;
    const unsubscribe = current.subscribe(() => setSolving(current.solving));
    return () => {
      unsubscribe();
      current.dispose();
      if (verifier.current === current) verifier.current = null;
      setSolving(false);
    };
  }, [enabled]);

  const take = useCallback(async () => (verifier.current ? verifier.current.take() : undefined), []);
  const value = useMemo(() => ({ take, solving }), [take, solving]);
  // Typing anywhere in the popup (autofill included) means a request is coming: start solving.
  // Bubble phase on purpose: a state update in the capture phase, before the input's own onChange,
  // made React restore the controlled input to its old value and drop the first keystroke.
  return (
    <HumanCheckContext.Provider value={value}>
      <div className="human-check-scope" onInput={() => verifier.current?.prepare()}>
        {children}
      </div>
    </HumanCheckContext.Provider>
  );
}

export function useHumanCheck(): HumanCheck {
  const check = useContext(HumanCheckContext);
  if (!check) throw new Error('useHumanCheck() outside HumanCheckProvider');
  return check;
}

/** The status line; the live region stays in the page so the change is announced. */
export function HumanCheckStatus() {
  const { t } = useTranslation();
  const { solving } = useHumanCheck();
  return (
    <p className="auth-human" role="status" data-testid="human-check-status">
      {solving ? (
        <>
          <span className="auth-human-spinner" aria-hidden="true" />
          {t('auth.humanChecking')}
        </>
      ) : null}
    </p>
  );
}

export function isHumanCheckFailure(error: unknown): error is HumanVerificationError {
  return error instanceof HumanVerificationError;
}
