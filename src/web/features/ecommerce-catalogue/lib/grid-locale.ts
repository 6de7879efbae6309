import type { GridLocaleText } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';

/**
 * The grid texts people meet on these pages, from this area's translations: MUI X's locale
 * bundles come only as one module of every language, too heavy to load for a few labels.
 * The rest (column menu details) stays in the grid's English.
 */
export function gridLocaleText(t: TFunction): Partial<GridLocaleText> {
  return {
    noRowsLabel: t('ecommerceCatalogue.grid.noRows'),
    noResultsOverlayLabel: t('ecommerceCatalogue.grid.noRows'),
    footerRowSelected: (count) => t('ecommerceCatalogue.grid.selected', { count }),
    checkboxSelectionHeaderName: t('ecommerceCatalogue.grid.select'),
    checkboxSelectionSelectAllRows: t('ecommerceCatalogue.grid.selectAll'),
    checkboxSelectionUnselectAllRows: t('ecommerceCatalogue.grid.unselectAll'),
    checkboxSelectionSelectRow: t('ecommerceCatalogue.grid.selectRow'),
    checkboxSelectionUnselectRow: t('ecommerceCatalogue.grid.unselectRow'),
    columnHeaderSortIconLabel: t('ecommerceCatalogue.grid.sort'),
    columnMenuLabel: t('ecommerceCatalogue.grid.menu'),
    paginationRowsPerPage: t('ecommerceCatalogue.grid.rowsPerPage'),
    paginationDisplayedRows: ({ from, to, count }) =>
      t('ecommerceCatalogue.grid.displayedRows', { from, to, count: count === -1 ? to : count }),
  };
}
