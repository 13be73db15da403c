import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './base64';
import { decryptServiceLink, isSafeExternalUrl } from './service-link';

async function encryptLink(url: string, keyText: string): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', await subtle.digest('SHA-256', new TextEncoder().encode(keyText)), { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(url)));
  const all = new Uint8Array(12 + sealed.length);
  all.set(iv);
  all.set(sealed, 12);
  return bytesToBase64(all) + keyText;
}

describe('decryptServiceLink', () => {
  it('opens a link sealed with the key formed by its last 8 characters', async () => {
    const link = await encryptLink('https://chat.example/room?id=7', 'QS6e904p');
    await expect(decryptServiceLink(link)).resolves.toBe('https://chat.example/room?id=7');
  });

  it('rejects a tampered link', async () => {
    const link = await encryptLink('https://chat.example/', 'abcdefgh');
    const tampered = `${link.slice(0, 5)}${link[5] === 'A' ? 'B' : 'A'}${link.slice(6)}`;
    await expect(decryptServiceLink(tampered)).rejects.toThrow();
  });

  it('opens only safe schemes', () => {
    expect(isSafeExternalUrl('https://t.me/x')).toBe(true);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('not a url')).toBe(false);
  });
});
