/**
 * A closed-loop load with every latency kept: `connections` loops, each sending the next request when
 * the previous one answered, for `seconds`. The shared harness reports p99 only (autocannon has no p95);
 * the finance queues are reported at p50, p95 and p99, so this keeps each sample and sorts them.
 */
import http from 'node:http';

export interface LatencyFigures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function once(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ agent, host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('error', () => resolve(false));
  });
}

const at = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN);

export async function closedLoop(target: string, headers: Record<string, string>, seconds: number, connections: number): Promise<LatencyFigures> {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const fine = await once(agent, url, headers);
      samples.push(performance.now() - start);
      if (!fine) errors++;
    }
  }));
  agent.destroy();
  samples.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return { requests: samples.length, rps: samples.length / seconds, p50: round(at(samples, 0.5)), p95: round(at(samples, 0.95)), p99: round(at(samples, 0.99)), errors };
}
