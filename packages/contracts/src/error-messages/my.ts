import type { ErrorCode } from '../errors';

export const MY: Record<ErrorCode, string> = {
  // TODO(translation helper): filled in below
} as Record<ErrorCode, string>;
