/** How long a rendered page is reused: short, so new listings and texts show within seconds anyway. */
export const RENDER_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 500;

/** A finished HTML document and the status it is sent with. */
export interface CachedDocument {
  html: string;
  status: number;
}

interface Entry {
  /** The document cut at every occurrence of the nonce it was made with. */
  parts: string[];
  status: number;
  expires: number;
}

/**
 * Server-rendered anonymous pages, reused for a few seconds (issue #12 allows it): such a page is
 * the same for every visitor of a site, language and address. What is kept is the finished
 * document (after render-index.ts), cut at its CSP nonce, so a reuse only joins the pieces with
 * the response's own nonce: the CSP stays per response and a hit costs no rendering, no template
 * work and no regular expression over 100 KB of HTML (that was a quarter of the server's time
 * under load). Any change to listings clears it (web plugin), so a published offer shows at once.
 */
export class RenderedPageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = RENDER_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, nonce: string): CachedDocument | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return { html: entry.parts.join(nonce), status: entry.status };
  }

  set(key: string, nonce: string, document: CachedDocument): void {
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, {
      parts: document.html.split(nonce),
      status: document.status,
      expires: this.now() + this.ttlMs,
    });
  }

  clear(): void {
    this.entries.clear();
  }
}
