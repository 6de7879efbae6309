/** The page's sections in reading order: their anchors (ids) and the menu keys that name them. */
export const LANDING_SECTIONS = [
  { id: 'landing-hero', label: 'landing.nav.home' },
  { id: 'features', label: 'landing.nav.features' },
  { id: 'team', label: 'landing.nav.team' },
  { id: 'pricing', label: 'landing.nav.pricing' },
  { id: 'faq', label: 'landing.nav.faq' },
  { id: 'contact', label: 'landing.nav.contact' },
] as const;
