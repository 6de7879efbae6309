import type { GridLocaleText } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';

/**
 * The data grid's own words in the reader's language, from common.json (common.grid.*), for every
 * list page of the admin: MUI X's locale bundles come as one module holding every language, too
 * heavy to load for the few labels people meet. `empty` is the list's own "nothing matches" line.
 * Words of features our lists do not turn on (pivoting, grouping, aggregation) stay English.
 */
export function gridLocaleText(t: TFunction, empty?: string): Partial<GridLocaleText> {
  const none = empty ?? t('common.grid.noRows');
  const pages = {
    first: t('common.grid.firstPage'),
    previous: t('common.grid.previousPage'),
    next: t('common.grid.nextPage'),
    last: t('common.grid.lastPage'),
  };
  return {
    noRowsLabel: none,
    noResultsOverlayLabel: none,
    paginationRowsPerPage: t('common.grid.rowsPerPage'),
    // -1 is a count the server has not told (an open-ended list): "of more than" what is shown.
    paginationDisplayedRows: ({ from, to, count }) =>
      count === -1
        ? t('common.grid.displayedRowsMore', { from, to })
        : t('common.grid.displayedRows', { from, to, count }),
    paginationItemAriaLabel: (type) => pages[type],
    columnHeaderSortIconLabel: t('common.grid.sort'),
    columnMenuLabel: t('common.grid.columnMenu'),
    columnMenuAriaLabel: (column) => t('common.grid.columnMenuFor', { column }),
    columnMenuShowColumns: t('common.grid.showColumns'),
    columnMenuManageColumns: t('common.grid.manageColumns'),
    columnMenuFilter: t('common.grid.filter'),
    columnMenuHideColumn: t('common.grid.hideColumn'),
    columnMenuUnsort: t('common.grid.unsort'),
    columnMenuSortAsc: t('common.grid.sortAsc'),
    columnMenuSortDesc: t('common.grid.sortDesc'),
    columnHeaderFiltersLabel: t('common.grid.filters'),
    columnHeaderFiltersTooltipActive: (count) => t('common.grid.activeFilters', { count }),
    toolbarFilters: t('common.grid.filters'),
    toolbarFiltersLabel: t('common.grid.filters'),
    toolbarFiltersTooltipActive: (count) => t('common.grid.activeFilters', { count }),
    footerRowSelected: (count) => t('common.grid.selected', { count }),
    footerTotalRows: t('common.grid.totalRows'),
    checkboxSelectionHeaderName: t('common.grid.select'),
    checkboxSelectionSelectAllRows: t('common.grid.selectAll'),
    checkboxSelectionUnselectAllRows: t('common.grid.unselectAll'),
    checkboxSelectionSelectRow: t('common.grid.selectRow'),
    checkboxSelectionUnselectRow: t('common.grid.unselectRow'),
  };
}
