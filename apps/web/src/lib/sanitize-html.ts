import DOMPurify from 'dompurify';

/**
 * Notices (announcements) come from the operator and may hold simple HTML, cleaned on the server when
 * stored and here again before they are shown. DOMPurify keeps a small set of formatting tags and safe
 * links; plain text keeps its paragraphs and line breaks. Help articles come as safe HTML from the
 * server (apps/server lib/html.ts) and are shown as they are (decision 0041).
 */
const ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'a', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'td', 'th'];

// Made on first use: DOMPurify needs a DOM, which the server rendering (decision 0035) has not.
let purifier: ReturnType<typeof DOMPurify> | null = null;
function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // External links open in a new tab without handing it our window.
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

function escapeText(text: string): string {
  const div = document.createElement('div');
  div.textContent = text;
  return div.innerHTML;
}

export function sanitizeHtml(input: string): string {
  // On the server nothing is drawn from operator HTML: the popups that show it open in the browser.
  if (typeof window === 'undefined') return '';
  const looksLikeHtml = /<[a-z][\s\S]*>/i.test(input);
  const html = looksLikeHtml
    ? input
    : input.split(/\n{2,}/).map((p) => `<p>${p.split('\n').map(escapeText).join('<br>')}</p>`).join('');
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#|\/)/i,
  });
}
