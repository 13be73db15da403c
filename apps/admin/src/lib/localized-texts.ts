/** Texts per language in the back office's forms (banners, notices, games, promotions). */

/** EN, then the merchant's other languages, each once: EN is the server's fallback, so it comes first. */
export function textLanguages(merchantLanguages: readonly string[] | undefined): string[] {
  return ['EN', ...(merchantLanguages ?? []).filter((l) => l !== 'EN')];
}

/** Only the filled texts, trimmed, are sent: the server refuses an empty string and falls back to EN for a missing one. */
export function filledTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.trim()] as const).filter(([, v]) => v !== ''));
}
