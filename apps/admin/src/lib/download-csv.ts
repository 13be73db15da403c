/**
 * A list's CSV export (decision 0055) as a file: fetched with the token in the Authorization header
 * (never in the URL, where logs and history would keep it), then handed to the browser as a blob
 * download under the name the server gave it. Failures come back as the usual envelope's code.
 */
import { ApiError } from './api-client';
import { endSession, getSession } from './session-store';

/** `path` is the export route; `query` the list's own query (its paging is dropped: the export is the whole list). */
export async function downloadCsv(path: string, query: URLSearchParams, language: string, fallbackName: string): Promise<string> {
  const q = new URLSearchParams(query);
  q.delete('pageNo');
  q.delete('pageSize');
  const token = getSession()?.token;
  let response: Response;
  try {
    const search = q.toString();
    response = await fetch(search ? `${path}?${search}` : path, {
      headers: { Accept: 'text/csv', Language: language, ...(token ? { Authorization: token } : {}) },
    });
  } catch {
    throw new ApiError('client.network', 0);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => ({}))) as { errorCode?: string };
    const code = envelope.errorCode ?? 'system.internal';
    if (token && (code === 'auth.not_logged_in' || code === 'auth.token_expired') && getSession()?.token === token) endSession('expired');
    throw new ApiError(code, response.status);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    // The connection broke part way (the server stops a file it cannot finish, an audit that failed among them).
    throw new ApiError('client.network', 0);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
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
