/**
 * Help and announcement content comes from the operator and may hold simple HTML. Only a small
 * set of formatting tags survives; every attribute is dropped except safe link targets. Plain text
 * keeps its line breaks.
 */
const ALLOWED = new Set(['P', 'BR', 'UL', 'OL', 'LI', 'STRONG', 'B', 'EM', 'I', 'U', 'H3', 'H4', 'A', 'SPAN', 'DIV', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TD', 'TH']);

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = [...element.childNodes].map((child) => clean(child, doc)).filter((n): n is Node => !!n);
  if (!ALLOWED.has(element.tagName)) {
    const fragment = doc.createDocumentFragment();
    // Drop dangerous containers entirely; unwrap any other unknown tag.
    if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE'].includes(element.tagName)) return null;
    children.forEach((child) => fragment.appendChild(child));
    return fragment;
  }
  const copy = doc.createElement(element.tagName.toLowerCase());
  if (element.tagName === 'A') {
    const href = element.getAttribute('href') ?? '';
    if (/^(https?:|mailto:|#|\/)/i.test(href)) {
      copy.setAttribute('href', href);
      if (/^https?:/i.test(href)) {
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
  }
  children.forEach((child) => copy.appendChild(child));
  return copy;
}

export function sanitizeHtml(input: string): string {
  const looksLikeHtml = /<[a-z][\s\S]*>/i.test(input);
  const parser = new DOMParser();
  const source = parser.parseFromString(looksLikeHtml ? input : '', 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  if (looksLikeHtml) {
    [...source.body.childNodes].forEach((child) => {
      const cleaned = clean(child, out);
      if (cleaned) container.appendChild(cleaned);
    });
  } else {
    for (const paragraph of input.split(/\n{2,}/)) {
      const p = out.createElement('p');
      paragraph.split('\n').forEach((line, i) => {
        if (i > 0) p.appendChild(out.createElement('br'));
        p.appendChild(out.createTextNode(line));
      });
      container.appendChild(p);
    }
  }
  return container.innerHTML;
}
