// The platform's HTTP API as the benchmarks' untimed set-up uses it: JSON calls, an operator session,
// players registered through the API (sealed as the web client seals them) and funded by adjustments.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encryptPayload } from '../../apps/web/src/lib/encryption';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of several calls
export interface Envelope { success: boolean; errorCode?: string; value?: any }

export function platformApi(base: string, merchant: string) {
  const json = { 'content-type': 'application/json', merchant };
  async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope> {
    const res = await fetch(`${base}${url}`, { method, headers: { ...json, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
    return (await res.json()) as Envelope;
  }

  /**
   * Logs the demo operator in and turns human verification and the login address check off for the
   * set-up only (registrations are not what these benchmarks measure). Returns the operator's headers.
   */
  async function operator(): Promise<Record<string, string>> {
    // Operator login always asks for a proof of work (decision 0032).
    const { value: challenge } = await call('GET', '/wps/operator/session/challenge');
    const humanVerification = challenge.kind === 'none' ? undefined
      : Buffer.from(JSON.stringify({ challenge: challenge.challenge, solution: await solveChallenge({ challenge: challenge.challenge, deriveKey }) })).toString('base64');
    const op = await call('POST', '/wps/operator/session/login', { username: 'admin', password: 'Demo@2026', humanVerification });
    if (!op.success) throw new Error(`operator login: ${op.errorCode}`);
    const auth = { authorization: op.value.token as string };
    await call('PUT', `/wps/operator/merchants/${merchant}/features`, { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, auth);
    // The set-up funds each player with one adjustment of 1,000,000.00: above the default threshold that
    // asks a second operator to approve (decision 0033), so the set-up raises it for this merchant.
    const limits = await call('PUT', `/wps/operator/merchants/${merchant}/wallet/limits`, { maxAmount: '100000000', adjustApprovalAbove: '100000000' }, auth);
    // A database kept from an earlier run (BENCH_DATABASE_URL) already has that request waiting.
    if (!limits.success && limits.errorCode !== 'approval.pending_exists') throw new Error(`wallet limits: ${limits.errorCode}`);
    return auth;
  }

  /** Registers `count` players named <prefix><i>; mobile numbers start at 08<mobileBase>. */
  async function registerPlayers(prefix: string, count: number, mobileBase: number) {
    const rsa = (await call('GET', '/wps/session/key/rsa')).value as { publicKey: string; keyId: string };
    const players: { id: number; token: string; username: string }[] = [];
    for (let i = 0; i < count; i++) {
      const username = `${prefix}${i}`;
      const sealed = await encryptPayload(rsa.publicKey, rsa.keyId, {
        username, password: 'Bench#Password1', confirmPassword: 'Bench#Password1', mobileNum: `08${String(mobileBase + i)}`, acceptTerms: true, confirmAge: true,
      });
      const reg = await call('PUT', '/wps/member/register', sealed.body, sealed.headers);
      if (!reg.success) throw new Error(`register ${username}: ${reg.errorCode}`);
      const info = await call('GET', '/wps/member/info', undefined, { authorization: reg.value.token });
      players.push({ id: info.value.id as number, token: reg.value.token as string, username });
    }
    return players;
  }

  let adjustments = 0;
  /** An operator adjustment of a member's main wallet (amount with 2 decimals, signed). */
  const adjust = (auth: Record<string, string>, memberId: number, amount: string) =>
    call('POST', `/wps/operator/merchants/${merchant}/members/${memberId}/wallet/adjust`, { amount, reason: 'bench', idempotencyKey: `bench-fund-${memberId}-${++adjustments}` }, auth);

  return { call, operator, registerPlayers, adjust, json };
}
