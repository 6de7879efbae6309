import type { Demo } from '../demo-page';
import SnackbarBasic from './snackbar-basic';
import SnackbarPositions from './snackbar-positions';
import SnackbarSeverity from './snackbar-severity';

export const snackbarDemos: readonly Demo[] = [
  { id: 'basic', Component: SnackbarBasic, source: () => import('./snackbar-basic.tsx?raw') },
  { id: 'severity', Component: SnackbarSeverity, source: () => import('./snackbar-severity.tsx?raw') },
  { id: 'positions', Component: SnackbarPositions, source: () => import('./snackbar-positions.tsx?raw') },
];
