import type { KanbanLabel } from '@common/schemas/kanban';

/** Each label's colour, from the theme's palette (the same in light and dark mode, and in RTL). */
export const LABEL_COLORS: Record<KanbanLabel, 'error' | 'primary' | 'secondary' | 'warning' | 'info' | 'success'> = {
  bug: 'error',
  feature: 'primary',
  design: 'secondary',
  urgent: 'warning',
  research: 'info',
  chore: 'success',
};

export const labelColor = (label: string) => LABEL_COLORS[label as KanbanLabel] ?? 'primary';

/** Whether a due day (YYYY-MM-DD) has passed, by the reader's calendar. */
export function isOverdue(dueDate: string, now = new Date()): boolean {
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return dueDate < today;
}
