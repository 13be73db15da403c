/**
 * Solves an ALTCHA challenge in the browser with altcha-lib v2. The library and its key derivation
 * are loaded on first use, so visitors who never open a popup do not download them.
 */
import type { Challenge } from 'altcha-lib';
import { keyFamily, type AltchaChallenge, type AltchaSolution } from './human-verification';

/** The server's challenges are sized to solve in well under a second; a minute means something is wrong. */
const SOLVE_TIMEOUT_MS = 60_000;

export async function solveAltcha(challenge: AltchaChallenge, signal: AbortSignal): Promise<AltchaSolution | null> {
  const family = keyFamily(challenge.parameters.algorithm);
  if (!family) return null;
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    family === 'sha' ? import('altcha-lib/algorithms/web/sha') : import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  if (signal.aborted) return null;
  // solveChallenge stops on its own controller; mirror the caller's signal into one.
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  return solveChallenge({ challenge: challenge as unknown as Challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
}
