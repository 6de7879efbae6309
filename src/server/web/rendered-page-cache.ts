import { gzipAroundNonce, type GzipAroundNonce } from './gzip-around-nonce';

/** How long a rendered page is reused: short, so new listings and texts show within seconds anyway. */
export const RENDER_CACHE_TTL_MS = 10_000;
/**
 * At most this many bytes of pages are kept (a front page is ~150 KB plus ~28 KB compressed): a
 * crawler walking every offer of every site then costs the server a bounded amount of memory
 * (issue #12 holds it to 350 MB resident; ADR 0017), the oldest page going first.
 */
export const RENDER_CACHE_MAX_BYTES = 24 * 1024 * 1024;

/** A finished HTML document and the status it is sent with. */
export interface CachedDocument {
  html: string;
  status: number;
}

/** A page ready for reuse: cut at its nonce and compressed once (gzip-around-nonce.ts). */
export interface ReusablePage {
  page: GzipAroundNonce;
  status: number;
}

interface Entry extends ReusablePage {
  bytes: number;
  expires: number;
}

/**
 * Server-rendered anonymous pages, reused for a few seconds (issue #12 allows it): such a page is
 * the same for every visitor of a site, language and address. What is kept is the finished
 * document (after render-index.ts), cut at its CSP nonce and compressed once, so a reuse only
 * joins the pieces with the response's own nonce: the CSP stays per response and a hit costs no
 * rendering, no template work, no regular expression and no compression (those were most of the
 * server's time under load). Any change to listings clears it (web plugin), so a published offer
 * shows at once.
 */
export class RenderedPageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly ttlMs = RENDER_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
    private readonly maxBytes = RENDER_CACHE_MAX_BYTES,
  ) {}

  get(key: string): ReusablePage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.remove(key);
      return null;
    }
    return entry;
  }

  /** Keeps the document made with this nonce; returns it ready for reuse (also for this response). */
  set(key: string, nonce: string, document: CachedDocument): ReusablePage {
    const page = gzipAroundNonce(document.html.split(nonce));
    const bytes = [...page.pieces, ...page.deflated].reduce((sum, b) => sum + b.length, 0);
    const entry: Entry = { page, status: document.status, bytes, expires: this.now() + this.ttlMs };
    this.remove(key);
    // A page bigger than the whole budget is sent, not kept (and pushes nothing out).
    if (bytes > this.maxBytes) return entry;
    // Oldest first out: a Map iterates in insertion order.
    for (const oldest of this.entries.keys()) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    this.entries.set(key, entry);
    this.bytes += bytes;
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
