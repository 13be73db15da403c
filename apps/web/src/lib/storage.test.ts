import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getRememberedLogin, REMEMBER_MS, storeRememberedLogin } from './storage';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('remember me', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('keeps username, mobile and dialing code for one day, never more', () => {
    const login = { username: 'alice', mobileNum: '812345678', countryDialingCode: '66' };
    // A password handed in by mistake is not written.
    storeRememberedLogin({ ...login, password: 'secret' } as typeof login, 1_000);
    expect(globalThis.localStorage.getItem('rememberedLogin')).not.toContain('secret');
    expect(getRememberedLogin(1_000 + REMEMBER_MS - 1)).toEqual(login);
    expect(getRememberedLogin(1_000 + REMEMBER_MS)).toBeNull();
    expect(globalThis.localStorage.getItem('rememberedLogin')).toBeNull();
  });

  it('ignores a damaged record', () => {
    globalThis.localStorage.setItem('rememberedLogin', '{not json');
    expect(getRememberedLogin()).toBeNull();
  });
});
