import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScripts, scriptHash } from './inline-scripts';

describe('the inline scripts of a page', () => {
  it('finds the scripts the browser runs, not files, data blocks or look-alike tags', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/json">{"b":1}</script>' +
      '<scripts>no</scripts><script type="module">c()</script><script type="application/ld+json">{}</script>' +
      '<script nonce="n" type="text/javascript">d()</script><script data-src="z">e()</script>' +
      '<script type=\'importmap\'>{"imports":{}}</script><script\ntype=text/plain>f</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'c()', 'd()', 'e()', '{"imports":{}}']);
  });

  it("hashes a script's exact text as CSP writes it, each hash once", () => {
    const text = 'window.x = "ą";\n';
    const expected = `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;
    expect(scriptHash(text)).toBe(expected);
    expect(inlineScriptHashes(`<script>${text}</script><p></p><script>${text}</script>`)).toEqual([expected]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});
