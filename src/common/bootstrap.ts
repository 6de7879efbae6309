import type { LangCode, TextDirection } from './i18n/languages';
import type { SiteId } from './sites/site-config';

/**
 * What the server tells the page before any script runs, embedded in index.html as
 * <script id="bootstrap" type="application/json">. The browser falls back to resolving the
 * site from location.hostname when it is absent (Vite dev server).
 */
export interface Bootstrap {
  siteId: SiteId;
  /** The language the page was rendered in: ?lang= when valid, otherwise the site's default. */
  lang: LangCode;
  dir: TextDirection;
  /** Deployment settings the browser needs; never secrets. */
  runtime: {
    videoProvider: 'p2p' | 'livekit';
    googleClientId: string | null;
    /** The server holds this client's secret: sign in by the authorization-code flow; absent: the token flow. */
    googleCodeFlow?: boolean;
    siteOverrideAllowed: boolean;
    /** The demo admin still has the password the README publishes: the sign-in page warns. */
    demoAccounts: boolean;
    /** How long a call invitation rings (CALL_INVITATION_TIMEOUT_MS); absent: SPEC's 30 s (INVITATION_POPUP_TIMEOUT_MS). */
    callInvitationTimeoutMs?: number;
    /** The fleet map's tile URL template and credit (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); absent: a plain background. */
    mapTileUrl?: string;
    mapTileAttribution?: string;
  };
}

export const BOOTSTRAP_ELEMENT_ID = 'bootstrap';
