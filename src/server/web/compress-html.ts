import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a page is sent as it is: compressing would cost more than it saves. */
const MIN_BYTES = 1024;

export type HtmlEncoding = 'br' | 'gzip';

/** The encodings a client takes, from its Accept-Encoding (`;q=0` refuses one). */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!acceptEncoding) return accepted;
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) <= 0) continue;
    accepted.add(name.trim());
  }
  return accepted;
}

/** The encoding to use for a client, from its Accept-Encoding (brotli first). */
export function pickEncoding(acceptEncoding: string | undefined): HtmlEncoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * The encoding for a page compressed ahead (gzip-around-nonce.ts): gzip whenever the client takes
 * it, brotli too (every browser that sends `br` sends `gzip`): the page's gzip, made once at the
 * best level, is no bigger than brotli at the quality a per-response compression can afford.
 */
export function pickEncodingForReuse(acceptEncoding: string | undefined): HtmlEncoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return accepted.has('br') ? 'br' : null;
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
