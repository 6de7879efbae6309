import type { Bootstrap } from './bootstrap';

/**
 * The contract between the Node server (src/server/web/server-render.ts) and the server
 * renderer (src/web/entry-server.tsx, built by Vite into dist/ssr): the server resolves the site
 * and language, the renderer turns a public page into HTML (ADR 0014).
 */
export interface RenderRequest {
  /** Absolute URL asked for, e.g. http://korepetycje.lol/index?lang=pl. */
  url: string;
  bootstrap: Bootstrap;
  /** Answers the page's API calls in-process (same site, no session). */
  apiFetch: (path: string, init: RequestInit) => Promise<Response>;
  /**
   * A private page: the server has no session, so it renders only what surrounds every page (the
   * cookie banner), not the page; the browser renders the page over it.
   */
  shellOnly?: boolean;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** 200, or 404 when a page's data named something that does not exist. */
      status: number;
      /** The app's HTML for inside #root, ending with the router's hydration script (allowed by its hash). */
      html: string;
      /** <style> tags with the CSS the HTML uses. */
      styles: string;
      /** What the browser needs to hydrate without fetching again; absent for a private page's
       *  shell (the browser takes its banner over and loads the page's own data itself). */
      data?: SsrData;
    };

export interface SsrData {
  /** The page language's texts, namespace -> key -> text. */
  i18n: Record<string, Record<string, string>>;
  /** The query cache, dehydrated (TanStack Query). */
  queries: unknown;
  /** Texts the page formatted with Intl, by their inputs (FirstRender.formatted). */
  formatted?: Record<string, string>;
  /** The page is made of islands (ADR 0023): the browser hydrates those alone, not the page. */
  islands?: boolean;
  /** On a page made of islands: whether each path its islands ask about opens a page on this site. */
  pages?: Record<string, boolean>;
}

export type PageRenderer = (request: RenderRequest) => Promise<RenderResult>;

/** <script id="ssr-data" type="application/json"> holds SsrData on a server-rendered page. */
export const SSR_DATA_ELEMENT_ID = 'ssr-data';

/** On #root when it holds a private page's shell (RenderRequest.shellOnly) rather than a page. */
export const SHELL_ATTRIBUTE = 'data-shell';
