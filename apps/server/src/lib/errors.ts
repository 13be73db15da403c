import { ERROR_STATUS, type ErrorCode } from '@platform/contracts';

/** The one error type services throw. The HTTP layer maps the code to status and translated message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  /** Goes out as the envelope's `value` (e.g. the login failure's captcha flag, spec §3). */
  readonly value: unknown;

  constructor(code: ErrorCode, details?: unknown, value?: unknown) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
    this.value = value ?? null;
  }
}
