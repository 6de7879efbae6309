import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a page is sent as it is: compressing would cost more than it saves. */
const MIN_BYTES = 1024;

export type HtmlEncoding = 'br' | 'gzip';

/** The encoding to use for a client, from its Accept-Encoding (brotli first; `;q=0` refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): HtmlEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) <= 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * A page's HTML compressed for the client. Every response carries its own CSP nonce, so pages
 * cannot be compressed ahead like the built assets (compress-dist.mjs). It runs on the event loop:
 * measured under load, libuv's thread pool gave the same throughput on two cores but 200 MB more
 * resident memory (an allocator arena per thread). A server-rendered page is ~110 KB of HTML, CSS and page data;
 * brotli at quality 2 makes it ~23 KB in about a millisecond (higher qualities save 1-3 KB for
 * twice the time), and those bytes are what a phone on a slow network waits for before it can paint.
 */
export function compressHtml(
  html: string,
  encoding: HtmlEncoding | null,
): { body: Buffer | string; encoding: HtmlEncoding | null } {
  if (!encoding || html.length < MIN_BYTES) return { body: html, encoding: null };
  const input = Buffer.from(html);
  if (encoding === 'br') {
    const body = brotliCompressSync(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 2,
        // A 256 KB window holds a whole page; the default 4 MB one is allocated per call for nothing.
        [constants.BROTLI_PARAM_LGWIN]: 18,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    });
    return { body, encoding };
  }
  return { body: gzipSync(input, { level: 3 }), encoding };
}
