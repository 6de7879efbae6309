import type { Demo } from '../demo-page';
import CircularDeterminate from './circular-determinate';
import CircularIndeterminate from './circular-indeterminate';
import CircularSizes from './circular-sizes';

export const progressCircularDemos: readonly Demo[] = [
  { id: 'indeterminate', Component: CircularIndeterminate, source: () => import('./circular-indeterminate.tsx?raw') },
  { id: 'sizes', Component: CircularSizes, source: () => import('./circular-sizes.tsx?raw') },
  { id: 'determinate', Component: CircularDeterminate, source: () => import('./circular-determinate.tsx?raw') },
];
