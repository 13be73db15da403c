import { LANGUAGE_TAGS, PUBLIC_PAGES, type Language } from '@platform/contracts';
import { escapeHtml, pageUrl } from './head';

/**
 * Paths no search engine should crawl: the member and agent centres (behind a login), the API, the game
 * frames. Prefixes, so `/agent` covers `/agentHome` too.
 */
const DISALLOWED = ['/member', '/agent', '/favorite', '/recent', '/lottery', '/seaLottery', '/vnLottery', '/pointMall', '/seamless', '/pge/', '/wps/', '/lgw/', '/provider/', '/docs'];

export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}

/** Every public page of spec §2 in every language of the merchant, each with its alternates (hreflang). */
export function sitemapXml(baseUrl: string, languages: readonly Language[]): string {
  const fallback = languages[0];
  const alternates = (path: string) => [
    ...languages.map((l) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[l]}" href="${escapeHtml(pageUrl(baseUrl, path, l, fallback))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(baseUrl + path)}"/>`,
  ].join('');
  const urls = PUBLIC_PAGES.flatMap((path) => languages.map((l) =>
    `<url><loc>${escapeHtml(pageUrl(baseUrl, path, l, fallback))}</loc>${alternates(path)}</url>`));
  return '<?xml version="1.0" encoding="UTF-8"?>\n'
    + '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
    + urls.join('\n') + '\n</urlset>\n';
}
