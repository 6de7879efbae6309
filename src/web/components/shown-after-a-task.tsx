import type { ReactNode } from 'react';
import { useShownAfterATask } from '@web/lib/use-shown-after-a-task';

/**
 * Its children a task after the app's first render, at once after that (use-shown-after-a-task.ts):
 * for parts whose late arrival moves nothing else on screen (the layout's page and footer below
 * the bars, the navbar's controls after its flexible gap).
 */
export function ShownAfterATask({ children }: { children: ReactNode }) {
  return useShownAfterATask() ? children : null;
}
