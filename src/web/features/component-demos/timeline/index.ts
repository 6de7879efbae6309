import type { Demo } from '../demo-page';
import TimelineBasic from './timeline-basic';
import TimelineIcons from './timeline-icons';

export const timelineDemos: readonly Demo[] = [
  { id: 'basic', Component: TimelineBasic, source: () => import('./timeline-basic.tsx?raw') },
  { id: 'icons', Component: TimelineIcons, source: () => import('./timeline-icons.tsx?raw') },
];
