/**
 * The server's own upload limits (UPLOAD_LIMITS: PNG or JPEG, 5 MB), checked before sending so a wrong file
 * is refused at once; the server still checks the content itself (a renamed file is refused there).
 */
import { UPLOAD_LIMITS } from '@platform/contracts';

export type ImageProblem = 'type' | 'size' | null;

export function imageProblem(file: { type: string; size: number }): ImageProblem {
  if (!(UPLOAD_LIMITS.contentTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_LIMITS.maxBytes || file.size === 0) return 'size';
  return null;
}

export const MAX_IMAGE_MB = UPLOAD_LIMITS.maxBytes / (1024 * 1024);
