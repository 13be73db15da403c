import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isPageRoute, THEME_STYLE_ID, themeCss, type Language } from '@platform/contracts';
import { AppError } from '../../lib/errors';
import type { Merchant, MerchantSettings } from '../merchant/service';
import { createPageAssets } from './assets';
import { headTags, injectHead } from './head';
import type { Visitors } from './visitors';

/** A page drawn on the server: React's markup as it is produced, then what follows it in #root (theme, state block). */
export interface DrawnShell {
  body: AsyncIterable<Uint8Array | string>;
  tail: string;
}

/**
 * The body of #root for a page, rendered on the server (`createShellRenderer`, ssr.ts), or null to keep
 * the built spinner; a rejection (or an error from `body`) is a failed render. `search` is the query
 * string without `?`, reduced to the parameters pages are drawn from (RENDERED_PARAMS, e.g.
 * `vassalage=PG`); `path` is the request's path, `/404` for a path the app does not know.
 */
export interface ShellRenderer {
  render(input: { merchantCode: string; language: Language; path: string; search: string }): Promise<DrawnShell | null>;
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
 * A page being drawn (not in the cache): `head` is everything up to the opening of #root (title, meta,
 * the stylesheet links), to send at once; `rest()` starts the render and yields the rest of the page as
 * React produces it. Once it has run through without an error the whole page is in the cache.
 */
export interface StreamedPage {
  status: 200 | 404;
  head: Buffer;
  rest(): AsyncGenerator<Buffer>;
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
 * The query parameters a page is drawn from (the lobby's vendor and page, the promotions page's tab, a promotion's code...). Only these
 * reach the renderer and the cache key: anything else (a social ticket, random junk) neither forces a new
 * render nor gets stored.
 */
const RENDERED_PARAMS = ['vassalage', 'gameCode', 'page', 'type', 'id', 'target', 'code'];
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

/**
 * The page around #root's content: `before` ends with `<div id="root">`, `spinner` is the built content
 * (whatever markup it has: nested divs are counted), `after` starts with #root's closing tag. Null when
 * the template has no #root.
 */
export function splitRoot(html: string): { before: string; spinner: string; after: string } | null {
  const open = '<div id="root">';
  const start = html.indexOf(open);
  if (start < 0) return null;
  const tags = /<(\/?)div\b[^>]*>/g;
  const inner = start + open.length;
  tags.lastIndex = inner;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return { before: html.slice(0, inner), spinner: html.slice(inner, m.index), after: html.slice(m.index) };
  }
  return null;
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

  /** Bumped whenever the cache is emptied: a page drawn across it is not stored. */
  let generation = 0;
  const clear = () => {
    generation += 1;
    cache.clear();
  };

  merchants.onChange(clear);

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
      clear();
    } else {
      template!.checkedAt = now;
    }
    return template!.text;
  }

  function head(merchant: Merchant, language: Language, pathName: string, notFound: boolean): string {
    const settings = merchants.settings(merchant.merchantCode);
    const tags = headTags({
      baseUrl: merchants.publicBaseUrl(merchant.merchantCode), siteName: settings.whitelabel.siteName, languages: visitors.languagesOf(merchant),
      language, path: pathName, logoUrl: settings.whitelabel.logoUrl, notFound,
    });
    // The merchant's colours after the built styles (tokens.css gives the defaults they override), in the
    // head: the first paint is in the brand, and the app keeps this element as it is (apps/web lib/theme.ts).
    const theme = `<style id="${THEME_STYLE_ID}">${themeCss(settings.whitelabel)}</style>`;
    return injectHead(indexHtml(), language, tags).replace('</head>', () => `  ${theme}\n  </head>`);
  }

  function store(key: string, page: Page) {
    if (cache.size >= MAX_PAGES) cache.delete(cache.keys().next().value!);
    cache.set(key, { page, until: Date.now() + ttl });
  }

  /**
   * The state block goes right after #root, not in it: #root then holds exactly what React drew, and
   * the browser has nothing to move before it hydrates (moving the theme's style out of #root into
   * <head> changed the page's style sheets twice and restyled the whole page, 160 ms at 4x CPU,
   * bench:main-thread; the theme is now in the head from the start).
   */
  function afterRoot(after: string, tail: string): string {
    const close = '</div>';
    return after.startsWith(close) ? close + tail + after.slice(close.length) : tail + after;
  }

  /**
   * A page with a drawn body, streamed: the head (with the styles the drawn page needs, assets.ts) goes
   * out before the render starts, so the browser fetches the styles while the server draws. A render
   * that fails before React's first byte leaves the built spinner (the browser renders the page); one
   * that fails after it ends the document with the template's rest, without the state block, so the
   * app's script still loads and renders the page anew. Neither is cached.
   */
  function streamed(key: string, parts: { before: string; spinner: string; after: string }, status: Page['status'],
    input: Parameters<ShellRenderer['render']>[0]): StreamedPage {
    const links = assets.headLinks(input.path);
    const before = links ? parts.before.replace('</head>', () => `  ${links}\n  </head>`) : parts.before;
    const headBytes = Buffer.from(before);
    const since = generation;
    return {
      status,
      head: headBytes,
      async *rest() {
        const sent: Buffer[] = [headBytes];
        const take = (chunk: Uint8Array | string) => {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
          sent.push(bytes);
          return bytes;
        };
        let drawn: DrawnShell | null = null;
        let failed = false;
        try {
          drawn = await renderer!.render(input);
        } catch {
          failed = true;
        }
        if (!drawn) {
          yield take(parts.spinner + parts.after);
        } else {
          try {
            for await (const chunk of drawn.body) yield take(chunk);
          } catch {
            failed = true;
          }
          yield take(failed ? parts.after : afterRoot(parts.after, drawn.tail));
        }
        // A settings change or a new build during the render made this page stale before it was finished.
        if (!failed && since === generation) store(key, { status, html: Buffer.concat(sent) });
      },
    };
  }

  return {
    /**
     * The HTML of a page: 200 for a route of the web app, 404 (the app shows its not-found page)
     * otherwise. Whole when cached or nothing is drawn; streamed while the renderer draws it.
     */
    async page(input: { host: string | undefined; path: string; search: string; queryLang: string | undefined; cookie: string | undefined }): Promise<Page | StreamedPage> {
      const merchant = visitors.merchantFor(input.host);
      const language = visitors.languageFor(merchant, input.queryLang, input.cookie);
      const notFound = !isPageRoute(input.path);
      const search = renderedSearch(input.search);
      // Unknown paths share one entry per merchant and language: a scan of random URLs cannot fill the cache.
      const key = `${merchant.merchantCode}|${language}|${notFound ? '404' : `${input.path}?${search}`}`;
      indexHtml();
      const hit = cache.get(key);
      if (hit && hit.until > Date.now()) return hit.page;
      const status = notFound ? 404 : 200;
      const pathName = notFound ? '/404' : input.path;
      const html = head(merchant, language, pathName, notFound);
      const parts = renderer ? splitRoot(html) : null;
      if (parts) return streamed(key, parts, status, { merchantCode: merchant.merchantCode, language, path: pathName, search: notFound ? '' : search });
      const page: Page = { status, html: Buffer.from(html) };
      store(key, page);
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
