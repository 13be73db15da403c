import crypto from 'node:crypto';
import http from 'node:http';
import { mergeFaults, type Faults } from './faults';
import { play, type GameKind } from './games';
import { textsFor } from './i18n';
import { fromWire } from './money';
import { gamePage } from './pages';
import { playRound, type Player, type RoundRecord } from './rounds';
import { createWalletClient } from './wallet-client';

const KINDS: readonly GameKind[] = ['slot', 'fish', 'table'];
const CODE = /^[A-Za-z0-9_-]{1,40}$/;
const BODY_LIMIT = 64 * 1024;
/** A stake of at most 100,000.00, in minor units. */
const MAX_STAKE = 10_000_000;

/** The admin key: derived from the master secret, so only whoever spawned this process can change faults or start a run. */
export const adminKey = (master: string) => crypto.createHmac('sha256', master).update('provider-sim:admin').digest('hex');

class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new HttpError(413, 'body too large');
    chunks.push(chunk as Buffer);
  }
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error();
    return value;
  } catch {
    throw new HttpError(400, 'a JSON object is expected');
  }
}

const str = (v: unknown, re: RegExp, name: string): string => {
  if (typeof v !== 'string' || !re.test(v)) throw new HttpError(400, `${name} is not valid`);
  return v;
};

/**
 * The simulator's HTTP server: game pages (/play/slot|fish|table), the pages' own API (/api/session,
 * /api/play; the wallet is called from here, server to server, never from the browser), and the admin
 * API (/admin/faults, /admin/run) behind the admin key.
 */
