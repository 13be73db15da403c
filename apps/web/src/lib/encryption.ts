/**
 * Client side of the encrypted payloads (ARCHITECTURE §4, spec "E" calls): the JSON body is sealed
 * with AES-256-GCM under a random key and IV; the raw AES key is wrapped with the server's RSA
 * public key (RSA-OAEP, SHA-256). Pure WebCrypto, so it runs in browsers and in Node 20
 * (globalThis.crypto.subtle) — the server's tests import this file for a round trip.
 *
 * Wire format:
 *   header  Encryption: <keyId>.<base64(RSA-OAEP-SHA256(raw AES key))>
 *   body    {"payload": base64(iv(12) || ciphertext || tag(16))}
 */
import { base64ToBytes, bytesToBase64 } from './base64';

export interface EncryptedRequest {
  headers: { Encryption: string };
  body: { payload: string };
}

function pemToSpki(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem
    .replace(/-----BEGIN [A-Z ]+-----/, '')
    .replace(/-----END [A-Z ]+-----/, '')
    .replace(/\s+/g, '');
  if (!base64) throw new Error('Empty public key');
  return base64ToBytes(base64);
}

export async function encryptPayload(publicKeyPem: string, keyId: string, body: unknown): Promise<EncryptedRequest> {
  const subtle = globalThis.crypto.subtle;
  const rsaKey = await subtle.importKey('spki', pemToSpki(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);

  const aesRaw = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const aesKey = await subtle.importKey('raw', aesRaw, { name: 'AES-GCM' }, false, ['encrypt']);

  const plaintext = new TextEncoder().encode(JSON.stringify(body ?? null));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, aesKey, plaintext));
  const wrappedKey = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, aesRaw));

  const payload = new Uint8Array(iv.length + sealed.length);
  payload.set(iv, 0);
  payload.set(sealed, iv.length);

  return {
    headers: { Encryption: `${keyId}.${bytesToBase64(wrappedKey)}` },
    body: { payload: bytesToBase64(payload) },
  };
}
