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
    .filter((link) => isSafeExternalUrl(link.url) && leavesSite(link.url));
}

/**
 * A channel must lead out of the site: a link back into it (the old "/help#contact" live chat) only
 * brought the player back to a page that pointed at the same button.
 */
function leavesSite(url: string): boolean {
  const parsed = new URL(url, globalThis.location?.href);
  return !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== globalThis.location?.origin;
}

export function useServiceLinks(entries: Permission['info']['customerService']) {
  const query = useQuery({
    queryKey: ['service-links', entries.map((e) => e.link)],
    queryFn: () => decryptAll(entries),
    staleTime: Infinity,
  });
  return { links: query.data ?? [], ready: query.isSuccess };
}
