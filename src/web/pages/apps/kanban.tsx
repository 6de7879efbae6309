import { KanbanApp } from '@web/features/kanban';
import type { RouteMeta } from '@web/lib/route-meta';

// Any signed-in user: a board is its members' (the API keeps others out), not a permission's.
export const meta: RouteMeta = { i18n: ['kanban'] };

export default function KanbanPage() {
  return <KanbanApp />;
}
