/**
 * The human-verification challenge before password login, registration and SMS code requests
 * (spec §4 "verification challenge (skipped for SMS)"). The server hands out a single-use ALTCHA
 * proof-of-work challenge; the browser solves it and sends the pair back, base64-encoded JSON, as
 * `humanVerification`.
 *
 * `HumanVerifier` keeps at most one solved answer ready so a submit rarely waits: the popup asks
 * it to prepare as soon as the player starts typing, and each answer goes to exactly one request.
 * It never fetches ahead after an answer is used: most submits succeed and close the popup, and
 * challenges are rate-limited per address, so the next one waits for the next keystroke.
 */
import type { HumanChallenge } from '@platform/contracts';
import { ClientError } from '../../../lib/error-text';

/** The ALTCHA challenge as far as this file needs to know it; altcha-lib reads the rest. */
export interface AltchaChallenge {
  parameters: { algorithm: string; expiresAt?: number };
  signature?: string;
}

export interface AltchaSolution {
  counter: number;
  derivedKey: string;
  time?: number;
}

export type KeyFamily = 'sha' | 'pbkdf2';

/** Which of altcha-lib's browser key derivations an algorithm needs; null for ones the browser cannot run. */
export function keyFamily(algorithm: string): KeyFamily | null {
  if (algorithm === 'SHA-256' || algorithm === 'SHA-384' || algorithm === 'SHA-512') return 'sha';
  if (/^PBKDF2\/SHA-(256|384|512)$/.test(algorithm)) return 'pbkdf2';
  return null;
}

export function isAltchaChallenge(value: unknown): value is AltchaChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const parameters = (value as { parameters?: unknown }).parameters;
  return typeof parameters === 'object' && parameters !== null && typeof (parameters as { algorithm?: unknown }).algorithm === 'string';
}

/** What the server expects in `humanVerification`: base64 of `{ challenge, solution }`. */
export function encodeHumanVerification(challenge: AltchaChallenge, solution: AltchaSolution): string {
  // JSON is ASCII here (hex strings, numbers, the algorithm name), so btoa needs no UTF-8 step.
  return btoa(JSON.stringify({ challenge, solution }));
}

/** Milliseconds after which a solved challenge is no longer worth sending (10 s of slack); Infinity without expiry. */
export function usableUntil(challenge: AltchaChallenge): number {
  const seconds = challenge.parameters.expiresAt;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 - 10_000 : Number.POSITIVE_INFINITY;
}

/** Thrown when no answer could be produced (unsupported algorithm, timeout, network, refused fetch). */
export class HumanVerificationError extends ClientError {
  constructor(
    readonly reason: 'unsupported' | 'unsolved' | 'fetch',
    /** The fetch's own failure (e.g. the server's rate limit), whose message the popup can show. */
    cause?: unknown,
  ) {
    super('auth.humanCheckFailed', cause);
    this.name = 'HumanVerificationError';
  }
}

/** An answer from the server (it has a status), as opposed to a network failure. */
function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400;
}

export interface HumanVerifierDeps {
  fetchChallenge: (signal: AbortSignal) => Promise<HumanChallenge>;
  solve: (challenge: AltchaChallenge, signal: AbortSignal) => Promise<AltchaSolution | null>;
  now?: () => number;
}

interface Prepared {
  answer: Promise<string | undefined>;
  /** Known once the challenge arrived; until then the answer counts as fresh. */
  expiresAt: number;
}

export class HumanVerifier {
  private prepared: Prepared | null = null;
  private readonly controller = new AbortController();
  private busy = 0;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;

  constructor(private readonly deps: HumanVerifierDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** True while a challenge is being fetched or solved (the popup shows "checking you are human"). */
  get solving(): boolean {
    return this.busy > 0;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts fetching and solving in the background unless an answer is already on its way. */
  prepare(): void {
    if (this.controller.signal.aborted || this.prepared) return;
    const prepared: Prepared = { answer: Promise.resolve(undefined), expiresAt: Number.POSITIVE_INFINITY };
    prepared.answer = this.produce(prepared);
    // A background failure is reported by take(), which tries again; never as an unhandled rejection.
    prepared.answer.catch(() => undefined);
    this.prepared = prepared;
  }

  /**
   * The answer for one request: undefined when the merchant has the check off. Each answer is
   * used once (the server refuses it a second time).
   */
  async take(): Promise<string | undefined> {
    if (this.prepared && this.prepared.expiresAt <= this.now()) this.prepared = null;
    try {
      return await this.takePrepared();
    } catch (error) {
      // A refusal by the server (rate limit) will not change in a moment; anything else gets one
      // fresh attempt: the earlier challenge may have expired or the network blinked.
      if (error instanceof HumanVerificationError && error.reason === 'fetch' && isRefusal(error.cause)) throw error;
      return this.takePrepared();
    }
  }

  /** Stops any solving (the popup closed). */
  dispose(): void {
    this.controller.abort();
    this.prepared = null;
    this.listeners.clear();
  }

  private takePrepared(): Promise<string | undefined> {
    this.prepare();
    const current = this.prepared;
    this.prepared = null;
    return current ? current.answer : Promise.resolve(undefined);
  }

  private async produce(prepared: Prepared): Promise<string | undefined> {
    this.setBusy(1);
    try {
      const { signal } = this.controller;
      let value: HumanChallenge;
      try {
        value = await this.deps.fetchChallenge(signal);
      } catch (error) {
        throw new HumanVerificationError('fetch', error);
      }
      if (value.kind === 'none') return undefined;
      const challenge = value.challenge;
      if (!isAltchaChallenge(challenge) || !keyFamily(challenge.parameters.algorithm)) throw new HumanVerificationError('unsupported');
      prepared.expiresAt = usableUntil(challenge);
      const solution = await this.deps.solve(challenge, signal);
      if (!solution) throw new HumanVerificationError('unsolved');
      return encodeHumanVerification(challenge, solution);
    } finally {
      this.setBusy(-1);
    }
  }

  private setBusy(delta: number): void {
    const before = this.solving;
    this.busy += delta;
    if (before !== this.solving) for (const listener of this.listeners) listener();
  }
}
