import type { ImageContentType } from '@platform/contracts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: number[]) => bytes.length > magic.length && magic.every((b, i) => bytes[i] === b);

/**
 * The image type from the file's first bytes, or null when it is neither PNG nor JPEG. The
 * client's declared content type and file name are never consulted: they are whatever it says.
 */
export function detectImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}

/** The extension a stored image's address ends in (its type as detectImageType told it). */
export function imageExt(contentType: string): 'png' | 'jpg' {
  return contentType === 'image/png' ? 'png' : 'jpg';
}
