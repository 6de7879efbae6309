import type { Demo } from '../demo-page';
import TabsBasic from './tabs-basic';
import TabsIcons from './tabs-icons';
import TabsScrollable from './tabs-scrollable';
import TabsVertical from './tabs-vertical';

export const tabsDemos: readonly Demo[] = [
  { id: 'basic', Component: TabsBasic, source: () => import('./tabs-basic.tsx?raw') },
  { id: 'icons', Component: TabsIcons, source: () => import('./tabs-icons.tsx?raw') },
  { id: 'vertical', Component: TabsVertical, source: () => import('./tabs-vertical.tsx?raw') },
  { id: 'scrollable', Component: TabsScrollable, source: () => import('./tabs-scrollable.tsx?raw') },
];
