import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';
import { encryptPayload } from './encryption';

async function rsaPair() {
  const subtle = globalThis.crypto.subtle;
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  const pem = `-----BEGIN PUBLIC KEY-----\n${bytesToBase64(spki).replace(/(.{64})/g, '$1\n')}\n-----END PUBLIC KEY-----\n`;
  return { pem, privateKey: pair.privateKey };
}

describe('encryptPayload', () => {
  it('round-trips: the server side can unwrap the key and open the body', async () => {
    const { pem, privateKey } = await rsaPair();
    const body = { username: 'player1', password: 'S3cret!', note: 'ไทย 中文' };
    const sealed = await encryptPayload(pem, 'key-1', body);

    const [keyId, wrapped] = sealed.headers.Encryption.split('.');
    expect(keyId).toBe('key-1');
    const subtle = globalThis.crypto.subtle;
    const rawKey = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(wrapped ?? ''));
    expect(rawKey.byteLength).toBe(32);
    const aes = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const payload = base64ToBytes(sealed.body.payload);
    const plain = await subtle.decrypt({ name: 'AES-GCM', iv: payload.subarray(0, 12) }, aes, payload.subarray(12));
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(body);
  });

  it('uses a fresh key and IV for every call', async () => {
    const { pem } = await rsaPair();
    const a = await encryptPayload(pem, 'k', { x: 1 });
    const b = await encryptPayload(pem, 'k', { x: 1 });
    expect(a.body.payload).not.toBe(b.body.payload);
    expect(a.headers.Encryption).not.toBe(b.headers.Encryption);
  });
});
