/**
 * The one way the back office talks to the server: the Language and Authorization headers, and the
 * envelope `{ success, value, errorCode, message }` unwrapped (ARCHITECTURE §4). Values are typed by the
 * contracts (`import type` only). A call made with the session's token that answers "not logged in" or
 * "expired" ends the session here, so every screen goes back to the login the same way.
 */
import { endSession, getSession } from './session-store';

export class ApiError extends Error {
  constructor(
    /** Stable code from packages/contracts, or client.* for failures before an answer. */
    readonly code: string,
    readonly status: number,
    /** The envelope's `value` on failure (e.g. `{ captcha: true }` after a failed login). */
    readonly value?: unknown,
    /** The envelope's `details` on failure: for `system.invalid_input`, `[{ path, message }]` (a JSON pointer into the input). */
    readonly details?: unknown,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

const SESSION_ENDED = new Set(['auth.not_logged_in', 'auth.token_expired']);

let language = 'EN';

/** Set on every language change, so the server's own texts (and its logs) follow the screen. */
export function setApiLanguage(code: string): void {
  language = code;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A token that is not (yet) the session's: the forced password change before the session starts. */
  token?: string;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body } = options;
  const sessionToken = options.token ? undefined : getSession()?.token;
  const token = options.token ?? sessionToken;
  const headers: Record<string, string> = { Accept: 'application/json', Language: language };
  if (token) headers.Authorization = token;
  // A FormData body (an upload) is sent as it is: the browser sets the multipart type with its boundary.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : form ? body : JSON.stringify(body) });
  } catch {
    throw new ApiError('client.network', 0);
  }
  let envelope: { success?: unknown; value?: unknown; errorCode?: unknown; details?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new ApiError('client.bad_response', response.status);
  }
  if (envelope.success !== true) {
    const code = typeof envelope.errorCode === 'string' ? envelope.errorCode : 'system.internal';
    // Only when the session's own token was refused: a wrong code at login is not an expiry.
    if (sessionToken && SESSION_ENDED.has(code) && getSession()?.token === sessionToken) endSession('expired');
    throw new ApiError(code, response.status, envelope.value, envelope.details);
  }
  return envelope.value as T;
}
