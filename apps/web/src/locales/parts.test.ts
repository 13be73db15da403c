import { describe, expect, it } from 'vitest';
import en from './en.json';
import { LATER_SECTIONS, localePart } from './parts';

// Every module of the app as text, keyed like '../app/start.tsx'.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], { query: '?raw', import: 'default', eager: true });

/**
 * Modules of the first screen that use later sections, and why that is safe: they render only when
 * start.tsx loaded the later part before mounting (a member's session, a social login's return) or
 * after a lazy popup loaded it (a login just made).
 */
const RENDERED_WITH_LATER_PART: Record<string, string> = {
  '../features/auth/components/trial-notice-dialog.tsx': 'a trial member',
  '../features/auth/lib/social-error.ts': "a social login's return",
};

/** Relative modules a file imports for their values (not types), as keys of `sources`. */
function staticImports(file: string): string[] {
  const text = sources[file] ?? '';
  const found: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s*)?['"](\.[^'"]+)['"]/g)) {
    if (m[1] || !m[2]) continue;
    const base = new URL(m[2], `file:///src/${file.slice(3)}`).pathname.replace('/src/', '../');
    const resolved = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => f in sources);
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Every module loaded with the first screen: the entry's static imports and theirs, not `import()`. */
function firstScreenModules(): Set<string> {
  const seen = new Set<string>();
  const todo = ['../main.tsx', '../app/start.tsx'];
  for (let file = todo.pop(); file; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...staticImports(file));
  }
  return seen;
}

describe('locale bundle parts', () => {
  it('splits every section into exactly one part', () => {
    const first = Object.keys(localePart(en, 'first'));
    const later = Object.keys(localePart(en, 'later'));
    expect([...first, ...later].sort()).toEqual(Object.keys(en).sort());
    expect(first.filter((s) => later.includes(s))).toEqual([]);
    // A later section that no bundle has is a typo.
    expect(LATER_SECTIONS.filter((s) => !(s in en))).toEqual([]);
  });

  it('finds the first screen from the entry (sanity check of the import walk)', () => {
    const modules = firstScreenModules();
    expect(modules).toContain('../app/layouts/header.tsx');
    expect(modules).toContain('../features/home/components/home-page.tsx');
    expect(modules).not.toContain('../features/auth/components/login-dialog.tsx');
  });

  it('keeps later sections out of the first screen', () => {
    const pattern = new RegExp(`['"\`](${LATER_SECTIONS.join('|')})\\.`, 'g');
    const offenders = [...firstScreenModules()]
      .filter((file) => !(file in RENDERED_WITH_LATER_PART))
      .flatMap((file) => [...(sources[file] ?? '').matchAll(pattern)].map((m) => `${file}: ${m[0]}`));
    expect(offenders).toEqual([]);
    // The exceptions stay few and current.
    expect(Object.keys(RENDERED_WITH_LATER_PART).filter((file) => !firstScreenModules().has(file))).toEqual([]);
  });
});
