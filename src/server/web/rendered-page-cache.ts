import { precompressHtml, type PrecompressedHtml } from './compress-html';

/** How long a rendered page is reused: short, so new listings and texts show within seconds anyway. */
export const RENDER_CACHE_TTL_MS = 10_000;
/**
 * After its time a page may still be sent for this long, but only while the one render that
 * replaces it is under way (web plugin): under load, the requests meanwhile then get the page at
 * once instead of all waiting for that render. A clear() drops these too.
 */
export const RENDER_CACHE_STALE_MS = 10_000;
/**
 * At most this many bytes of pages are kept (a front page is ~150 KB plus ~50 KB in its two compressed forms): a
 * crawler walking every offer of every site then costs the server a bounded amount of memory
 * (issue #12 holds it to 350 MB resident; ADR 0017), the oldest page going first.
 */
export const RENDER_CACHE_MAX_BYTES = 24 * 1024 * 1024;

/** A finished HTML document, the status it is sent with and its CSP (with its scripts' hashes). */
export interface CachedDocument {
  html: string;
  status: number;
  csp: string;
}

/** A page ready for reuse: its bytes, compressed once, and the headers that differ by page. */
export interface ReusablePage {
  page: PrecompressedHtml;
  status: number;
  csp: string;
}

interface Entry extends ReusablePage {
  bytes: number;
  expires: number;
}

/** When a page is not kept (its render began before a clear()): still sent, to its own request. */
const notKept = ({ page, status, csp }: Entry): ReusablePage => ({ page, status, csp });

/**
 * Server-rendered anonymous pages, reused for a few seconds (issue #12 allows it): such a page is
 * the same for every visitor of a site, language and address. What is kept is the finished
 * document (after render-index.ts) as bytes, compressed once, with its CSP: its inline scripts
 * are allowed by hash (ADR 0023), so every response of it is the same bytes and a hit costs no
 * rendering, no template work, no regular expression, no hashing and no compression (those were
 * most of the server's time under load). Any change to listings clears it (web plugin), so a published offer
 * shows at once.
 */
export class RenderedPageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private clears = 0;

  constructor(
    private readonly ttlMs = RENDER_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
    private readonly maxBytes = RENDER_CACHE_MAX_BYTES,
    private readonly staleMs = RENDER_CACHE_STALE_MS,
  ) {}

  /**
   * Changes at every clear(): a render reads it when it begins and hands it to set(), so a page
   * rendered from data that changed meanwhile is not kept (it is still sent to its own request).
   */
  get generation(): number {
    return this.clears;
  }

  /** The page while it is within its time. */
  get(key: string): ReusablePage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const now = this.now();
    if (entry.expires > now) return entry;
    if (entry.expires + this.staleMs <= now) this.remove(key);
    return null;
  }

  /** The page also after its time (at most staleMs after), for a request while its replacement renders. */
  getStale(key: string): ReusablePage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires + this.staleMs > this.now()) return entry;
    this.remove(key);
    return null;
  }

  /**
   * Keeps the document; returns it ready for reuse (also for this response). `generation` is the
   * cache's when the render began: after a clear() since, the page is not kept.
   */
  set(key: string, document: CachedDocument, generation = this.clears): ReusablePage {
    const page = precompressHtml(document.html);
    const bytes = page.html.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0);
    const { status, csp } = document;
    const entry: Entry = { page, status, csp, bytes, expires: this.now() + this.ttlMs };
    if (generation !== this.clears) return notKept(entry);
    this.remove(key);
    // A page bigger than the whole budget is sent, not kept (and pushes nothing out).
    if (bytes > this.maxBytes) return notKept(entry);
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
    this.clears += 1;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
