import type { Demo } from '../demo-page';
import ButtonColors from './button-colors';
import ButtonGroupDemo from './button-group';
import ButtonIcons from './button-icons';
import ButtonSizes from './button-sizes';
import ButtonStates from './button-states';
import ButtonVariants from './button-variants';

export const buttonDemos: readonly Demo[] = [
  { id: 'variants', Component: ButtonVariants, source: () => import('./button-variants.tsx?raw') },
  { id: 'sizes', Component: ButtonSizes, source: () => import('./button-sizes.tsx?raw') },
  { id: 'colors', Component: ButtonColors, source: () => import('./button-colors.tsx?raw'), wide: true },
  { id: 'icons', Component: ButtonIcons, source: () => import('./button-icons.tsx?raw') },
  { id: 'group', Component: ButtonGroupDemo, source: () => import('./button-group.tsx?raw') },
  { id: 'states', Component: ButtonStates, source: () => import('./button-states.tsx?raw'), wide: true },
];