export function createSimServer(opts: { platformUrl: string; masterSecret: string; faults: Faults }) {
  let faults = opts.faults;
  const wallet = createWalletClient({ platformUrl: opts.platformUrl, masterSecret: opts.masterSecret, faults: () => faults });
  /** Authenticated launch tokens (the page's session): the platform's answer to authenticate. */
  const sessions = new Map<string, Player>();
  const admin = adminKey(opts.masterSecret);

  async function session(token: unknown, vendor: unknown, attempts?: number): Promise<{ player: Player; balance: number; currency: string }> {
    const t = str(token, /^[A-Za-z0-9_-]{20,200}$/, 'token');
    const v = str(vendor, /^[A-Za-z0-9_]{1,20}$/, 'vendor').toUpperCase();
    const auth = await wallet.call(v, 'authenticate', { token: t }, attempts);
    if (auth.status !== 'OK') throw new HttpError(401, auth.errorCode ?? 'authenticate failed');
    const player = { vendor: v, token: t, merchantCode: auth.merchantCode!, playerId: auth.playerId! };
    if (sessions.size > 10_000) sessions.clear();
    sessions.set(t, player);
    return { player, balance: fromWire(auth.balance!), currency: auth.currency! };
  }

  const lateWin = () => new Promise<void>((r) => setTimeout(r, 20 + Math.random() * 200));

  async function route(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sim');
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(value));
    };
    const page = url.pathname.match(/^\/play\/(slot|fish|table)$/);
    if (req.method === 'GET' && page) {
      const q = url.searchParams;
      const token = q.get('token');
      const html = gamePage({
        kind: page[1] as GameKind, vendor: str(q.get('vendor'), /^[A-Za-z0-9_]{1,20}$/, 'vendor'), game: str(q.get('game'), CODE, 'game'),
        name: (q.get('name') ?? q.get('game') ?? '').slice(0, 80), lang: q.get('lang'), currency: (q.get('currency') ?? '').slice(0, 8),
        mode: q.get('mode') === 'wallet' && token ? 'wallet' : 'fun', token,
      });
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff',
        // Played inside the platform's game popup (a frame), so framing is allowed; nothing loads from elsewhere.
        'content-security-policy': "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:",
      });
      res.end(html);
      return;
    }
    if (req.method === 'GET' && url.pathname === '/health') return json(200, { ok: true });
    if (req.method !== 'POST' && !(req.method === 'GET' && url.pathname === '/admin/faults')) throw new HttpError(404, 'not found');

    if (url.pathname === '/api/session') {
      const body = await readJson(req);
      const s = await session(body.token, body.vendor);
      return json(200, { ok: true, balance: s.balance, currency: s.currency });
    }
    if (url.pathname === '/api/play') {
      const body = await readJson(req);
      const kind = KINDS.includes(body.kind as GameKind) ? (body.kind as GameKind) : 'slot';
      const stake = Number(body.stake);
      if (!Number.isSafeInteger(stake) || stake <= 0 || stake > MAX_STAKE) throw new HttpError(400, 'stake is not valid');
      const choice = typeof body.choice === 'string' ? body.choice.slice(0, 20) : '';
      const outcome = play(kind, stake, choice);
      if (body.mode === 'fun') return json(200, { ok: true, win: outcome.win, result: outcome.result });
      const player = sessions.get(String(body.token)) ?? (await session(body.token, body.vendor)).player;
      const game = str(body.game, CODE, 'game');
      const round = await playRound(wallet, faults, player, game, stake, () => outcome.win, lateWin);
      const balance = round.balance === null ? null : fromWire(round.balance);
      if (round.outcome === 'refused' || round.outcome === 'rolled_back' || round.outcome === 'cancelled_before_bet') {
        return json(200, { ok: false, errorCode: round.errorCode ?? 'round_cancelled', message: round.errorCode ? undefined : textsFor(null).t.error, balance });
      }
      return json(200, { ok: true, roundId: round.roundId, win: outcome.win, result: outcome.result, balance });
    }

    if (req.headers['x-sim-admin'] !== admin) throw new HttpError(403, 'admin key required');
    if (url.pathname === '/admin/faults') {
      if (req.method === 'POST') {
        try {
          faults = mergeFaults(faults, await readJson(req));
        } catch (err) {
          throw err instanceof HttpError ? err : new HttpError(400, (err as Error).message);
        }
      }
      return json(200, { faults, stats: wallet.stats });
    }
    if (url.pathname === '/admin/run') return json(200, await run(await readJson(req)));
    throw new HttpError(404, 'not found');
  }

  /**
   * A load run: `rounds` rounds spread over the given launch tokens, `concurrency` at a time, each a
   * slot spin of `stake`. Answers what the provider saw: per player the money it expects moved.
   */
  async function run(body: Record<string, unknown>) {
    const tokens = Array.isArray(body.players) ? body.players as { token: unknown; vendor: unknown }[] : [];
    const rounds = Number(body.rounds);
    const concurrency = Number(body.concurrency ?? 16);
    const stake = Number(body.stake ?? 100);
    if (!tokens.length || tokens.length > 1000) throw new HttpError(400, 'players: 1 to 1000 launch tokens');
    if (!Number.isSafeInteger(rounds) || rounds < 1 || rounds > 1_000_000) throw new HttpError(400, 'rounds: 1 to 1,000,000');
    if (!Number.isSafeInteger(concurrency) || concurrency < 1 || concurrency > 256) throw new HttpError(400, 'concurrency: 1 to 256');
    if (!Number.isSafeInteger(stake) || stake < 1 || stake > MAX_STAKE) throw new HttpError(400, 'stake is not valid');
    // A run measures its rounds' faults, not its launches': its players' sessions are asked for until
    // answered (four attempts at 10% timeouts failed about one run in a hundred, with all its rounds unplayed).
    const players = await Promise.all(tokens.map(async (t) => (await session(t.token, t.vendor, 20)).player));
    const game = str(body.game ?? 'slot1', CODE, 'game');
    const started = Date.now();
    const records: (RoundRecord & { playerId: number })[] = [];
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < rounds; i = next++) {
        const player = players[i % players.length]!;
        const outcome = play('slot', stake, '');
        records.push({ ...(await playRound(wallet, faults, player, game, stake, () => outcome.win, lateWin)), playerId: player.playerId });
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rounds) }, worker));
    const moved = new Map<number, number>();
    const outcomes: Record<string, number> = {};
    for (const r of records) {
      moved.set(r.playerId, (moved.get(r.playerId) ?? 0) + r.moved);
      outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
    }
    return {
      rounds: records.length, ms: Date.now() - started, outcomes, faults, stats: { ...wallet.stats },
      players: [...moved].map(([playerId, m]) => ({ playerId, moved: m })),
      roundIds: records.map((r) => r.roundId),
      unexpected: records.filter((r) => r.errorCode && r.errorCode !== 'provider.insufficient_funds').slice(0, 20),
    };
  }

  return http.createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.status : 502;
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ ok: false, errorCode: err instanceof HttpError ? err.message : 'wallet_unreachable', message: err instanceof HttpError ? undefined : String(err) }));
    });
  });
}
