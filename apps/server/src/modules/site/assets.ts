import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ROUTES } from '@platform/contracts';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source path. */
interface ManifestChunk { file: string; css?: string[]; imports?: string[] }
type Manifest = Record<string, ManifestChunk>;

/** The app proper (main.tsx imports it dynamically) and the lazy page module of each route group. */
const APP_ENTRY = 'src/app/start.tsx';
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const PAGE_MODULE = new Map<string, string>(
  Object.entries(PAGE_ROUTES).filter(([group]) => group !== 'home')
    .flatMap(([group, paths]) => paths.map((p) => [p.toLowerCase(), `src/app/routes/${kebab(group)}.tsx`] as const)),
);

/**
 * Popups with an address of their own (apps/web/src/app/lazy-dialogs.tsx): a page opened there shows
 * the popup at once, so its styles come with the page too (applied after the first paint, they restyled
 * the whole page: bench:main-thread on /help).
 */
const DIALOG_MODULE = new Map<string, string>([
  ['/login', 'src/features/auth/components/login-dialog.tsx'],
  ['/register', 'src/features/auth/components/register-dialog.tsx'],
  ['/help', 'src/features/help-center/components/help-center-dialog.tsx'],
  ['/helpmc', 'src/features/help-center/components/help-center-dialog.tsx'],
]);

/**
 * The files a drawn page needs before it is painted (decision 0035): index.html links only the small
 * entry's styles, while the header, menus, footer and page styles come with the app's chunks. A page
 * drawn on the server without them is painted unstyled and then jumps into place (a layout shift of
 * 0.9 on a phone, measured), so the page's head links their styles. Their modules are not preloaded:
 * on a slow phone link 200 KB of preloaded JavaScript shares the bandwidth with those styles and the
 * hero banner, and first paint came 0.9 s later (bench:lighthouse, decision 0040); the drawn page is
 * readable meanwhile, and the app's modules follow the entry's imports once it runs.
 */
export function createPageAssets(webDist: string) {
  const file = path.join(webDist, '.vite', 'manifest.json');
  let manifest: { mtimeMs: number; chunks: Manifest } | null = null;
  const byPath = new Map<string, string>();

  function load(): Manifest | null {
    try {
      const mtimeMs = fs.statSync(file).mtimeMs;
      if (manifest?.mtimeMs !== mtimeMs) {
        manifest = { mtimeMs, chunks: JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest };
        byPath.clear();
      }
    } catch {
      // No manifest (a build from before it was enabled, or one in progress): the page is served without the links.
      return manifest?.chunks ?? null;
    }
    return manifest.chunks;
  }

  /** Styles of `entries` and everything they import statically, each once, in import order. */
  function collect(chunks: Manifest, entries: string[]) {
    const css = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks[key];
      // index.html links its own styles; a chunk importing the entry does not add them again.
      if (!chunk || seen.has(key) || key === 'index.html') return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const c of chunk.css ?? []) css.add(c);
    };
    entries.forEach(visit);
    return [...css];
  }

  return {
    /** The `<link>` tags for a page at `pagePath` (empty when the build has no manifest). */
    headLinks(pagePath: string): string {
      const chunks = load();
      if (!chunks) return '';
      const key = pagePath.toLowerCase();
      const cached = byPath.get(key);
      if (cached !== undefined) return cached;
      const entries = [APP_ENTRY, PAGE_MODULE.get(key), DIALOG_MODULE.get(key)].filter((e): e is string => e !== undefined);
      const links = collect(chunks, entries)
        .map((href) => `<link rel="stylesheet" crossorigin href="/${href}" />`)
        .join('\n    ');
      byPath.set(key, links);
      return links;
    },
  };
}
export type PageAssets = ReturnType<typeof createPageAssets>;
