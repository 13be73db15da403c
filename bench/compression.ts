/**
 * What on-the-fly compression of JSON answers costs (issue 17, decision 0034): the real platform
 * (embedded mode, pinned to CPU 0), the same paths asked without Accept-Encoding, with `gzip` and with
 * `br`, rounds alternated; medians of req/s, p99 and server CPU µs per request, and the bytes sent.
 * /wps/system/status is under 1 KB (never compressed: the hook's cost alone), the permission payload and
 * a lobby page are over it.
 */
import os from 'node:os';
import { load, pinLoadGenerator, startServer, type Figures } from './lib/harness';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const base = { merchant: 'thailand', language: 'TH', device: 'WEB' };
const paths = ['/wps/system/status', '/wps/system/permission', '/wps/relay/GCSGAME_gameList?category=RNG&pageNo=1&pageSize=24'];
const encodings = ['identity', 'gzip', 'br'] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

pinLoadGenerator();
const server = await startServer('serve-platform.ts', { BENCH_MODE: 'embedded' });
const url = (p: string) => `http://127.0.0.1:${server.port}${p}`;
try {
  console.log(`| path | encoding | bytes | req/s | p99 ms | µs CPU/req |\n| --- | --- | ---: | ---: | ---: | ---: |`);
  for (const p of paths) {
    const runs = new Map<string, Figures[]>(encodings.map((e) => [e, []]));
    for (const e of encodings) await load(server, url(p), { ...base, 'accept-encoding': e }, 2, connections);
    for (let r = 0; r < rounds; r++) {
      for (const e of encodings) runs.get(e)!.push(await load(server, url(p), { ...base, 'accept-encoding': e }, seconds, connections));
    }
    for (const e of encodings) {
      const res = await fetch(url(p), { headers: { ...base, 'accept-encoding': e } });
      const bytes = (await res.arrayBuffer()).byteLength;
      const sent = res.headers.get('content-length') ?? String(bytes);
      const xs = runs.get(e)!;
      const errors = xs.reduce((n, x) => n + x.errors, 0);
      console.log(`| ${p.split('?')[0]} | ${e} (${res.headers.get('content-encoding') ?? 'none'}) | ${sent} | ${median(xs.map((x) => x.rps)).toFixed(0)} | ${median(xs.map((x) => x.p99)).toFixed(0)} | ${median(xs.map((x) => x.cpuMicros)).toFixed(1)} |${errors ? ` ${errors} errors` : ''}`);
    }
  }
  console.log(`\nload average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await server.stop();
}
