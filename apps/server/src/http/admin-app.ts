import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The back office (apps/admin, decision 0043) under /admin: its built files, and its index.html for every
 * other /admin path (the app's own routes), never the player site's pages.
 */
const PREFIX = '/admin';

export function isAdminPath(url: string): boolean {
  const pathName = url.split('?')[0] ?? '';
  return pathName === PREFIX || pathName.startsWith(`${PREFIX}/`);
}

export async function registerAdminFiles(app: FastifyInstance, opts: { root: string; sourceMaps: boolean }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: `${PREFIX}/`,
    // The web app's registration decorates the reply already (app.ts).
    decorateReply: false,
    // Looked up per request, so a rebuilt back office is served without restarting the server.
    wildcard: true,
    index: false,
    // dist/*.br and *.gz, written at build (apps/web/precompress-plugin.ts, used by apps/admin too).
    preCompressed: true,
    // Refused here, the not-found handler answers: index.html for a page, a 404 envelope for a file.
    allowedPath: (pathName: string) => !pathName.endsWith('/') && pathName !== '/index.html' && (opts.sourceMaps || !pathName.endsWith('.map')),
    setHeaders: (res, file) => {
      res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** The back office's index.html, read per request (it is small and the OS caches it) so a rebuild shows at once. */
export function adminPage(root: string) {
  const file = path.join(root, 'index.html');
  return async (reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await fs.readFile(file));
}
