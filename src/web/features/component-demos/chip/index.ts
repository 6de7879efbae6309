import type { Demo } from '../demo-page';
import ChipDeletable from './chip-deletable';
import ChipIcons from './chip-icons';
import ChipSizes from './chip-sizes';
import ChipVariants from './chip-variants';

export const chipDemos: readonly Demo[] = [
  { id: 'variants', Component: ChipVariants, source: () => import('./chip-variants.tsx?raw') },
  { id: 'sizes', Component: ChipSizes, source: () => import('./chip-sizes.tsx?raw') },
  { id: 'icons', Component: ChipIcons, source: () => import('./chip-icons.tsx?raw') },
  { id: 'deletable', Component: ChipDeletable, source: () => import('./chip-deletable.tsx?raw') },
];
