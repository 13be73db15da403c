import crypto from 'node:crypto';

/** 256-bit random token for the client, and the hash we store instead of it. */
export function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface RsaKey {
  keyId: string;
  publicKeyPem: string;
  privateKey: crypto.KeyObject;
}

export function generateRsaPrivateKeyPem(): string {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

export function loadRsaKey(privateKeyPem: string): RsaKey {
  const privateKey = crypto.createPrivateKey(privateKeyPem);
  const publicKeyPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  // The key id lets a client that cached an old public key get a clear error after a key rotation.
  const keyId = crypto.createHash('sha256').update(publicKeyPem).digest('base64url').slice(0, 16);
  return { keyId, publicKeyPem, privateKey };
}

export class PayloadDecryptError extends Error {}

/**
 * Encrypted payload scheme (docs/decisions/0003): header `Encryption: <keyId>.<base64 RSA-OAEP-SHA256(aesKey)>`,
 * body `{ payload: base64(iv(12) || ciphertext || tag(16)) }` under AES-256-GCM.
 */
export function decryptPayload(key: RsaKey, header: string, payload: unknown): unknown {
  const dot = header.indexOf('.');
  if (dot < 1) throw new PayloadDecryptError('malformed header');
  if (header.slice(0, dot) !== key.keyId) throw new PayloadDecryptError('unknown key id');
  if (typeof payload !== 'string') throw new PayloadDecryptError('missing payload');
  try {
    const aesKey = crypto.privateDecrypt(
      { key: key.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(header.slice(dot + 1), 'base64'),
    );
    if (aesKey.length !== 32) throw new PayloadDecryptError('bad key length');
    const raw = Buffer.from(payload, 'base64');
    if (raw.length < 12 + 16) throw new PayloadDecryptError('payload too short');
    const decipher = crypto.createDecipheriv('aes-256-gcm', aesKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch (err) {
    if (err instanceof PayloadDecryptError) throw err;
    throw new PayloadDecryptError('cannot decrypt');
  }
}

/**
 * Customer-service links travel "encrypted with the last 8 characters as the key" (spec §3). The key
 * ships with the value, so this only keeps plain links out of scrapers; it is not a secret.
 * Format: base64(iv || ciphertext || tag) + key8, AES-256-GCM under SHA-256(key8).
 */
export function encryptServiceLink(link: string): string {
  const key8 = crypto.randomBytes(6).toString('base64url');
  const aesKey = crypto.createHash('sha256').update(key8, 'utf8').digest();
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', aesKey, iv);
  const body = Buffer.concat([iv, cipher.update(link, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return body.toString('base64') + key8;
}

export function decryptServiceLink(value: string): string {
  const key8 = value.slice(-8);
  const raw = Buffer.from(value.slice(0, -8), 'base64');
  const aesKey = crypto.createHash('sha256').update(key8, 'utf8').digest();
  const decipher = crypto.createDecipheriv('aes-256-gcm', aesKey, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
}
