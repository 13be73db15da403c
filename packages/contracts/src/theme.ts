import type { Whitelabel } from './system';

/**
 * The merchant's colours as the design tokens (apps/web/src/styles/tokens.css) they override: written
 * by the server into each page's head, kept by the app (apps/web/src/lib/theme.ts), in one style
 * element with this id.
 */
export const THEME_STYLE_ID = 'ssr-theme';

const TOKEN_OF: Record<keyof Whitelabel['theme'], string> = {
  primary: '--color-primary',
  primaryContrast: '--color-on-primary',
  secondary: '--color-secondary',
  accent: '--color-accent',
  background: '--color-bg',
  surface: '--color-surface',
  text: '--color-text',
};

/** The merchant's colours as CSS; only plain colour values pass (the payload is data, not style). */
export function themeCss(whitelabel: Whitelabel): string {
  const safe = /^[#(),.%\w\s-]+$/;
  const declarations = (Object.entries(TOKEN_OF) as [keyof Whitelabel['theme'], string][])
    .filter(([name]) => safe.test(whitelabel.theme[name]))
    .map(([name, token]) => `${token}:${whitelabel.theme[name]}`);
  return `:root{${declarations.join(';')}}`;
}
