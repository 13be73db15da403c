import { describe, expect, it } from 'vitest';
import type { Whitelabel } from './system';
import { themeCss } from './theme';

const theme = { primary: '#f5b642', primaryContrast: '#1a1206', secondary: '#7c3aed', accent: 'rgb(34, 211, 238)', background: '#0f0c24', surface: '#181530', text: '#f5f3ff' };

describe('themeCss', () => {
  it('writes every token of the merchant as one :root rule (the server draws it, the app compares against it)', () => {
    expect(themeCss({ theme } as Whitelabel)).toBe(':root{--color-primary:#f5b642;--color-on-primary:#1a1206;--color-secondary:#7c3aed;'
      + '--color-accent:rgb(34, 211, 238);--color-bg:#0f0c24;--color-surface:#181530;--color-text:#f5f3ff}');
  });

  it('drops a value that is not a plain colour, so the payload cannot close the rule or load anything', () => {
    const css = themeCss({ theme: { ...theme, primary: 'red}body{background:url(//x.example/a.png)', text: 'red;x:1' } } as Whitelabel);
    expect(css).not.toContain('url(');
    expect(css).not.toContain('--color-primary');
    expect(css).not.toContain('--color-text');
    expect(css).toContain('--color-bg:#0f0c24');
  });
});
