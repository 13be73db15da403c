import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));

const canPin = os.availableParallelism() >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/**
 * Pins the load generator (this process) to CPU 1 and servers to CPU 0, so the two never fight over
 * one core and the ratio compares servers, not scheduler luck.
 */
export function pinLoadGenerator(): boolean {
  if (canPin) spawnSync('taskset', ['-cp', '1', String(process.pid)]);
  return canPin;
}

/** Starts a server script in its own process so the load generator never shares its event loop. */
export async function startServer(script: string, env: Record<string, string> = {}): Promise<{ port: number; stop(): Promise<void> }> {
  const args = ['--import', 'tsx', path.join(here, script)];
  const child: ChildProcess = spawn(canPin ? 'taskset' : process.execPath, canPin ? ['-c', '0', process.execPath, ...args] : args, {
    env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    port,
    stop: () => new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

export interface Figures { rps: number; p99: number; errors: number }

export async function load(url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<Figures> {
  const r = await autocannon({ url, headers, duration: seconds, connections, pipelining: 1 });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}
