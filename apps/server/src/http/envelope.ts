import type { Envelope } from '@platform/contracts';

/** The success envelope; routes return `ok(value)` so the response schema checks the whole body. */
export function ok<T>(value: T): Envelope<T> & { success: true; value: T; errorCode: null; message: null } {
  return { success: true, value, errorCode: null, message: null };
}
