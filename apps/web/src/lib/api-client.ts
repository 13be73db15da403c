/**
 * The one way the web app talks to the server (ARCHITECTURE §4): adds the Merchant, Language,
 * Device and Authorization headers, unwraps the {success, value, errorCode, message} envelope and,
 * for calls marked E, encrypts the body. Values are typed by the contracts (`import type` only): the
 * server already serializes exactly its response schema, and parsing again here would ship zod to
 * every visitor's first page load.
 */
import type { z } from 'zod';
import type { rsaKeyResponse } from '@platform/contracts';
import { encryptPayload } from './encryption';
import { getStoredMerchantCode, getToken } from './storage';

const DEVICE = 'WEB';

let currentLanguage: string | null = null;
let encryptionEnabled = true;

/** Set at start-up and on every language change so each request carries the visible language. */
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

/** The permission payload says whether E calls must be encrypted; plain JSON otherwise. */
export function setApiEncryption(enabled: boolean): void {
  encryptionEnabled = enabled;
}

export class ApiError extends Error {
  constructor(
    /** Stable code from packages/contracts, or client.* for failures before a response. */
    readonly code: string,
    message: string,
    readonly status: number,
    /** The envelope's `details` (e.g. the field problems of member.form_invalid). */
    readonly details?: unknown,
    /** The envelope's `value` on failure (e.g. `{ captcha: true }` after a failed login). */
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Spec "E": send the body encrypted when the server asks for it. */
  encrypted?: boolean;
  signal?: AbortSignal;
}

function buildHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { Device: DEVICE, Accept: 'application/json', ...extra };
  const merchant = getStoredMerchantCode();
  if (merchant) headers.Merchant = merchant;
  if (currentLanguage) headers.Language = currentLanguage;
  const token = getToken();
  if (token) headers.Authorization = token;
  return headers;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

let rsaKeyPromise: Promise<z.infer<typeof rsaKeyResponse>> | null = null;

function getRsaKey(): Promise<z.infer<typeof rsaKeyResponse>> {
  rsaKeyPromise ??= apiRequest<z.infer<typeof rsaKeyResponse>>('/wps/session/key/rsa').catch((error: unknown) => {
    rsaKeyPromise = null;
    throw error;
  });
  return rsaKeyPromise;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, encrypted = false, signal } = options;
  let headers = buildHeaders();
  let payload: unknown = body;

  if (body !== undefined && encrypted && encryptionEnabled) {
    const key = await getRsaKey();
    const sealed = await encryptPayload(key.publicKey, key.keyId, body);
    headers = { ...headers, ...sealed.headers };
    payload = sealed.body;
  }

  // Uploads (multipart/form-data) go as they are: the browser writes the content type with its boundary.
  const form = payload instanceof FormData ? payload : null;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: payload === undefined || form ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: form ?? (payload === undefined ? undefined : JSON.stringify(payload)),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('client.network', 'network', 0);
  }

  let envelope: { success?: unknown; value?: unknown; errorCode?: unknown; message?: unknown; details?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new ApiError('client.bad_response', 'bad_response', response.status);
  }

  if (envelope.success !== true) {
    const code = typeof envelope.errorCode === 'string' ? envelope.errorCode : 'system.internal';
    const message = typeof envelope.message === 'string' ? envelope.message : code;
    throw new ApiError(code, message, response.status, envelope.details, envelope.value);
  }

  return envelope.value as T;
}
