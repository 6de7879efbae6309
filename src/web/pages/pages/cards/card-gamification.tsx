import { GamificationCardsPage } from '@web/features/card-demos';
import type { RouteMeta } from '@web/lib/route-meta';

// Made-up cards, no one's data: signed-in is enough, as for the other template pages.
export const meta: RouteMeta = { layout: 'default', i18n: ['cards'] };

export default function GamificationCardsRoute() {
  return <GamificationCardsPage />;
}
