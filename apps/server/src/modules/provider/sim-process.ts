import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

export interface SimProcess {
  url: string;
  close(): Promise<void>;
}

/**
 * The port the simulator will listen on: `preferred` when it is free on `host`, else one the system
 * hands out. Settled before the platform boots, because the game popup's frame-src names it: a
 * simulator that moved to another port after boot was framed by no one (a blank popup).
 */
export function simulatorPort(preferred: number, host: string): Promise<number> {
  const tryPort = (port: number) => new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, host, () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      probe.close(() => resolve(bound));
    });
  });
  return tryPort(preferred).catch(() => tryPort(0));
}

/**
 * Starts apps/provider-sim as its own process (ARCHITECTURE §6: the provider is another process that
 * calls the platform over HTTP) and resolves with its URL once it prints that it is listening.
 */
export function spawnProviderSim(opts: {
  repoRoot: string; platformUrl: string; masterSecret: string; port?: number; host?: string; publicHost?: string; faults?: string; timeoutMs?: number;
}): Promise<SimProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(opts.repoRoot, 'apps/provider-sim/src/main.ts')], {
    cwd: opts.repoRoot,
    // The ipc channel lets the simulator notice when this process dies and exit too.
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PLATFORM_URL: opts.platformUrl, PROVIDER_SIM_SECRET: opts.masterSecret, PORT: String(opts.port ?? 0),
      HOST: opts.host ?? '127.0.0.1', PUBLIC_HOST: opts.publicHost ?? '127.0.0.1', PROVIDER_SIM_FAULTS: opts.faults ?? '',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // A load run still in flight keeps its server open: it gets two seconds, then is killed.
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void close();
      reject(new Error('provider-sim did not start in time'));
    }, opts.timeoutMs ?? 30_000);
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const ready = line.match(/^PROVIDER_SIM_READY (\S+)$/);
      if (ready) {
        clearTimeout(timer);
        resolve({ url: ready[1]!, close });
      } else if (line.trim()) {
        console.log(`[provider-sim] ${line}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`provider-sim exited with code ${code}`));
    });
  });
}
