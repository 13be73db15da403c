/**
 * A notice's text in the marquee's dialog: its HTML, cleaned on the server, is cleaned again here before
 * it is rendered. A chunk of its own (loaded when a notice is opened) because the sanitizer weighs as
 * much as a twentieth of the home page's first JavaScript.
 */
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html';

export default function NoticeContent({ content, empty }: { content: string | null; empty: string }) {
  const html = useMemo(() => (content ? sanitizeHtml(content) : ''), [content]);
  return html ? <div className="notice-content" dangerouslySetInnerHTML={{ __html: html }} /> : <p className="notice-content">{empty}</p>;
}
