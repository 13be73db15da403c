import { describe, expect, it } from 'vitest';
import { ssrStateScript, type SsrState } from './ssr-state';

describe('the state block of a server-rendered page', () => {
  it('cannot be closed or commented out by text inside it, and reads back as written', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const state = { language: 'TH', merchantCode: 'thailand', hydrate: true, renderedAt: 1, hydrationData: null, announcements: null, helpCenter: null, vendorCategories: null, permission: { note: hostile } } as unknown as SsrState;
    const html = ssrStateScript(state);
    expect(html.startsWith('<script type="application/json" id="ssr-state">')).toBe(true);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect((JSON.parse(json) as { permission: { note: string } }).permission.note).toBe(hostile);
  });
});
