import type { Demo } from '../demo-page';
import PaginationControlled from './pagination-controlled';
import PaginationSizes from './pagination-sizes';
import PaginationVariants from './pagination-variants';

export const paginationDemos: readonly Demo[] = [
  { id: 'variants', Component: PaginationVariants, source: () => import('./pagination-variants.tsx?raw') },
  { id: 'sizes', Component: PaginationSizes, source: () => import('./pagination-sizes.tsx?raw') },
  { id: 'controlled', Component: PaginationControlled, source: () => import('./pagination-controlled.tsx?raw') },
];
