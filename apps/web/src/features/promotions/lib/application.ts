/**
 * The application form's checks before anything is sent (spec §5: a remark of at most 140 characters;
 * PNG or JPEG images, at most 3, 5 MB each), and at least the images the promotion asks for. The server
 * checks them all again.
 */
import { APPLICATION_IMAGES_MAX, APPLICATION_REMARK_MAX } from '@platform/contracts';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ApplicationProblem = 'remark' | 'remark_long' | 'too_few' | 'too_many' | 'type' | 'size';

export function applicationProblem(remark: string, files: { type: string; size: number }[], minImages: number): ApplicationProblem | null {
  const text = remark.trim();
  if (!text) return 'remark';
  if ([...text].length > APPLICATION_REMARK_MAX) return 'remark_long';
  if (files.length < minImages) return 'too_few';
  if (files.length > APPLICATION_IMAGES_MAX) return 'too_many';
  if (files.some((f) => !IMAGE_TYPES.includes(f.type))) return 'type';
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) return 'size';
  return null;
}
