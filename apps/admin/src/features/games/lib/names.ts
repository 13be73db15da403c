/** A catalogue name in the back office's language, else EN (the lobby's own fallback), else the first there is. */
export function nameIn(names: Record<string, string>, language: string, fallback = ''): string {
  return names[language.toUpperCase()] ?? names.EN ?? Object.values(names)[0] ?? fallback;
}

/** The names to send: trimmed, empty ones left out (the server refuses an empty name). */
export function filledNames(names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).map(([k, v]) => [k, v.trim()] as const).filter(([, v]) => v !== ''));
}
