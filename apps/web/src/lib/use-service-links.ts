/** Decrypted customer-service links of the current merchant, safe schemes only. */
import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@platform/contracts';
import { decryptServiceLink, isSafeExternalUrl } from './service-link';

export type ServiceLink = Permission['info']['customerService'][number] & { url: string };

async function decryptAll(entries: Permission['info']['customerService']): Promise<ServiceLink[]> {
  const results = await Promise.allSettled(entries.map(async (entry) => ({ ...entry, url: await decryptServiceLink(entry.link) })));
  return results
    .filter((r): r is PromiseFulfilledResult<ServiceLink> => r.status === 'fulfilled')
    .map((r) => r.value)
    .filter((link) => isSafeExternalUrl(link.url));
}

export function useServiceLinks(entries: Permission['info']['customerService']) {
  const query = useQuery({
    queryKey: ['service-links', entries.map((e) => e.link)],
    queryFn: () => decryptAll(entries),
    staleTime: Infinity,
  });
  const links = query.data ?? [];
  return { links, liveChat: links.find((l) => l.type === 'LIVE_CHAT') ?? links[0] };
}

export function openExternal(url: string): void {
  if (!isSafeExternalUrl(url)) return;
  globalThis.open(url, '_blank', 'noopener,noreferrer');
}
