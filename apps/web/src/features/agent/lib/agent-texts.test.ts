import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@platform/contracts';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import hi from '../locales/hi.json';
import id from '../locales/id.json';
import my from '../locales/my.json';
import pt from '../locales/pt.json';
import th from '../locales/th.json';

/** The agent namespace's files, like the site's bundles (locales.test.ts): same keys, non-empty texts, same placeholders. */
const FILES: Record<string, object> = { cn, en, es, hi, id, my, pt, th };

function flatten(node: object, prefix = ''): [string, unknown][] {
  return Object.entries(node).flatMap(([k, v]) => (v && typeof v === 'object' ? flatten(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, unknown]]));
}
const names = (text: unknown) => (typeof text === 'string' ? (text.match(/{{\s*\w+\s*}}/g) ?? []).map((m) => m.replace(/[{}\s]/g, '')).sort().join() : null);

describe('agent texts', () => {
  const english = new Map(flatten(en));

  it('has one file per interface language', () => {
    expect(Object.keys(FILES).sort()).toEqual(LANGUAGES.map((l) => l.toLowerCase()).sort());
  });

  for (const [code, file] of Object.entries(FILES)) {
    it(`${code}: every EN key, no other, each a non-empty text with EN's placeholders`, () => {
      const texts = new Map(flatten(file));
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of texts) {
        expect(typeof value === 'string' && value.trim() !== '', `${code} ${key}`).toBe(true);
        expect(names(value), `${code} ${key}`).toBe(names(english.get(key)));
      }
    });
  }

  it('translates: no file but EN repeats most of the English texts', () => {
    for (const [code, file] of Object.entries(FILES)) {
      if (code === 'en') continue;
      const same = flatten(file).filter(([k, v]) => v === english.get(k) && !/^(CSV|Total|Status|Email|E-mail|Upline|Bonus|Transfer|Member|Deposit|No)/.test(String(v)));
      expect(same.length, `${code}: ${same.map(([k]) => k).join(', ')}`).toBeLessThan(5);
    }
  });
});
