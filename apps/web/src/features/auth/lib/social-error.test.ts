import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ERROR_CODES, ERROR_MESSAGES } from '@platform/contracts';
import en from '../../../locales/en.json';
import { CALLBACK_ERRORS, socialErrorText } from './social-error';

// Looks the key up in the EN bundle; an unknown key comes back as itself, which the tests would see.
const t = ((key: string) => String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) ?? key)) as unknown as TFunction;

describe('social login error texts', () => {
  it('has a text for every social.* code the callback can send back', () => {
    // The ticket code comes with a translated server message instead; the issuer code is operator-only.
    const sentBack = ERROR_CODES.filter((c) => c.startsWith('social.') && c !== 'social.ticket_invalid' && c !== 'social.issuer_invalid');
    expect(sentBack.map((c) => c.slice('social.'.length)).sort()).toEqual([...CALLBACK_ERRORS].sort());
    for (const code of sentBack) expect(socialErrorText(t, code)).toBe(ERROR_MESSAGES.EN[code]);
  });

  it('falls back to the generic text for other or made-up codes', () => {
    const generic = en.socialLogin.errors.failed;
    expect(socialErrorText(t, 'system.internal')).toBe(generic);
    expect(socialErrorText(t, 'social.<script>')).toBe(generic);
    expect(socialErrorText(t, '')).toBe(generic);
  });
});
