import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isPageRoute, type Language } from '@platform/contracts';
import { AppError } from '../../lib/errors';
import type { Merchant, MerchantSettings } from '../merchant/service';
import { createPageAssets } from './assets';
import { headTags, injectHead } from './head';
import type { Visitors } from './visitors';

/**
 * The body of #root for a page, rendered on the server (`createShellRenderer`, ssr.ts): the inner HTML
 * plus any inline state script, or null to keep the built spinner. `search` is the query string without
 * `?`, reduced to the parameters pages are drawn from (RENDERED_PARAMS, e.g. `vassalage=PG`); `path` is
 * the request's path, `/404` for a path the app does not know.
 */
export interface ShellRenderer {
  render(input: { merchantCode: string; language: Language; path: string; search: string }): Promise<string | null>;
}

/** What the page pipeline reads of the merchants (a narrow view, so tests and benches can pass their own). */
export interface SiteMerchants {
  list(): Merchant[];
  resolve(code: string | undefined): Merchant;
  settings(code: string): MerchantSettings;
  publicBaseUrl(code: string): string;
  onChange(listener: () => void): void;
}

export interface Page {
  status: 200 | 404;
  html: Buffer;
  /** Compressed once per cached page, on first demand. */
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Whole pages are kept per merchant + language + path + query for PAGE_TTL_MS, and all dropped at once
 * when merchant settings change (domains, languages, site name). Content the renderer draws (banners,
 * notices, games) is not tracked: a change shows within the TTL, which keeps the cache free of any
 * dependency on those modules.
 */
const PAGE_TTL_MS = 60_000;
/** Enough for every merchant × language × route; a flood of odd query strings only evicts, never grows memory. */
const MAX_PAGES = 2000;
/**
 * The query parameters a page is drawn from (the lobby's vendor and page, a promotion's id...). Only these
 * reach the renderer and the cache key: anything else (a social ticket, random junk) neither forces a new
 * render nor gets stored.
 */
const RENDERED_PARAMS = ['vassalage', 'gameCode', 'page', 'type', 'id', 'target'];
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The rendered parameters of a query string, in a fixed order. */
export function renderedSearch(search: string): string {
  if (!search) return '';
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of RENDERED_PARAMS) {
    const value = params.get(name);
    if (value !== null && value.length <= 64) kept.set(name, value);
  }
  return kept.toString();
}

/** Puts `body` inside #root in place of the built spinner (whatever markup it has: nested divs are counted). */
export function replaceRoot(html: string, body: string): string {
  const open = '<div id="root">';
  const start = html.indexOf(open);
  if (start < 0) return html;
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = start + open.length;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(0, start + open.length) + body + html.slice(m.index);
  }
  return html;
}

/** True when Accept-Encoding lists `name` (or `*`) with a weight above 0. */
export function acceptsEncoding(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [token = '', ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    if (token !== name && token !== '*') return false;
    const q = params.find((x) => x.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

export function createPageService(deps: { merchants: SiteMerchants; visitors: Visitors; webDist: string; renderer?: ShellRenderer; ttlMs?: number }) {
  const { merchants, visitors, webDist, renderer } = deps;
  const assets = createPageAssets(webDist);
  const ttl = deps.ttlMs ?? PAGE_TTL_MS;
  const indexFile = path.join(webDist, 'index.html');
  const cache = new Map<string, { page: Page; until: number }>();
  let template: { text: string; mtimeMs: number; checkedAt: number } | undefined;

  merchants.onChange(() => cache.clear());

  /** The built index.html, re-read when a rebuild replaced it (checked at most once a second). */
  function indexHtml(): string {
    const now = Date.now();
    if (template && now - template.checkedAt < 1000) return template.text;
    let mtimeMs: number;
    let text: string | undefined;
    try {
      mtimeMs = fs.statSync(indexFile).mtimeMs;
      if (!template || template.mtimeMs !== mtimeMs) text = fs.readFileSync(indexFile, 'utf8');
    } catch (err) {
      // A build in progress emptied dist/ (Vite's emptyOutDir): the last template serves until the new one is written.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      if (!template) throw new AppError('system.unavailable');
      template.checkedAt = now;
      return template.text;
    }
    if (text !== undefined) {
      template = { text, mtimeMs, checkedAt: now };
      cache.clear();
    } else {
      template!.checkedAt = now;
    }
    return template!.text;
  }

  async function build(merchant: Merchant, language: Language, pathName: string, search: string, notFound: boolean): Promise<Page> {
    const settings = merchants.settings(merchant.merchantCode);
    const languages = visitors.languagesOf(merchant);
    const head = headTags({
      baseUrl: merchants.publicBaseUrl(merchant.merchantCode), siteName: settings.whitelabel.siteName, languages, language,
      path: pathName, logoUrl: settings.whitelabel.logoUrl, notFound,
    });
    let html = injectHead(indexHtml(), language, head);
    const body = renderer ? await renderer.render({ merchantCode: merchant.merchantCode, language, path: pathName, search }) : null;
    if (body !== null) {
      // A drawn page is painted before the app's JavaScript runs: its styles must be in the head (assets.ts).
      const links = assets.headLinks(pathName);
      html = replaceRoot(links ? html.replace('</head>', () => `  ${links}\n  </head>`) : html, body);
    }
    return { status: notFound ? 404 : 200, html: Buffer.from(html) };
  }

  return {
    /** The HTML of a page: 200 for a route of the web app, 404 (the app shows its not-found page) otherwise. */
    async page(input: { host: string | undefined; path: string; search: string; queryLang: string | undefined; cookie: string | undefined }): Promise<Page> {
      const merchant = visitors.merchantFor(input.host);
      const language = visitors.languageFor(merchant, input.queryLang, input.cookie);
      const notFound = !isPageRoute(input.path);
      const search = renderedSearch(input.search);
      // Unknown paths share one entry per merchant and language: a scan of random URLs cannot fill the cache.
      const key = `${merchant.merchantCode}|${language}|${notFound ? '404' : `${input.path}?${search}`}`;
      indexHtml();
      const hit = cache.get(key);
      if (hit && hit.until > Date.now()) return hit.page;
      const page = await build(merchant, language, notFound ? '/404' : input.path, notFound ? '' : search, notFound);
      if (cache.size >= MAX_PAGES) cache.delete(cache.keys().next().value!);
      cache.set(key, { page, until: Date.now() + ttl });
      return page;
    },

    /** The page in the best encoding the client accepts (brotli, then gzip), compressed once per cached page. */
    async encoded(page: Page, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
      const accepts = (name: string) => acceptsEncoding(acceptEncoding, name);
      if (accepts('br')) {
        page.br ??= await brotli(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.html.length } });
        return { body: page.br, encoding: 'br' };
      }
      if (accepts('gzip')) {
        page.gzip ??= await gzip(page.html, { level: 9 });
        return { body: page.gzip, encoding: 'gzip' };
      }
      return { body: page.html };
    },
  };
}

export type PageService = ReturnType<typeof createPageService>;
