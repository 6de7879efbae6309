import type { RouteMeta } from '@web/lib/route-meta';
import { CalendarApp } from '@web/features/calendar';

// Every signed-in user has a calendar of their own: no access rule beyond signing in (the API
// decides per event who sees and changes it).
export const meta: RouteMeta = { i18n: ['calendar'] };

export default function CalendarPage() {
  return <CalendarApp />;
}
