import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { describe, expect, it } from 'vitest';
import type { HumanChallenge } from '@platform/contracts';
import { solveAltcha } from './altcha-solver';
import { encodeHumanVerification, HumanVerificationError, HumanVerifier, keyFamily, usableUntil, type AltchaChallenge } from './human-verification';

const challengeFor = (n: number, expiresAt?: number): HumanChallenge => ({
  kind: 'altcha',
  challenge: { parameters: { algorithm: 'SHA-256', nonce: `n${n}`, expiresAt }, signature: `s${n}` },
});

/** A verifier over a scripted server: each fetch hands out the next challenge and is counted. */
function scripted(challenges: (HumanChallenge | Error)[], now = () => 1_000_000) {
  let fetches = 0;
  const verifier = new HumanVerifier({
    fetchChallenge: async () => {
      const next = challenges[Math.min(fetches, challenges.length - 1)];
      fetches += 1;
      if (next instanceof Error) throw next;
      return next as HumanChallenge;
    },
    solve: async (challenge) => ({ counter: Number((challenge.parameters as unknown as { nonce: string }).nonce.slice(1)), derivedKey: 'ab' }),
    now,
  });
  return { verifier, fetches: () => fetches };
}

const decode = (answer: string | undefined) => JSON.parse(atob(answer ?? '')) as { challenge: { signature: string }; solution: { counter: number } };

describe('human verification', () => {
  it('picks the browser key derivation from the algorithm name', () => {
    expect(keyFamily('SHA-256')).toBe('sha');
    expect(keyFamily('SHA-512')).toBe('sha');
    expect(keyFamily('PBKDF2/SHA-384')).toBe('pbkdf2');
    expect(keyFamily('ARGON2ID')).toBeNull();
    expect(keyFamily('SHA-1')).toBeNull();
  });

  it('encodes the challenge and the solution as base64 JSON', () => {
    const challenge: AltchaChallenge = { parameters: { algorithm: 'SHA-256' }, signature: 'sig' };
    expect(JSON.parse(atob(encodeHumanVerification(challenge, { counter: 7, derivedKey: '00ff' })))).toEqual({
      challenge, solution: { counter: 7, derivedKey: '00ff' },
    });
  });

  it('stops trusting a challenge 10 s before it expires', () => {
    expect(usableUntil({ parameters: { algorithm: 'SHA-256', expiresAt: 2000 } })).toBe(1_990_000);
    expect(usableUntil({ parameters: { algorithm: 'SHA-256' } })).toBe(Number.POSITIVE_INFINITY);
  });

  it('prepares one answer at a time, uses each once, and fetches no spare one after use', async () => {
    const { verifier, fetches } = scripted([challengeFor(1), challengeFor(2), challengeFor(3)]);
    verifier.prepare();
    verifier.prepare();
    expect(fetches()).toBe(1);
    expect(decode(await verifier.take()).challenge.signature).toBe('s1');
    // Most submits succeed and close the popup: a spare challenge would be wasted.
    expect(fetches()).toBe(1);
    const second = decode(await verifier.take());
    expect(second.challenge.signature).toBe('s2');
    expect(second.solution.counter).toBe(2);
    expect(fetches()).toBe(2);
  });

  it('does not retry a challenge the server refused (rate limit), and keeps its reason', async () => {
    const limited = Object.assign(new Error('too many'), { status: 429 });
    const { verifier, fetches } = scripted([limited, challengeFor(2)]);
    const failure = await verifier.take().catch((e: unknown) => e);
    expect(failure).toMatchObject({ reason: 'fetch', cause: limited });
    expect(fetches()).toBe(1);
  });

  it('answers undefined without solving when the merchant has the check off', async () => {
    const { verifier } = scripted([{ kind: 'none', challenge: null }]);
    expect(await verifier.take()).toBeUndefined();
  });

  it('fetches a new challenge instead of sending one that is about to expire', async () => {
    let clock = 1_000_000;
    const { verifier } = scripted([challengeFor(1, 1_030), challengeFor(2, 5_000)], () => clock);
    verifier.prepare();
    await new Promise((r) => setTimeout(r, 0));
    clock = 1_025_000;
    expect(decode(await verifier.take()).challenge.signature).toBe('s2');
  });

  it('tries a fresh challenge once after a failure, then reports it', async () => {
    const recovering = scripted([new Error('offline'), challengeFor(2)]);
    expect(decode(await recovering.verifier.take()).challenge.signature).toBe('s2');

    const broken = scripted([new Error('offline')]);
    await expect(broken.verifier.take()).rejects.toBeInstanceOf(HumanVerificationError);
    const unsupported = scripted([{ kind: 'altcha', challenge: { parameters: { algorithm: 'ARGON2ID' } } }]);
    await expect(unsupported.verifier.take()).rejects.toMatchObject({ reason: 'unsupported' });
  });

  it('tells listeners when solving starts and ends', async () => {
    const { verifier } = scripted([challengeFor(1)]);
    const seen: boolean[] = [];
    verifier.subscribe(() => seen.push(verifier.solving));
    await verifier.take();
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.slice(0, 2)).toEqual([true, false]);
  });

  it('solves a real ALTCHA challenge that altcha-lib then accepts', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey, keyPrefix: '0', hmacSignatureSecret: 'test-secret' });
    const solution = await solveAltcha(challenge as unknown as AltchaChallenge, new AbortController().signal);
    expect(solution?.derivedKey.startsWith('0')).toBe(true);
    const { verifySolution } = await import('altcha-lib');
    const result = await verifySolution({ challenge, solution: solution!, deriveKey, hmacSignatureSecret: 'test-secret' });
    expect(result.verified).toBe(true);
  });
});
