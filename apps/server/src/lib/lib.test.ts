import { describe, expect, it } from 'vitest';
import { decryptServiceLink, encryptServiceLink, hashToken, newToken } from './crypto';
import { canonicalCidr, countryOf, ipInCidr, normalizeIp } from './geo';
import { loadEnv } from './env';

describe('geo', () => {
  it('looks countries up offline', () => {
    expect(countryOf('1.46.0.1')).toBe('TH');
    expect(countryOf('::ffff:8.8.8.8')).toBe('US');
    expect(countryOf('127.0.0.1')).toBeNull();
    expect(countryOf('not an ip')).toBeNull();
  });

  it('canonicalises ranges and matches mapped IPv4', () => {
    expect(canonicalCidr('10.1.2.3/8')).toBe('10.0.0.0/8');
    expect(canonicalCidr('192.0.2.1')).toBe('192.0.2.1/32');
    expect(canonicalCidr('2001:db8::1/32')).toBe('2001:db8::/32');
    expect(canonicalCidr('300.1.1.1')).toBeNull();
    expect(ipInCidr('::ffff:10.9.8.7', '10.0.0.0/8')).toBe(true);
    expect(ipInCidr('11.0.0.1', '10.0.0.0/8')).toBe(false);
    expect(ipInCidr('2001:db8::5', '10.0.0.0/8')).toBe(false);
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('crypto', () => {
  it('issues 256-bit tokens and stores only their hash', () => {
    const { token, hash } = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toContain(token);
  });

  it('round-trips service links with a fresh key each time', () => {
    const a = encryptServiceLink('https://t.me/x');
    const b = encryptServiceLink('https://t.me/x');
    expect(a).not.toBe(b);
    expect(decryptServiceLink(a)).toBe('https://t.me/x');
  });
});

describe('env', () => {
  it('treats empty variables as unset and explains bad ones', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '4000' }).DATABASE_URL).toBeUndefined();
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
