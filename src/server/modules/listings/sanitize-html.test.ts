import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the formatting a description editor makes', () => {
    const html =
      '<h2>Flat</h2><p>Two <strong>bright</strong> rooms, <em>quiet</em>.<br>Near the park.</p><ul><li>balcony</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts with their content, event handlers, styles and unknown tags', () => {
    expect(sanitizeHtml('<p onclick="steal()" style="x">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text<iframe src="//evil"></iframe>')).toBe('text');
    expect(sanitizeHtml('<SCRIPT>bad()</SCRIPT >ok<!-- note -->')).toBe('ok');
    expect(sanitizeHtml('<svg><script>x</script></svg>after')).toBe('after');
  });

  it('keeps http(s) and mailto links only, and marks them nofollow', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&c=2" target="_top">site</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">site</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'java&#115;cript:alert(1)',
      ' data:text/html,x',
      'vbscript:x',
      '//evil.test',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('escapes stray markup characters, keeps entities and balances tags', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; "q" &nbsp;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &quot;q&quot; &nbsp;');
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeHtml('</p>text</em>')).toBe('text');
    expect(sanitizeHtml('<p><em>a</p>b')).toBe('<p><em>a</em></p>b');
    expect(sanitizeHtml('<<script>x</script>p>')).toBe('&lt;p&gt;');
  });
});
