import type { Demo } from '../demo-page';
import AlertBasic from './alert-basic';
import AlertClosable from './alert-closable';
import AlertWithTitle from './alert-title';
import AlertVariants from './alert-variants';

export const alertDemos: readonly Demo[] = [
  { id: 'basic', Component: AlertBasic, source: () => import('./alert-basic.tsx?raw') },
  { id: 'variants', Component: AlertVariants, source: () => import('./alert-variants.tsx?raw') },
  { id: 'title', Component: AlertWithTitle, source: () => import('./alert-title.tsx?raw') },
  { id: 'closable', Component: AlertClosable, source: () => import('./alert-closable.tsx?raw') },
];
