import type { Demo } from '../demo-page';
import ListAvatars from './list-avatars';
import ListIcons from './list-icons';
import ListNested from './list-nested';
import ListSelectable from './list-selectable';

export const listDemos: readonly Demo[] = [
  { id: 'icons', Component: ListIcons, source: () => import('./list-icons.tsx?raw') },
  { id: 'avatars', Component: ListAvatars, source: () => import('./list-avatars.tsx?raw') },
  { id: 'selectable', Component: ListSelectable, source: () => import('./list-selectable.tsx?raw') },
  { id: 'nested', Component: ListNested, source: () => import('./list-nested.tsx?raw') },
];
