import type { Demo } from '../demo-page';
import LinearBuffer from './linear-buffer';
import LinearDeterminate from './linear-determinate';
import LinearIndeterminate from './linear-indeterminate';

export const progressLinearDemos: readonly Demo[] = [
  { id: 'indeterminate', Component: LinearIndeterminate, source: () => import('./linear-indeterminate.tsx?raw') },
  { id: 'determinate', Component: LinearDeterminate, source: () => import('./linear-determinate.tsx?raw') },
  { id: 'buffer', Component: LinearBuffer, source: () => import('./linear-buffer.tsx?raw') },
];
