import { beforeAll, describe, expect, it } from 'vitest';

// i18n.ts writes <html lang> and asks for idle time: the two browser parts it touches, as a page has them.
beforeAll(() => {
  Object.assign(globalThis, { window: globalThis, document: { documentElement: { lang: '' } } });
});

// Past when-idle's wait without requestIdleCallback (500 ms): anything put off until idle has run by then.
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

describe('the EN fallback', () => {
  it('is not loaded for a Thai page whose keys are all there, and is once a key is missing', async () => {
    const { applyLanguage, i18n, loadLaterPart } = await import('./i18n');
    await applyLanguage('TH');
    // A key of the later part asked before that part is in (a closed popup's title) is early, not missing.
    expect(i18n.t('auth.trialNoticeTitle')).toBe('auth.trialNoticeTitle');
    await loadLaterPart();
    expect(i18n.t('auth.trialNoticeTitle')).not.toBe('auth.trialNoticeTitle');
    expect(i18n.t('common.close')).not.toBe('common.close');
    await settle();
    expect(i18n.hasResourceBundle('EN', 'translation')).toBe(false);

    let redrawn = 0;
    i18n.on('languageChanged', () => (redrawn += 1));
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    await expect.poll(() => i18n.hasResourceBundle('EN', 'translation')).toBe(true);
    await expect.poll(() => redrawn).toBe(1);
    expect(i18n.language).toBe('TH');
    // Asked once: another missing key does not load or redraw again.
    i18n.t('no.other.key');
    await settle();
    expect(redrawn).toBe(1);
  });
});
