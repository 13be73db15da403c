import type { ErrorCode } from '../errors';

export const TH: Record<ErrorCode, string> = {
  // TODO(translation helper): filled in below
} as Record<ErrorCode, string>;
