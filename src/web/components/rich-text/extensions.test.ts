// @vitest-environment happy-dom
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
// The real sanitizer the server runs on every saved description (ADR 0013).
import { LINK_REL as SERVER_LINK_REL, sanitizeHtml } from '../../../server/security/sanitize-html';
import { LINK_REL, richTextExtensions } from './extensions';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((e) => e.destroy()));

/** What the editor saves after it has loaded `html`. */
function saved(html: string): string {
  const editor = new Editor({ extensions: richTextExtensions, content: html });
  editors.push(editor);
  return editor.getHTML();
}

/** Same elements, attributes and text, whatever the attribute order or the escaping of quotes. */
function sameDocument(a: string, b: string): boolean {
  const read = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  };
  return read(a).isEqualNode(read(b));
}

// Every node and mark the editor has, with text that needs escaping.
const EVERYTHING =
  '<h2>Oak table</h2><h3>Size</h3><h4>Wood</h4>' +
  '<p>Plain, <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s>, ' +
  '<strong><em>both</em></strong>, 5 &lt; 6 &amp; "quoted"<br>next line, ' +
  '<a href="https://example.com/plan?day=mon&amp;time=9" rel="nofollow noopener noreferrer">timetable</a> and ' +
  '<a href="mailto:seller@example.com" rel="nofollow noopener noreferrer">mail</a></p>' +
  '<ul><li><p>one</p><ul><li><p>nested</p></li></ul></li></ul><ol><li><p>first</p></li></ol>' +
  '<blockquote><p>Quoted text</p></blockquote>';

describe('the rich-text editor against the server sanitizer', () => {
  it('writes a description with every format that the sanitizer keeps as it is', () => {
    const html = saved(EVERYTHING);
    // Nothing was lost on the way into the editor...
    expect(sameDocument(html, EVERYTHING)).toBe(true);
    // ...nor on the way through the server.
    const stored = sanitizeHtml(html);
    expect(sameDocument(stored, html)).toBe(true);
    // And the stored text opens in the editor exactly as it was written.
    expect(saved(stored)).toBe(html);
  });

  it('marks links as the server does', () => {
    expect(LINK_REL).toBe(SERVER_LINK_REL);
    expect(saved('<p><a href="https://example.com">x</a></p>')).toBe(
      `<p><a rel="${SERVER_LINK_REL}" href="https://example.com">x</a></p>`,
    );
  });

  it('reads old bold and italic tags as the editor’s own', () => {
    expect(saved('<p><b>bold</b> <i>italic</i></p>')).toBe('<p><strong>bold</strong> <em>italic</em></p>');
  });

  it('keeps the text of what the sanitizer would drop, without the formatting', () => {
    const html = saved(
      '<h1>Title</h1><pre><code>code block</code></pre><hr><p><code>inline</code> ' +
        '<a href="javascript:alert(1)">script</a> <a href="/relative">relative</a> <img src="x.png"></p>',
    );
    expect(html).toBe('<p>Title</p><p>code block</p><p>inline script relative</p>');
    expect(sameDocument(sanitizeHtml(html), html)).toBe(true);
  });
});
