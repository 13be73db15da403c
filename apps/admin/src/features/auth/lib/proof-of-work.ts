/**
 * The operator login's proof of work (decision 0032): the ALTCHA challenge of
 * `GET /wps/operator/session/challenge`, solved in the browser with altcha-lib, sent as base64 of
 * `{ challenge, solution }`. Solving starts while the operator types, so the submit rarely waits; each
 * answer is spent by one attempt.
 */
import type { Challenge } from 'altcha-lib';
import { ApiError } from '../../../lib/api-client';
import { getChallenge } from '../api/get-challenge';

/** The server's challenges live five minutes; one older than this is not worth sending. */
const USABLE_MS = 4 * 60_000;
const SOLVE_TIMEOUT_MS = 60_000;

async function solve(): Promise<string | undefined> {
  const value = await getChallenge();
  if (value.kind === 'none' || !value.challenge) return undefined;
  const challenge = value.challenge as unknown as Challenge;
  const sha = /^SHA-(256|384|512)$/.test(challenge.parameters.algorithm);
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    sha ? import('altcha-lib/algorithms/web/sha') : import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new ApiError('client.challenge_unsolved', 0);
  // The JSON is ASCII (hex, numbers, the algorithm's name), so btoa needs no UTF-8 step.
  return btoa(JSON.stringify({ challenge, solution }));
}

export function createProofOfWork() {
  let ready: { answer: Promise<string | undefined>; at: number } | null = null;
  const start = () => {
    const answer = solve();
    // A failure in the background is met again by take(), which starts afresh.
    answer.catch(() => undefined);
    return { answer, at: Date.now() };
  };
  return {
    /** Starts solving unless an answer is on its way. */
    prepare(): void {
      ready ??= start();
    },
    /** The answer for one attempt. */
    async take(): Promise<string | undefined> {
      const mine = ready && Date.now() - ready.at < USABLE_MS ? ready : start();
      ready = null;
      try {
        return await mine.answer;
      } catch {
        // The network blinked or the challenge expired meanwhile: one fresh try.
        return start().answer;
      }
    },
  };
}
export type ProofOfWork = ReturnType<typeof createProofOfWork>;
