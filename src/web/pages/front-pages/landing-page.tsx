import { LandingView } from '@web/features/landing-page/landing-view';
import type { RouteMeta } from '@web/lib/route-meta';

// Public, blank (the page brings its own bar and footer) and made of islands (ADR 0026): the
// server sends it finished; only the header, the plans' period choice and the contact form hydrate.
// `front` holds the contact form's texts.
export const meta: RouteMeta = { public: true, layout: 'blank', i18n: ['landing', 'front'], islands: true };

export default function LandingPage() {
  return <LandingView />;
}
