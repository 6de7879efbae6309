/** Every island a server-rendered page may hold (registry.ts loads each by its name). */
export type IslandName =
  | 'front-header'
  | 'cookie-consent'
  | 'scroll-to-top'
  | 'snackbar-host'
  | 'login-form'
  | 'register-form'
  | 'forgot-password-form'
  | 'reset-password-form'
  | 'listing-search'
  | 'latest-listings'
  | 'contact-section'
  | 'offer-gallery'
  | 'message-owner-button'
  | 'call-owner-button';
