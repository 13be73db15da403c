import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageStream } from './page-stream';
import { acceptsEncoding, type PageService } from './pages';
import { robotsTxt, sitemapXml } from './robots';
import type { SiteMerchants } from './pages';
import type { Visitors } from './visitors';

/** robots.txt and sitemap.xml change with the merchant's domains and languages only: an hour in caches. */
const SITE_FILE_CACHE = 'public, max-age=3600';

/** `/robots.txt` and `/sitemap.xml` of the merchant whose domain was asked for, with links from its configuration. */
export function siteRoutes(app: FastifyInstance, deps: { merchants: SiteMerchants; visitors: Visitors }) {
  const { merchants, visitors } = deps;
  const merchantOf = (req: FastifyRequest) => visitors.merchantFor(req.headers.host);

  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) => {
    const merchant = merchantOf(req);
    return reply.type('text/plain; charset=utf-8').header('cache-control', SITE_FILE_CACHE).header('vary', 'host')
      .send(robotsTxt(merchants.publicBaseUrl(merchant.merchantCode)));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const merchant = merchantOf(req);
    return reply.type('application/xml; charset=utf-8').header('cache-control', SITE_FILE_CACHE).header('vary', 'host')
      .send(sitemapXml(merchants.publicBaseUrl(merchant.merchantCode), visitors.languagesOf(merchant)));
  });
}

/**
 * Sends the page for a GET the router did not match (the not-found handler's SPA fallback): the built
 * index.html with this route's head, 200 for a page of the web app and 404 for anything else (the app
 * then shows its not-found page). Never cached by browsers: a new build must show at once. A cached
 * page leaves whole (with its length); one being drawn is streamed (chunked, no length: it is not known
 * until the render ends).
 */
export async function sendPage(pages: PageService, req: FastifyRequest, reply: FastifyReply) {
  const [pathName = '/', search = ''] = req.url.split('?', 2) as [string?, string?];
  const queryLang = new URLSearchParams(search).get('lang') ?? undefined;
  const page = await pages.page({ host: req.headers.host, path: pathName, search, queryLang, cookie: req.headers.cookie });
  reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie, host');
  if ('head' in page) {
    const accept = req.headers['accept-encoding'];
    const encoding = acceptsEncoding(accept, 'br') ? 'br' : acceptsEncoding(accept, 'gzip') ? 'gzip' : undefined;
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(pageStream(page, encoding, reply.raw));
  }
  const { body, encoding } = await pages.encoded(page, req.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
