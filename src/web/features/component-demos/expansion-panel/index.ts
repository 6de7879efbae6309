import type { Demo } from '../demo-page';
import AccordionBasic from './accordion-basic';
import AccordionControlled from './accordion-controlled';
import AccordionIcons from './accordion-icons';

export const expansionPanelDemos: readonly Demo[] = [
  { id: 'basic', Component: AccordionBasic, source: () => import('./accordion-basic.tsx?raw') },
  { id: 'controlled', Component: AccordionControlled, source: () => import('./accordion-controlled.tsx?raw') },
  { id: 'icons', Component: AccordionIcons, source: () => import('./accordion-icons.tsx?raw') },
];
