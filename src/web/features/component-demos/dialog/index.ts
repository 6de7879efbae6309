import type { Demo } from '../demo-page';
import DialogBasic from './dialog-basic';
import DialogForm from './dialog-form';
import DialogFullScreen from './dialog-fullscreen';
import DialogScroll from './dialog-scroll';

export const dialogDemos: readonly Demo[] = [
  { id: 'basic', Component: DialogBasic, source: () => import('./dialog-basic.tsx?raw') },
  { id: 'form', Component: DialogForm, source: () => import('./dialog-form.tsx?raw') },
  { id: 'scroll', Component: DialogScroll, source: () => import('./dialog-scroll.tsx?raw') },
  { id: 'fullScreen', Component: DialogFullScreen, source: () => import('./dialog-fullscreen.tsx?raw') },
];
