/** Re-brands the design tokens (styles/tokens.css) from the merchant's whitelabel payload. */
import type { Whitelabel } from '@platform/contracts';

const TOKEN_OF: Record<keyof Whitelabel['theme'], string> = {
  primary: '--color-primary',
  primaryContrast: '--color-on-primary',
  secondary: '--color-secondary',
  accent: '--color-accent',
  background: '--color-bg',
  surface: '--color-surface',
  text: '--color-text',
};

/** Each design token with the merchant's value. */
export function themeTokens(whitelabel: Whitelabel): [string, string][] {
  return (Object.entries(TOKEN_OF) as [keyof Whitelabel['theme'], string][]).map(([name, token]) => [token, whitelabel.theme[name]]);
}

/** Where the merchant's colours live: one style element, drawn by the server and kept by the app. */
export const THEME_STYLE_ID = 'ssr-theme';

/** The merchant's colours as CSS; only plain colour values pass (the payload is data, not style). */
export function themeCss(whitelabel: Whitelabel): string {
  const safe = /^[#(),.%\w\s-]+$/;
  return `:root{${themeTokens(whitelabel).filter(([, value]) => safe.test(value)).map(([token, value]) => `${token}:${value}`).join(';')}}`;
}

/**
 * Brands the page for the merchant. The colours go into the theme style (the server drew it with the
 * page), and only when they changed: any write to the tokens restyles every element of the page, and a
 * drawn page already has them (the same write on hydration cost a full restyle and layout, bench:main-thread).
 */
export function applyWhitelabel(whitelabel: Whitelabel, doc: Document = document): void {
  const css = themeCss(whitelabel);
  let style = doc.getElementById(THEME_STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = THEME_STYLE_ID;
    doc.head.append(style);
  }
  if (style.textContent !== css) style.textContent = css;
  doc.title = whitelabel.siteName;
  const themeColor = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (themeColor && themeColor.content !== whitelabel.theme.background) themeColor.content = whitelabel.theme.background;
}
