import { describe, expect, it } from 'vitest';
import { htmlToText, textToHtml } from './mailbox';

describe('mailbox text', () => {
  it('reads sanitized HTML as plain text: blocks on lines, list items dashed, entities decoded', () => {
    expect(
      htmlToText(
        '<h2>Plan</h2><p>Hello <strong>team</strong>,<br>see &lt;below&gt; &amp; &#x1F600;</p><ul><li>one</li><li>two</li></ul>',
      ),
    ).toBe('Plan\nHello team,\nsee <below> & 😀\n- one\n- two');
    expect(htmlToText('')).toBe('');
  });

  it('writes plain text as paragraphs, escaped, and back again', () => {
    const text = 'Hi <b>there</b>\nsecond line\n\nBye & thanks';
    const html = textToHtml(text);
    expect(html).toBe('<p>Hi &lt;b&gt;there&lt;/b&gt;<br>second line</p><p>Bye &amp; thanks</p>');
    expect(htmlToText(html)).toBe('Hi <b>there</b>\nsecond line\nBye & thanks');
  });
});
