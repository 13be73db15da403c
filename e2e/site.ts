/** Shared steps of the journeys, written as a visitor acts. */
import type { Page } from 'playwright-core';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import th from '../apps/web/src/locales/th.json' with { type: 'json' };

export { en, th };

/** A first visit from 127.0.0.1 has no country, so the region picker opens: the visitor picks one. */
export async function visitAndPickRegion(page: Page, path = '/', merchantCode = 'thailand'): Promise<void> {
  await page.goto(path);
  const picker = page.getByTestId('region-picker');
  await picker.waitFor({ state: 'visible' });
  await page.getByTestId(`region-option-${merchantCode}`).click();
  await picker.waitFor({ state: 'detached' });
}

export async function storageKeys(page: Page): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(() => {
    const dump = (s: Storage) => Object.fromEntries(Array.from({ length: s.length }, (_, i) => s.key(i) ?? '').map((k) => [k, s.getItem(k) ?? '']));
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
}
