/**
 * GET /wps/agent/downline/export (T): the downline list with the same filters as CSV (the server
 * writes it, up to DOWNLINE_EXPORT_MAX rows). The answer is a file, not the JSON envelope, so this
 * call reads the body itself; a refusal still arrives as an envelope and becomes an ApiError.
 */
import { ApiError } from '../../../lib/api-client';
import { getStoredMerchantCode, getToken } from '../../../lib/storage';
import type { DownlineFilter } from './list-downlines';

export async function exportDownlines(filter: DownlineFilter, language: string): Promise<Blob> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  const headers: Record<string, string> = { Device: 'WEB', Accept: 'text/csv, application/json', Language: language };
  const merchant = getStoredMerchantCode();
  const token = getToken();
  if (merchant) headers.Merchant = merchant;
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await fetch(`/wps/agent/downline/export?${params.toString()}`, { headers });
  } catch {
    throw new ApiError('client.network', 'network', 0);
  }
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('json')) return response.blob();
  const envelope = (await response.json().catch(() => ({}))) as { errorCode?: string; message?: string };
  throw new ApiError(envelope.errorCode ?? 'system.internal', envelope.message ?? 'export failed', response.status);
}
