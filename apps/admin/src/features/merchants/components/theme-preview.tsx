/**
 * A small rendering of the player site in the theme being edited: its header with the logo and name, a
 * primary and a secondary button, and a game card, drawn from the same colour roles the site's tokens use
 * (packages/contracts theme.ts), so the operator sees a change before saving it. Decorative text only:
 * the controls in it are not real and are kept out of the tab order.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Whitelabel } from '@platform/contracts';

export function ThemePreview({ whitelabel }: { whitelabel: Whitelabel }) {
  const { t } = useTranslation();
  const { theme } = whitelabel;
  const frame: CSSProperties = { background: theme.background, color: theme.text };
  const header: CSSProperties = { background: theme.surface, color: theme.text, borderBottom: `3px solid ${theme.primary}` };
  const primary: CSSProperties = { background: theme.primary, color: theme.primaryContrast };
  // The site has no colour for text on the secondary colour: it draws secondary buttons as outlines.
  const secondary: CSSProperties = { border: `2px solid ${theme.secondary}`, color: theme.text, background: 'transparent' };
  const card: CSSProperties = { background: theme.surface, color: theme.text, borderTop: `4px solid ${theme.accent}` };
  // Logos are paths on our own site or data URLs (the contract refuses other hosts).
  const logo = whitelabel.logoUrl && (whitelabel.logoUrl.startsWith('/') || whitelabel.logoUrl.startsWith('data:image/')) ? whitelabel.logoUrl : null;
  return (
    <figure className="theme-preview" data-testid="theme-preview">
      <figcaption>{t('merchants.whitelabel.previewCaption')}</figcaption>
      <div className="theme-preview-frame" style={frame} data-testid="theme-preview-frame">
        <div className="theme-preview-header" style={header} data-testid="theme-preview-header">
          {logo ? <img src={logo} alt="" className="theme-preview-logo" /> : null}
          <span className="theme-preview-name">{whitelabel.siteName}</span>
          <span className="theme-preview-button" style={primary} data-testid="theme-preview-primary">{t('merchants.whitelabel.sampleLogin')}</span>
        </div>
        <div className="theme-preview-body">
          <div className="theme-preview-card" style={card}>
            <span className="theme-preview-card-title">{t('merchants.whitelabel.sampleGame')}</span>
            <span className="theme-preview-button" style={primary}>{t('merchants.whitelabel.samplePlay')}</span>
            <span className="theme-preview-button" style={secondary}>{t('merchants.whitelabel.sampleDemo')}</span>
          </div>
        </div>
      </div>
    </figure>
  );
}
