import type { Demo } from '../demo-page';
import MenuBasic from './menu-basic';
import MenuIcons from './menu-icons';
import MenuSelected from './menu-selected';

export const menuDemos: readonly Demo[] = [
  { id: 'basic', Component: MenuBasic, source: () => import('./menu-basic.tsx?raw') },
  { id: 'icons', Component: MenuIcons, source: () => import('./menu-icons.tsx?raw') },
  { id: 'selected', Component: MenuSelected, source: () => import('./menu-selected.tsx?raw') },
];
