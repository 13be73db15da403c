import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { preloadOnlyWhatIsNew } from './preload-plugin';

/** The shape of a bundle the hook reads: each chunk's file, static imports and what made it. */
function bundleOf(chunks: { fileName: string; imports?: string[]; isEntry?: boolean; facade?: string }[]): Rollup.OutputBundle {
  return Object.fromEntries(
    chunks.map((c) => [c.fileName, { type: 'chunk', fileName: c.fileName, imports: c.imports ?? [], isEntry: c.isEntry ?? false, facadeModuleId: c.facade ?? null }]),
  ) as unknown as Rollup.OutputBundle;
}

function built(bundle: Rollup.OutputBundle) {
  const { plugin, resolveDependencies } = preloadOnlyWhatIsNew();
  const hook = plugin.generateBundle as (this: { error: (m: string) => never }, o: unknown, b: Rollup.OutputBundle) => void;
  // As Rollup's `this.error`: it throws, and the build stops.
  hook.call({ error: (m: string) => { throw new Error(m); } }, {}, bundle);
  return { resolveDependencies };
}

const bundle = bundleOf([
  { fileName: 'assets/index-1.js', isEntry: true, imports: ['assets/react-1.js', 'assets/runtime-1.js'] },
  { fileName: 'assets/react-1.js' },
  { fileName: 'assets/runtime-1.js' },
  { fileName: 'assets/client-1.js', imports: ['assets/react-1.js', 'assets/scheduler-1.js'] },
  { fileName: 'assets/scheduler-1.js' },
  { fileName: 'assets/start-1.js', facade: '/repo/apps/web/src/app/start.tsx', imports: ['assets/react-1.js', 'assets/router-1.js'] },
  { fileName: 'assets/router-1.js', imports: ['assets/store-1.js'] },
  { fileName: 'assets/store-1.js' },
  { fileName: 'assets/start-session-1.js', imports: ['assets/store-1.js'] },
  { fileName: 'assets/category-lobby-1.js', imports: ['assets/react-1.js', 'assets/store-1.js', 'assets/lobby-games-1.js'] },
  { fileName: 'assets/lobby-games-1.js' },
]);

describe('preloadOnlyWhatIsNew', () => {
  it('drops from a lazy chunk what the entry and the start chunk have loaded (the store reached through the router too)', () => {
    const { resolveDependencies } = built(bundle);
    const deps = ['assets/react-1.js', 'assets/store-1.js', 'assets/lobby-games-1.js'];
    expect(resolveDependencies('assets/category-lobby-1.js', deps, { hostId: 'assets/start-1.js', hostType: 'js' })).toEqual(['assets/lobby-games-1.js']);
    // Not the start chunk, whatever its name begins with: its new modules stay.
    expect(resolveDependencies('assets/start-session-1.js', ['assets/store-1.js', 'assets/lobby-games-1.js'], { hostId: 'assets/router-1.js', hostType: 'js' }))
      .toEqual(['assets/lobby-games-1.js']);
  });

  it('drops only the entry\'s own modules from what the entry imports, and nothing from the start chunk\'s modules', () => {
    const { resolveDependencies } = built(bundle);
    expect(resolveDependencies('assets/client-1.js', ['assets/react-1.js', 'assets/scheduler-1.js'], { hostId: 'assets/index-1.js', hostType: 'js' }))
      .toEqual(['assets/scheduler-1.js']);
    expect(resolveDependencies('assets/start-1.js', ['assets/router-1.js', 'assets/store-1.js'], { hostId: 'assets/index-1.js', hostType: 'js' })).toEqual([]);
  });

  it('keeps index.html\'s links, and stops the build when the start chunk is missing', () => {
    const { resolveDependencies } = built(bundle);
    expect(resolveDependencies('assets/index-1.js', ['assets/react-1.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['assets/react-1.js']);
    expect(() => built(bundleOf([{ fileName: 'assets/index-1.js', isEntry: true }]))).toThrow(/start chunk/);
  });
});
