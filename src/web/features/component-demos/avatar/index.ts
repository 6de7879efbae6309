import type { Demo } from '../demo-page';
import AvatarGroupDemo from './avatar-group';
import AvatarIcons from './avatar-icons';
import AvatarLetters from './avatar-letters';
import AvatarSizes from './avatar-sizes';

export const avatarDemos: readonly Demo[] = [
  { id: 'letters', Component: AvatarLetters, source: () => import('./avatar-letters.tsx?raw') },
  { id: 'icons', Component: AvatarIcons, source: () => import('./avatar-icons.tsx?raw') },
  { id: 'sizes', Component: AvatarSizes, source: () => import('./avatar-sizes.tsx?raw') },
  { id: 'group', Component: AvatarGroupDemo, source: () => import('./avatar-group.tsx?raw') },
];
