import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodFastify } from '../../http/types';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../merchant/service';
import type { InstallService } from './service';
import { isIconFile, type IconFile } from './icons';

const tags = ['install'];
const YEAR = 'public, max-age=31536000, immutable';

/**
 * The web app manifest and app icons of the merchant whose domain was asked (decision 0039). Pages,
 * not API answers: no envelope. The manifest is revalidated on each use (its ETag is the brand's
 * version); an icon asked with its current version is kept for a year.
 */
export function installRoutes(app: ZodFastify, { install, merchantFor }: {
  install: InstallService;
  /** The merchant of a page request, by its Host (modules/site/visitors.ts, shared with the pages). */
  merchantFor: (host: string | undefined) => Merchant;
}) {
  const manifest = (req: FastifyRequest, reply: FastifyReply) => {
    const merchant = merchantFor(req.headers.host);
    const etag = `"${install.version(merchant.merchantCode)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'host');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(JSON.stringify(install.manifest(merchant)));
  };
  const schema = { tags, summary: "The merchant's web app manifest (name, colours, icons), chosen by the domain asked" };
  app.get('/manifest.webmanifest', { schema }, manifest);
  app.get('/manifest.json', { schema }, manifest);

  const sendIcon = (host: string | undefined, file: IconFile, asked: string | undefined, reply: FastifyReply) => {
    const merchant = merchantFor(host);
    const { png, version } = install.icon(merchant.merchantCode, file);
    reply.header('cache-control', asked === version ? YEAR : 'public, max-age=3600').header('vary', 'host');
    return reply.type('image/png').send(png);
  };
  const versionQuery = z.object({ v: z.string().max(32).optional() });

  app.get('/icons/:file', {
    schema: { tags, summary: 'An app icon of the merchant (PNG 192, 512, maskable 512)', params: z.object({ file: z.string().max(40) }), querystring: versionQuery },
  }, async (req, reply) => {
    const { file } = req.params;
    if (!isIconFile(file) || file === 'apple-touch-icon.png') throw new AppError('system.route_not_found');
    return sendIcon(req.headers.host, file, req.query.v, reply);
  });

  // iOS asks for these at the site's root even without a <link>.
  for (const url of ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png']) {
    app.get(url, {
      schema: { tags, summary: "The merchant's Apple touch icon (PNG 180, opaque)", querystring: versionQuery },
    }, async (req, reply) => sendIcon(req.headers.host, 'apple-touch-icon.png', req.query.v, reply));
  }
}
