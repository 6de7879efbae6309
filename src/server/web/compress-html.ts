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
 * A page's HTML compressed for the client, for a page that is not kept (a kept one is compressed
 * once, precompressHtml below). It runs on the event loop:
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

/** A kept page's bytes: the HTML, and its gzip and brotli forms when it is worth compressing. */
export interface PrecompressedHtml {
  html: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

/**
 * A page compressed once, when it is kept (rendered-page-cache.ts): every response of it is the
 * same bytes (its scripts are allowed by hash, ADR 0023), so a reuse costs no compression. Done
 * once per render, it can afford more than compressHtml: gzip at its best level and brotli at
 * quality 5, which take about as long as each other. Measured on a 186 KB front page: 31.2 KB
 * gzip, 28.3 KB brotli; brotli 6 saved 0.2 KB more for twice the time, 9 took 100 times as long.
 */
export function precompressHtml(html: string): PrecompressedHtml {
  const input = Buffer.from(html);
  if (input.length < MIN_BYTES) return { html: input, gzip: null, br: null };
  const gzip = gzipSync(input, { level: 9, memLevel: 9 });
  const br = brotliCompressSync(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_LGWIN]: 18,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
  return { html: input, gzip, br };
}

/** The form of a kept page to send to a client, by its Accept-Encoding (brotli first). */
export function pickPrecompressed(
  page: PrecompressedHtml,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: HtmlEncoding | null } {
  const encoding = pickEncoding(acceptEncoding);
  // Both forms exist or neither (a page too small to compress).
  if (encoding === 'br' && page.br) return { body: page.br, encoding };
  if (encoding === 'gzip' && page.gzip) return { body: page.gzip, encoding };
  return { body: page.html, encoding: null };
}
