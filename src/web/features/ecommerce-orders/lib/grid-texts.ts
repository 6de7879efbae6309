import type { GridLocaleText } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';

/** The grid's own words that our lists show, in the reader's language (the rest stay hidden). */
export const gridTexts = (t: TFunction, empty: string): Partial<GridLocaleText> => ({
  noRowsLabel: empty,
  noResultsOverlayLabel: empty,
  paginationRowsPerPage: t('ecommerceOrders.grid.rowsPerPage'),
  paginationDisplayedRows: ({ from, to, count }) => t('ecommerceOrders.grid.displayedRows', { from, to, count }),
  columnHeaderSortIconLabel: t('ecommerceOrders.grid.sort'),
});
