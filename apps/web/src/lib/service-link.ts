/**
 * Customer-service links arrive encrypted (spec §3 permission payload): the string is
 * base64(iv(12) || ciphertext || tag(16)) followed by an 8-character key; the AES-256-GCM key is
 * SHA-256 of those 8 characters (UTF-8). Pure WebCrypto: works in browsers and Node 20.
 */
import { base64ToBytes } from './base64';

const KEY_LENGTH = 8;

export async function decryptServiceLink(link: string): Promise<string> {
  if (link.length <= KEY_LENGTH) throw new Error('Service link too short');
  const subtle = globalThis.crypto.subtle;
  const keyText = link.slice(-KEY_LENGTH);
  const sealed = base64ToBytes(link.slice(0, -KEY_LENGTH));
  if (sealed.length < 12 + 16) throw new Error('Service link payload too short');

  const keyBytes = await subtle.digest('SHA-256', new TextEncoder().encode(keyText));
  const key = await subtle.importKey('raw', keyBytes, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: sealed.subarray(0, 12), tagLength: 128 }, key, sealed.subarray(12));
  return new TextDecoder().decode(plain);
}

/**
 * Only web, mail, phone and messenger links may be opened; anything else (javascript:, data:) is
 * refused. A relative link (e.g. "/help#contact") is resolved against the page in a browser.
 */
export function isSafeExternalUrl(url: string, base: string | undefined = globalThis.location?.href): boolean {
  try {
    const parsed = new URL(url, base);
    return ['https:', 'http:', 'mailto:', 'tel:', 'tg:', 'line:', 'whatsapp:'].includes(parsed.protocol);
  } catch {
    return false;
  }
}
