/** The text of a banner or notice in the back office's language, else its EN text (the server's fallback). */
export function textIn(texts: Record<string, string>, language: string): string {
  return texts[language.toUpperCase()] ?? texts.EN ?? '';
}
