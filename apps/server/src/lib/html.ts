import sanitize from 'sanitize-html';

/**
 * Operator HTML (notices, help articles) is shown inside the site, so it is cleaned on the server:
 * simple formatting tags and http(s)/mailto/site-relative links only; no scripts, styles, event
 * handlers, frames or images. Notices are cleaned before they are stored (and the web client cleans
 * again before rendering them, apps/web/src/lib/sanitize-html.ts, same tag list); help articles are
 * cleaned as they are served, and the client shows them as they come (decision 0041).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'a', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'td', 'th'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with their text: what is inside a script or style is never meant to be read.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    // External links open in a new tab without handing it our window; target and rel are only ever
    // set here, never taken from the input.
    a: (tagName, attribs): sanitize.Tag => {
      const href = attribs.href;
      if (href === undefined) return { tagName, attribs: {} };
      return { tagName, attribs: /^https?:/i.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href } };
    },
  },
};

export function sanitizeNoticeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An article as safe HTML: HTML is cleaned; plain text keeps its paragraphs (blank lines) and line
 * breaks, escaped.
 */
export function articleHtml(content: string): string {
  if (/<[a-z][\s\S]*>/i.test(content)) return sanitizeNoticeHtml(content);
  return content.trim().split(/\n{2,}/).map((p) => `<p>${p.split('\n').map(escapeText).join('<br>')}</p>`).join('');
}

/** Every language's content cleaned; empty results are dropped (they would hide the EN fallback). */
export function sanitizeContents(contents: Partial<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [language, html] of Object.entries(contents)) {
    const clean = sanitizeNoticeHtml(html ?? '');
    if (clean) out[language] = clean;
  }
  return out;
}
