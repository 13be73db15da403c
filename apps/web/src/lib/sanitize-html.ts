import DOMPurify from 'dompurify';

/**
 * Help and announcement content comes from the operator and may hold simple HTML. DOMPurify keeps a
 * small set of formatting tags and safe links; plain text keeps its paragraphs and line breaks.
 */
const ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'a', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'td', 'th'];

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  // External links open in a new tab without handing it our window.
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

function escapeText(text: string): string {
  const div = document.createElement('div');
  div.textContent = text;
  return div.innerHTML;
}

export function sanitizeHtml(input: string): string {
  const looksLikeHtml = /<[a-z][\s\S]*>/i.test(input);
  const html = looksLikeHtml
    ? input
    : input.split(/\n{2,}/).map((p) => `<p>${p.split('\n').map(escapeText).join('<br>')}</p>`).join('');
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#|\/)/i,
  });
}
