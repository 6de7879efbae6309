import type { Demo } from '../demo-page';
import BadgeColors from './badge-colors';
import BadgeCount from './badge-count';
import BadgeDot from './badge-dot';
import BadgePosition from './badge-position';

export const badgeDemos: readonly Demo[] = [
  { id: 'colors', Component: BadgeColors, source: () => import('./badge-colors.tsx?raw') },
  { id: 'dot', Component: BadgeDot, source: () => import('./badge-dot.tsx?raw') },
  { id: 'count', Component: BadgeCount, source: () => import('./badge-count.tsx?raw') },
  { id: 'position', Component: BadgePosition, source: () => import('./badge-position.tsx?raw') },
];
