// Child process: fetches COUNT human-verification challenges from BASE for MERCHANT and solves them as
// a browser would (altcha-lib, PBKDF2), printing one `humanVerification` value per line. It runs before
// the timed part of a benchmark, unpinned, so solving (about 256 key derivations per challenge) uses
// both cores and never overlaps the measurement.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const base = process.env.BASE!;
const merchant = process.env.MERCHANT ?? 'default';
const count = Number(process.env.COUNT ?? 1);
// PBKDF2 runs on libuv's threadpool, so a few solves in flight keep both cores busy.
const inFlight = Number(process.env.SOLVERS ?? 4);

async function one(): Promise<string> {
  const res = await fetch(`${base}/wps/verification/challenge`, { headers: { merchant } });
  const { value } = (await res.json()) as { value: { kind: string; challenge: Challenge | null } };
  if (value.kind === 'none' || !value.challenge) return '';
  const solution = await solveChallenge({ challenge: value.challenge, deriveKey });
  if (!solution) throw new Error('could not solve a challenge');
  return Buffer.from(JSON.stringify({ challenge: value.challenge, solution })).toString('base64');
}

let next = 0;
const out: string[] = [];
await Promise.all(Array.from({ length: inFlight }, async () => {
  while (next < count) {
    next++;
    out.push(await one());
  }
}));
process.stdout.write(out.join('\n') + '\n');
