/** Constants fixed by SPEC.md section 9; every other module takes them from here. */

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Below this width (SPEC: "below 1279 px"; 1279 itself is not) the vertical navigation becomes an overlay drawer. */
export const OVERLAY_NAV_BELOW_WIDTH = 1279;

export const SCROLL_TO_TOP_THRESHOLD_PX = 200;
export const DEFAULT_PAGE_TITLE = 'application';
export const SNACKBAR_TIMEOUT_MS = 5000;

export const COOKIE_MAX_AGE_DAYS = 30;

export const RECONNECT_ATTEMPTS = 30;
export const INVITATION_WAIT_POLLS = 20;
export const INVITATION_WAIT_POLL_MS = 400;
export const INVITATION_POPUP_TIMEOUT_MS = 30_000;
export const INVITATION_POPUP_OPEN_DELAY_MS = 500;
export const INVITATION_POPUP_CLOSE_DELAY_MS = 300;

export const DEFAULT_PRIMARY_COLOR = { light: '#1867C0', dark: '#2196F3' } as const;

export const FREE_TRIAL_MONTHS = 3;

/** Where a site's own front page lives; "/" and the language shortcuts redirect here. */
export const FRONT_PAGE_PATH = '/index';
/** The page that links every site (the generic site's index); /testvideo redirects here. */
export const ALL_SITES_PATH = '/sites';
