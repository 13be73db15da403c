import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@platform/contracts';
import cn from './cn.json';
import en from './en.json';
import es from './es.json';
import hi from './hi.json';
import id from './id.json';
import my from './my.json';
import pt from './pt.json';
import th from './th.json';

const BUNDLES: Record<string, unknown> = { cn, en, es, hi, id, my, pt, th };

/** Every leaf key path of a bundle with its value. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort() : [];
}

const master = leaves(en);

describe('locale bundles', () => {
  it('ships one bundle per interface language', () => {
    expect(Object.keys(BUNDLES).sort()).toEqual(LANGUAGES.map((l) => l.toLowerCase()).sort());
  });

  it('EN has no empty values', () => {
    const empty = [...master].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  for (const [code, bundle] of Object.entries(BUNDLES)) {
    if (code === 'en') continue;
    describe(code, () => {
      const translated = leaves(bundle);
      it('has every key EN has, each non-empty', () => {
        const missing = [...master.keys()].filter((k) => {
          const v = translated.get(k);
          return typeof v !== 'string' || v.trim() === '';
        });
        expect(missing).toEqual([]);
      });
      it('has no keys EN lacks', () => {
        expect([...translated.keys()].filter((k) => !master.has(k))).toEqual([]);
      });
      it('keeps the same {{placeholders}}', () => {
        const wrong = [...master].filter(([k, v]) => placeholders(v).join() !== placeholders(translated.get(k)).join()).map(([k]) => k);
        expect(wrong).toEqual([]);
      });
    });
  }
});
