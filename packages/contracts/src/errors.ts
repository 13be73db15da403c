/**
 * The stable error catalogue. Clients branch on the code, never on the message; the HTTP status
 * follows the code. Messages per language live in ./error-messages.
 */
export const ERROR_STATUS = {
  'system.route_not_found': 404,
  'system.method_not_allowed': 405,
  'system.malformed_json': 400,
  'system.payload_too_large': 413,
  'system.unsupported_media_type': 415,
  'system.invalid_input': 400,
  'system.rate_limited': 429,
  'system.internal': 500,
  'system.unavailable': 503,
  'system.encryption_invalid': 400,
  'system.encryption_required': 400,
  'system.maintenance': 503,
  'system.region_restricted': 403,
  'auth.not_logged_in': 401,
  'auth.token_expired': 401,
  'auth.forbidden': 403,
  'operator.login_failed': 401,
  'operator.locked': 429,
  'operator.username_taken': 409,
  'merchant.not_found': 404,
  'merchant.code_taken': 409,
  'block.invalid_value': 400,
  'block.not_found': 404,
  'block.exists': 409,
  'member.register_closed': 403,
  'member.form_invalid': 400,
  'member.username_taken': 409,
  'member.mobile_taken': 409,
  'member.login_failed': 401,
  'member.captcha_required': 400,
  'member.captcha_wrong': 400,
  'member.locked': 429,
  'member.no_enter': 403,
  'member.not_agent': 403,
  'member.in_need_true_account': 403,
  'member.disabled': 403,
  'member.password_wrong': 400,
  'member.password_invalid': 400,
  'member.password_mismatch': 400,
  'member.password_same': 400,
  'member.free_play_closed': 403,
  'verification.mobile_invalid': 400,
  'verification.too_many': 429,
  'verification.wait': 429,
  'verification.code_invalid': 400,
  'verification.sms_login_closed': 403,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}
