/**
 * Each language bundle ships in two parts (decision 0024): the first part, which the first screen of
 * a visitor (shell, home page, lobby, region and language) needs, and the later part, the sections
 * that only pages and popups loaded on demand use. The later part loads when the browser is idle after
 * the first page, and before any lazy page or popup renders (lib/i18n.ts). The split is made at build
 * time (build/locale-parts.ts): the JSON files stay whole, one per language.
 *
 * A section is in the first part unless listed here, so a new section never shows its keys on the
 * first screen; parts.test.ts fails when a module of the first screen uses a later section.
 */
export const LATER_SECTIONS: readonly string[] = [
  'auth',
  'socialLogin',
  'pages',
  'comingSoon',
  'promotions',
  'memberCenter',
  'security',
  'validation',
  'withdraw',
  'deposit',
  'records',
  'transfers',
  'pge',
  'install',
];

export type LocalePart = 'first' | 'later';

/** The sections of `bundle` that belong to `part`, in the bundle's order. */
export function localePart(bundle: Record<string, unknown>, part: LocalePart): Record<string, unknown> {
  const later = new Set(LATER_SECTIONS);
  return Object.fromEntries(Object.entries(bundle).filter(([section]) => later.has(section) === (part === 'later')));
}
