import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface TablePaging {
  /** Zero-based, as the pagination control counts; the API's page is this plus one. */
  page: number;
  pageSize: number;
}

interface DataTableFooterProps {
  total: number;
  paging: TablePaging;
  onPaging: (paging: TablePaging) => void;
  pageSizeOptions: readonly number[];
  /** Ticked rows, shown at the start of the footer when there are any. */
  selectedCount: number;
}

/** Below a data table: how many rows are ticked, then the rows-per-page choice and the page arrows. */
export function DataTableFooter({ total, paging, onPaging, pageSizeOptions, selectedCount }: DataTableFooterProps) {
  const { t } = useTranslation();
  // A page past the end (the list shrank under a filter) would make the control warn: show the last.
  const last = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        borderTop: 1,
        borderColor: 'divider',
        minHeight: 52,
      }}
    >
      <Typography variant="body2" role="status" sx={{ px: 2, color: 'text.secondary' }}>
        {selectedCount > 0 ? t('grid.selected', { count: selectedCount }) : ''}
      </Typography>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(paging.page, last)}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={[...pageSizeOptions]}
        onPageChange={(_e, page) => onPaging({ page, pageSize: paging.pageSize })}
        onRowsPerPageChange={(e) => onPaging({ page: 0, pageSize: Number(e.target.value) })}
        labelRowsPerPage={t('grid.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('grid.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) =>
          t(
            {
              first: 'grid.firstPage',
              last: 'grid.lastPage',
              next: 'grid.nextPage',
              previous: 'grid.previousPage',
            }[type],
          )
        }
        sx={{ borderBottom: 0, flexShrink: 0 }}
      />
    </Stack>
  );
}
