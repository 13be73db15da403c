import { canonicalPath, LANGUAGE_TAGS, OG_LOCALES, pageHead, type Language } from '@platform/contracts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface HeadInput {
  /** The merchant's public base URL (configuration, never the request's Host). */
  baseUrl: string;
  siteName: string;
  /** The merchant's languages, the first being its default. */
  languages: readonly Language[];
  language: Language;
  path: string;
  /** The logo as the merchant configured it: a path on our origin becomes og:image, a data URL does not. */
  logoUrl: string;
  notFound: boolean;
}

/** The address of a page in a language: the default language has the plain path, the others `?lang=`. */
export function pageUrl(baseUrl: string, path: string, language: Language, defaultLanguage: Language | undefined): string {
  return `${baseUrl}${path}${language === defaultLanguage ? '' : `?lang=${language}`}`;
}

/**
 * The head tags that differ per route and language: title, description, canonical, hreflang alternates
 * (one per language of the merchant plus x-default) and Open Graph. A not-found page gets its title and
 * `noindex`, and no canonical: it has no address of its own.
 */
export function headTags(input: HeadInput): { title: string; tags: string } {
  const { baseUrl, languages, language } = input;
  const { title, description } = pageHead(input.notFound ? '/404' : input.path, language, input.siteName);
  const tags: string[] = [`<meta name="description" content="${escapeHtml(description)}" />`];
  if (input.notFound) {
    tags.push('<meta name="robots" content="noindex" />');
    return { title, tags: tags.join('\n    ') };
  }
  const path = canonicalPath(input.path);
  const fallback = languages[0];
  const url = pageUrl(baseUrl, path, language, fallback);
  tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  for (const l of languages) {
    tags.push(`<link rel="alternate" hreflang="${LANGUAGE_TAGS[l]}" href="${escapeHtml(pageUrl(baseUrl, path, l, fallback))}" />`);
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(baseUrl + path)}" />`);
  tags.push(
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(input.siteName)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
  );
  for (const l of languages) if (l !== language) tags.push(`<meta property="og:locale:alternate" content="${OG_LOCALES[l]}" />`);
  const image = input.logoUrl.startsWith('/') && !input.logoUrl.startsWith('//') ? baseUrl + input.logoUrl : `${baseUrl}/brand/logo.svg`;
  tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
  return { title, tags: tags.join('\n    ') };
}

/** Writes lang, title and the tags into the built index.html (Vite's output: one <title>, one <html lang>). */
export function injectHead(template: string, language: Language, head: { title: string; tags: string }): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_TAGS[language]}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>\n    ${head.tags}`);
}

export { escapeHtml };
