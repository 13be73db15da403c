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

export function applyWhitelabel(whitelabel: Whitelabel, root: HTMLElement = document.documentElement): void {
  for (const [token, value] of themeTokens(whitelabel)) root.style.setProperty(token, value);
  document.title = whitelabel.siteName;
  const themeColor = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (themeColor) themeColor.content = whitelabel.theme.background;
}
