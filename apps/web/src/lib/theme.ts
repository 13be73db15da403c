/** Re-brands the design tokens (styles/tokens.css) from the merchant's whitelabel payload. */
import { THEME_STYLE_ID, themeCss, type Whitelabel } from '@platform/contracts';

/**
 * Brands the page for the merchant. The colours go into the theme style (the server wrote it into the
 * page's head), and only when they changed: any write to the tokens restyles every element of the page, and a
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
  // The title is the page's (lib/page-title.ts: the page's name, then the site name): writing the site
  // name alone here replaced it on every page once the permission answer came.
  const themeColor = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (themeColor && themeColor.content !== whitelabel.theme.background) themeColor.content = whitelabel.theme.background;
}
