import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

type ResolveDependencies = (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/**
 * A lazy chunk's preload list names only the modules the page may not have yet. Vite lists every module
 * a lazy chunk imports, and its loader appends a `<link rel="modulepreload">` for each one no link names
 * yet: React, the router, the stores and the other modules every page has loaded with the app's start
 * chunk came back as 15–20 links each time a lazy part loaded (62 ms at 4× CPU for the home lobby's
 * category and search parts on /help, bench:main-thread), each one for a module already in the
 * browser's module map. The browser still fetches whatever a chunk imports; a dropped entry only ever
 * loses a hint, never a module.
 *
 * What counts as loaded: the entry's static imports for what the entry itself imports (React's renderer,
 * the start chunk), and also the start chunk's for everything else (pages, dialogs and parts load after
 * it). The start chunk itself comes without preload links (decision 0059).
 */
export function preloadOnlyWhatIsNew(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let entryFile = '';
  let startFile = '';
  const byEntry = new Set<string>();
  const byStart = new Set<string>();

  const plugin: Plugin = {
    name: 'platform:preload-only-what-is-new',
    apply: 'build',
    // Runs before Vite's own import analysis (a post plugin) writes each chunk's preload list.
    generateBundle(_options, bundle) {
      byEntry.clear();
      byStart.clear();
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const closure = (from: OutputChunk | undefined, into: Set<string>) => {
        const visit = (file: string) => {
          if (into.has(file)) return;
          into.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        if (from) visit(from.fileName);
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      entryFile = entry?.fileName ?? '';
      closure(entry, byEntry);
      byEntry.forEach((file) => byStart.add(file));
      const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'));
      if (!start) this.error('the app\'s start chunk (src/app/start.tsx) is not in the bundle');
      startFile = start.fileName;
      closure(start, byStart);
    },
  };

  const resolveDependencies: ResolveDependencies = (filename, deps, { hostId, hostType }) => {
    // index.html's own links for the entry's imports stay.
    if (hostType === 'html') return deps;
    if (filename === startFile) return [];
    const loaded = hostId === entryFile ? byEntry : byStart;
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
