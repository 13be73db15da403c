/**
 * The address the QR code on /down points at: the merchant's configured main domain (permission
 * payload), https unless the operator wrote a scheme — never the address bar, which may be a mirror or
 * a copied link.
 */
export function installUrl(mainDomain: string): string | null {
  const text = mainDomain.trim();
  if (!text) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return `${url.origin}/`;
  } catch {
    return null;
  }
}

/** Which guide comes first: iPhone and iPad (including iPadOS that calls itself a Mac) get Safari's. */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
