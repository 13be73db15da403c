import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_TAGS } from './languages';
import { canonicalPath, isPageRoute, PAGE_ROUTES, PAGE_TEXTS, pageHead, pageKeyOf, PUBLIC_PAGES } from './pages';

describe('pages of the web app', () => {
  it('knows every route of spec §2, case-insensitively and with a trailing slash, and nothing else', () => {
    for (const path of Object.values(PAGE_ROUTES).flat()) expect(isPageRoute(path), path).toBe(true);
    for (const path of ['/LIVE', '/live/', '/seaLottery', '/sealottery', '/pge/fortune-ox']) expect(isPageRoute(path), path).toBe(true);
    for (const path of ['/nope', '/member/x', '/pge', '/pge/a/b', '/manifest.json', '/robots.txt']) expect(isPageRoute(path), path).toBe(false);
    for (const path of PUBLIC_PAGES) expect(isPageRoute(path), path).toBe(true);
  });

  it('points duplicate addresses to one canonical path', () => {
    expect(['/', '/index', '/index.html', '/home', '/login', '/register'].map(canonicalPath)).toEqual(Array(6).fill('/'));
    expect(canonicalPath('/helpmc')).toBe('/help');
    expect(canonicalPath('/live/')).toBe('/live');
  });

  it('has a title and a description for every page in every language, translated', () => {
    for (const [key, texts] of Object.entries(PAGE_TEXTS)) {
      for (const language of LANGUAGES) {
        expect(texts.title[language], `${key} ${language}`).toMatch(/\S/);
        if ('description' in texts) expect(texts.description[language], `${key} ${language}`).toMatch(/\S/);
      }
      // The non-Latin bundles are never English copies.
      for (const language of ['CN', 'HI', 'MY', 'TH'] as const) expect(texts.title[language], `${key} ${language}`).not.toBe(texts.title.EN);
    }
    expect(pageHead('/rng', 'EN', 'Royal Lotus')).toEqual({ title: 'Slots | Royal Lotus', description: 'Slot games from PG, JDB, CQ9 and more providers.' });
    // Pages without their own description share the home page's.
    expect(pageHead('/member', 'TH', 'X').description).toBe(PAGE_TEXTS.home.description.TH);
    expect(pageKeyOf('/whatever')).toBe('notFound');
  });

  it('tags languages in BCP 47 (zh-Hans for CN, my for MY)', () => {
    for (const language of LANGUAGES) expect(Intl.getCanonicalLocales(LANGUAGE_TAGS[language])[0]).toBe(LANGUAGE_TAGS[language]);
    expect(LANGUAGE_TAGS.CN).toBe('zh-Hans');
    expect(LANGUAGE_TAGS.MY).toBe('my');
  });
});
