import { describe, expect, it } from 'vitest';
import { articleHtml, sanitizeNoticeHtml } from './html';

describe('operator HTML', () => {
  it('keeps formatting and safe links, drops scripts, handlers, frames and images', () => {
    const out = sanitizeNoticeHtml('<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="//evil"></iframe> <a href="javascript:alert(1)">a</a> <a href="https://x.example">b</a></p>');
    expect(out).toBe('<p>Hi <strong>there</strong> <a>a</a> <a href="https://x.example" target="_blank" rel="noopener noreferrer">b</a></p>');
  });

  it('serves an article as safe HTML: HTML cleaned, plain text as escaped paragraphs and line breaks', () => {
    expect(articleHtml('<h3>Deposit</h3><p>Step <b>one</b></p><style>p{}</style>')).toBe('<h3>Deposit</h3><p>Step <b>one</b></p>');
    expect(articleHtml('First line\nsecond < third & "fourth"\n\nNext paragraph\n')).toBe('<p>First line<br>second &lt; third &amp; "fourth"</p><p>Next paragraph</p>');
    // Text that only looks like a tag to a person is text: it is escaped, never markup.
    expect(articleHtml('1 < 2 and 3 > 2')).toBe('<p>1 &lt; 2 and 3 &gt; 2</p>');
  });
});
