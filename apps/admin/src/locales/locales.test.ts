import { ERROR_CODES, OPERATOR_ROLES } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import en from './en.json';
import th from './th.json';

type Bundle = { [key: string]: string | Bundle };

function keys(bundle: Bundle, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('back-office locales', () => {
  it('have the same keys and the same placeholders in EN, TH and CN', () => {
    const english = keys(en);
    for (const [name, bundle] of Object.entries({ th, cn })) {
      expect(keys(bundle).sort(), name).toEqual([...english].sort());
      for (const key of english) {
        const at = (b: Bundle) => key.split('.').reduce<Bundle | string>((node, part) => (node as Bundle)[part]!, b) as string;
        expect(placeholders(at(bundle)), `${name} ${key}`).toEqual(placeholders(at(en)));
      }
    }
  });

  it('put words on every operator error code the server can answer', () => {
    const operatorCodes = ERROR_CODES.filter((c) => c.startsWith('operator.') && c !== 'operator.not_found' && c !== 'operator.username_taken');
    const words = new Set(keys(en.errors, 'errors.'));
    for (const code of operatorCodes) expect(words.has(`errors.${code}`), code).toBe(true);
  });

  it('put words on every approval error code, which the Approvals page shows', () => {
    const words = new Set(keys(en.errors, 'errors.'));
    for (const code of ERROR_CODES.filter((c) => c.startsWith('approval.'))) expect(words.has(`errors.${code}`), code).toBe(true);
  });

  it('name every operator role', () => {
    for (const role of OPERATOR_ROLES) expect(en.home.roles[role], role).toBeTruthy();
  });

  it('describe every operator role in one line, for the new-operator form', () => {
    for (const role of OPERATOR_ROLES) expect(en.operators.roleDescriptions[role], role).toBeTruthy();
  });
});
