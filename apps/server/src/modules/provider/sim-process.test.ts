import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { simulatorPort } from './sim-process';

const listen = (port: number) => new Promise<Server>((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(port, '127.0.0.1', () => resolve(server));
});
const portOf = (server: Server) => (server.address() as { port: number }).port;

describe('simulatorPort', () => {
  const open: Server[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => new Promise((r) => s.close(r))));
  });

  it('keeps the preferred port when it is free', async () => {
    const probe = await listen(0);
    const port = portOf(probe);
    await new Promise((r) => probe.close(r));
    expect(await simulatorPort(port, '127.0.0.1')).toBe(port);
  });

  it('answers another free port when the preferred one is taken, so the frame-src names where it will listen', async () => {
    const taken = await listen(0);
    open.push(taken);
    const port = await simulatorPort(portOf(taken), '127.0.0.1');
    expect(port).not.toBe(portOf(taken));
    open.push(await listen(port));
  });
});
