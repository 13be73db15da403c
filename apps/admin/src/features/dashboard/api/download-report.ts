/**
 * GET /wps/operator/merchants/:code/reports/:report/csv: the whole report as a file. Fetched with the
 * token in the Authorization header (never in the URL, where logs and history would keep it), then handed
 * to the browser as a blob download under the server's file name.
 */
import { ApiError } from '../../../lib/api-client';
import { endSession, getSession } from '../../../lib/session-store';
import type { ReportSearch } from '../lib/report-search';

export async function downloadReport(merchantCode: string, s: ReportSearch, language: string): Promise<string> {
  const token = getSession()?.token;
  const q = new URLSearchParams({ level: s.level });
  if (s.from) q.set('from', s.from);
  if (s.to) q.set('to', s.to);
  let response: Response;
  try {
    response = await fetch(`/wps/operator/merchants/${encodeURIComponent(merchantCode)}/reports/${s.report}/csv?${q.toString()}`, {
      headers: { Accept: 'text/csv', Language: language, ...(token ? { Authorization: token } : {}) },
    });
  } catch {
    throw new ApiError('client.network', 0);
  }
  if (!response.ok) {
    // Failures come as the usual envelope.
    const envelope = (await response.json().catch(() => ({}))) as { errorCode?: string };
    const code = envelope.errorCode ?? 'system.internal';
    if (code === 'auth.not_logged_in' || code === 'auth.token_expired') endSession('expired');
    throw new ApiError(code, response.status);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${s.report}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
