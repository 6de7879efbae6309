import type { GridLocaleText } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';

/**
 * The data grid's own words in the reader's language, from grid.json (grid.*, loaded by the pages with a grid, meta.i18n), for every
 * list page of the admin: MUI X's locale bundles come as one module holding every language, too
 * heavy to load for the few labels people meet. `empty` is the list's own "nothing matches" line.
 * Words of features our lists do not turn on (pivoting, grouping, aggregation) stay English.
 */
export function gridLocaleText(t: TFunction, empty?: string): Partial<GridLocaleText> {
  const none = empty ?? t('grid.noRows');
  const pages = {
    first: t('grid.firstPage'),
    previous: t('grid.previousPage'),
    next: t('grid.nextPage'),
    last: t('grid.lastPage'),
  };
  return {
    noRowsLabel: none,
    noResultsOverlayLabel: none,
    paginationRowsPerPage: t('grid.rowsPerPage'),
    // -1 is a count the server has not told (an open-ended list): "of more than" what is shown.
    paginationDisplayedRows: ({ from, to, count }) =>
      count === -1 ? t('grid.displayedRowsMore', { from, to }) : t('grid.displayedRows', { from, to, count }),
    paginationItemAriaLabel: (type) => pages[type],
    columnHeaderSortIconLabel: t('grid.sort'),
    columnMenuLabel: t('grid.columnMenu'),
    columnMenuAriaLabel: (column) => t('grid.columnMenuFor', { column }),
    columnMenuShowColumns: t('grid.showColumns'),
    columnMenuManageColumns: t('grid.manageColumns'),
    columnMenuFilter: t('grid.filter'),
    columnMenuHideColumn: t('grid.hideColumn'),
    columnMenuUnsort: t('grid.unsort'),
    columnMenuSortAsc: t('grid.sortAsc'),
    columnMenuSortDesc: t('grid.sortDesc'),
    columnHeaderFiltersLabel: t('grid.filters'),
    columnHeaderFiltersTooltipActive: (count) => t('grid.activeFilters', { count }),
    toolbarFilters: t('grid.filters'),
    toolbarFiltersLabel: t('grid.filters'),
    toolbarFiltersTooltipActive: (count) => t('grid.activeFilters', { count }),
    footerRowSelected: (count) => t('grid.selected', { count }),
    footerTotalRows: t('grid.totalRows'),
    checkboxSelectionHeaderName: t('grid.select'),
    checkboxSelectionSelectAllRows: t('grid.selectAll'),
    checkboxSelectionUnselectAllRows: t('grid.unselectAll'),
    checkboxSelectionSelectRow: t('grid.selectRow'),
    checkboxSelectionUnselectRow: t('grid.unselectRow'),
  };
}
