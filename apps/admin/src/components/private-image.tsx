/**
 * A receipt or proof image a player uploaded (GET /wps/operator/merchants/:code/files/:id, files.read):
 * fetched with the operator's token in the header and shown from an object URL, because the token lives
 * in memory and must never sit in an <img src> (decision 0047). The URL is released when the image goes.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import { getSession } from '../lib/session-store';

async function fetchFile(merchantCode: string, id: string): Promise<Blob> {
  const token = getSession()?.token;
  const response = await fetch(`/wps/operator/merchants/${encodeURIComponent(merchantCode)}/files/${encodeURIComponent(id)}`, {
    headers: token ? { Authorization: token } : {},
  });
  if (!response.ok) {
    let code = 'client.bad_response';
    try {
      code = ((await response.json()) as { errorCode?: string }).errorCode ?? code;
    } catch { /* not an envelope */ }
    throw new ApiError(code, response.status);
  }
  return response.blob();
}

export function PrivateImage({ merchantCode, fileId, alt }: { merchantCode: string; fileId: string; alt: string }) {
  const { t } = useTranslation();
  const file = useQuery({ queryKey: ['finance', 'file', merchantCode, fileId], queryFn: () => fetchFile(merchantCode, fileId), staleTime: Infinity, gcTime: 60_000 });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : undefined), [file.data]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  if (file.isError) return <p className="field-error">{errorText(t, file.error)}</p>;
  if (!url) return <p role="status">{t('finance.detail.imageLoading')}</p>;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="proof-link">
      <img src={url} alt={alt} style={{ maxWidth: '100%', maxHeight: '20rem' }} data-testid="finance-proof" />
    </a>
  );
}
