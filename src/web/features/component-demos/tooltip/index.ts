import type { Demo } from '../demo-page';
import TooltipArrow from './tooltip-arrow';
import TooltipPositions from './tooltip-positions';
import TooltipTriggers from './tooltip-triggers';

export const tooltipDemos: readonly Demo[] = [
  { id: 'positions', Component: TooltipPositions, source: () => import('./tooltip-positions.tsx?raw') },
  { id: 'arrow', Component: TooltipArrow, source: () => import('./tooltip-arrow.tsx?raw') },
  { id: 'triggers', Component: TooltipTriggers, source: () => import('./tooltip-triggers.tsx?raw') },
];
