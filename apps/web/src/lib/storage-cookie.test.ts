import { afterEach, describe, expect, it } from 'vitest';
import { storeChosenLanguage, storeLanguage } from './storage';

/** A document whose cookie setter records what the app writes. */
function fakeDocument(): { written: string[] } {
  const written: string[] = [];
  Object.defineProperty(globalThis, 'document', {
    value: { set cookie(value: string) { written.push(value); } },
    configurable: true,
  });
  return { written };
}

describe('the language cookie (decision 0035)', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'document');
  });

  it('goes with every stored language, to the whole site, for a year, same-site', () => {
    const { written } = fakeDocument();
    storeLanguage('EN');
    storeChosenLanguage('TH');
    expect(written).toEqual(['lang=EN; Path=/; Max-Age=31536000; SameSite=Lax', 'lang=TH; Path=/; Max-Age=31536000; SameSite=Lax']);
  });
});
