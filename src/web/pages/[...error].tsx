import type { RouteMeta } from '@web/lib/route-meta';
import { NotFoundMessage } from '@web/components/not-found-message';

/** Signed in, the not-found page keeps the navigation and top bar, so the user is not lost. */
export const meta: RouteMeta = { public: true, layout: 'blank', signedInLayout: 'default' };

export default function NotFoundPage() {
  return <NotFoundMessage />;
}
