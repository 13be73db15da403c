import crypto from 'node:crypto';
import type { Faults } from './faults';

/** What the platform's seamless wallet answers: the industry shape (status, balance, transaction id) or a refusal. */
export interface WalletAnswer {
  status: 'OK' | 'ERROR';
  errorCode?: string;
  message?: string;
  balance?: string;
  merchantCode?: string;
  playerId?: number;
  currency?: string;
  username?: string;
  gameCode?: string;
  language?: string;
  accountType?: number;
  transactionId?: string | null;
  duplicate?: boolean;
}

export class WalletTimeout extends Error {
  constructor(call: string) {
    super(`wallet ${call}: no answer after retries`);
  }
}

export interface WalletStats {
  calls: number;
  timeouts: number;
  duplicates: number;
  /** A duplicate's answer differed from the original's: the wallet broke idempotency. */
  duplicateMismatches: number;
}

/** Each vendor signs with its own secret, derived from the master secret this process was given. */
export function vendorSecret(master: string, vendorCode: string): string {
  return crypto.createHmac('sha256', master).update(`vendor:${vendorCode}`).digest('hex');
}

export function sign(secret: string, timestamp: string, body: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * Signed calls to the platform's wallet (POST /provider/<vendor>/wallet/<call>), as a real provider
 * makes them: a call that times out is sent again with the same body, so the same transaction id,
 * until it is answered or the attempts run out. Faults are injected here.
 */
export function createWalletClient(opts: { platformUrl: string; masterSecret: string; faults: () => Faults; requestTimeoutMs?: number }) {
  const stats: WalletStats = { calls: 0, timeouts: 0, duplicates: 0, duplicateMismatches: 0 };
  const secrets = new Map<string, string>();
  const secretOf = (vendor: string) => {
    let s = secrets.get(vendor);
    if (!s) secrets.set(vendor, (s = vendorSecret(opts.masterSecret, vendor)));
    return s;
  };

  async function send(vendor: string, call: string, body: string): Promise<WalletAnswer> {
    stats.calls++;
    const timestamp = String(Date.now());
    const res = await fetch(`${opts.platformUrl}/provider/${vendor}/wallet/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': sign(secretOf(vendor), timestamp, body) },
      body,
      signal: AbortSignal.timeout(opts.requestTimeoutMs ?? 15_000),
    });
    const text = await res.text();
    try {
      return JSON.parse(text) as WalletAnswer;
    } catch {
      // An envelope or a proxy's page: kept as a refusal the caller can show.
      return { status: 'ERROR', errorCode: `http_${res.status}`, message: text.slice(0, 200) };
    }
  }

  /** One attempt, with the injected faults: a lost request, a lost answer, or a duplicate sent beside it. */
  async function attempt(vendor: string, call: string, body: string): Promise<WalletAnswer | 'timeout'> {
    const faults = opts.faults();
    if (Math.random() < faults.timeout) {
      stats.timeouts++;
      // Half the time the request never arrived; half the time it did and only the answer was lost.
      if (Math.random() < 0.5) await send(vendor, call, body).catch(() => undefined);
      return 'timeout';
    }
    if (Math.random() < faults.duplicate) {
      stats.duplicates++;
      const [a, b] = await Promise.all([send(vendor, call, body).catch(() => null), send(vendor, call, body).catch(() => null)]);
      // Neither answer arrived: as far as the provider knows, the call timed out.
      if (!a || !b) {
        stats.timeouts++;
        return a ?? b ?? 'timeout';
      }
      if (a.status === 'OK' && b.status === 'OK' && a.balance !== b.balance && call !== 'balance') stats.duplicateMismatches++;
      // Either answer stands for the call; the one that moved money, if any, is the one to keep.
      return a.status === 'OK' && !a.duplicate ? a : b;
    }
    try {
      return await send(vendor, call, body);
    } catch {
      stats.timeouts++;
      return 'timeout';
    }
  }

  return {
    stats,
    /**
     * Sends until answered. `attempts`: how many tries before giving up (a bet's outcome then is unknown
     * and the caller rolls it back); wins and rollbacks are sent until answered, as providers must.
     */
    async call(vendor: string, call: string, payload: object, attempts = 4): Promise<WalletAnswer> {
      const body = JSON.stringify(payload);
      for (let i = 1; ; i++) {
        const answer = await attempt(vendor, call, body);
        if (answer !== 'timeout') return answer;
        if (i >= attempts) throw new WalletTimeout(call);
        await new Promise((r) => setTimeout(r, Math.min(5 * i, 50)));
      }
    },
  };
}
export type WalletClient = ReturnType<typeof createWalletClient>;
