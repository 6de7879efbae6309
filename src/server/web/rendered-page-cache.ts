import type { RenderResult } from '../../common/ssr';

/** How long a rendered page is reused: short, so new listings and texts show within seconds anyway. */
export const RENDER_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 500;

type Page = Extract<RenderResult, { kind: 'page' }>;

interface Entry {
  page: Page;
  /** The nonce the page was rendered with, replaced by each response's own. */
  nonce: string;
  expires: number;
}

/**
 * Rendered anonymous pages, reused for a few seconds (issue #12 allows it): a server-rendered
 * page is the same for every visitor of a site, language and address. The key is the whole
 * input except the nonce, which is swapped per response so the CSP stays per request. Any change
 * to listings clears it (web plugin), so a published or edited offer shows at once.
 */
export class RenderedPageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = RENDER_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, nonce: string): Page | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    const { page } = entry;
    return { ...page, html: page.html.split(entry.nonce).join(nonce) };
  }

  set(key: string, nonce: string, page: Page): void {
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { page, nonce, expires: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
