import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { IconChevronRight } from '@tabler/icons-react';
import { visuallyHidden } from '@web/lib/visually-hidden';
import { Fragment, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableFooter, type TablePaging } from './data-table-footer';
import { EdgeShade } from './edge-shade';
import { useScrollEdges } from './use-scroll-edges';

export type { RowSelectionState, SortingState } from '@tanstack/react-table';
export type { TablePaging } from './data-table-footer';

/** One column as a page describes it: its heading, how a cell draws, and whether the server sorts by it. */
export interface DataColumn<Row> {
  /** Also the key of the column in the sort state the page turns into the API's sort. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Off by default: only what the server can order by gets an arrow. */
  sortable?: boolean;
  /** Numbers and actions sit at the end side (right, or left in Arabic). */
  align?: 'left' | 'right' | 'center';
  width?: number;
  minWidth?: number;
  /** The heading is for screen readers only (an icon-only column). */
  hideHeader?: boolean;
}

declare module '@tanstack/react-table' {
  // Column options TanStack carries for us to the header and the cells.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'left' | 'right' | 'center';
    width?: number;
    minWidth?: number;
    hideHeader?: boolean;
  }
}

interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly DataColumn<Row>[];
  /** The server's page of rows; while the next page loads, the hooks keep the previous one here. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Rows on every page together, as the server counts them. */
  total: number;
  /** A request is under way: a thin bar over the headings, the rows stay. */
  loading: boolean;
  /** Said in the table's body when it has no rows and nothing is loading ("No rows" by default). */
  emptyText?: string;
  paging: TablePaging;
  onPaging: (paging: TablePaging) => void;
  pageSizeOptions?: readonly number[];
  /** At most one column; empty for the server's own order. */
  sort?: SortingState;
  onSort?: (sort: SortingState) => void;
  /** With both, every row gets a checkbox and the heading one ticking the whole page. */
  selection?: RowSelectionState;
  onSelection?: (selection: RowSelectionState) => void;
  /** A click on the row (outside its links and buttons) opens it. */
  onRowClick?: (row: Row) => void;
  /** With both, a first column of buttons opening a row's details under it. */
  renderDetail?: (row: Row) => ReactNode;
  detailLabel?: (row: Row) => string;
  /** Row height the cells keep even with one line of text. */
  rowHeight?: number;
}

const DEFAULT_PAGE_SIZES = [10, 25, 50] as const;
/** Clicks on these inside a row do their own thing, not the row's. */
const INTERACTIVE = 'a, button, input, label, [role="button"], [role="checkbox"]';

/**
 * The admin lists' table: TanStack Table keeps the state (sort, ticked rows, open details) and
 * MUI's table parts draw it. Everything is done by the server (page, sort, filter): the table
 * shows one page and says what the reader asked for. Wider than its card, it scrolls sideways
 * inside it with a shade on the side that has more columns.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  total,
  loading,
  emptyText,
  paging,
  onPaging,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  sort,
  onSort,
  selection,
  onSelection,
  onRowClick,
  renderDetail,
  detailLabel,
  rowHeight = 60,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const detailId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const selectable = Boolean(selection && onSelection);
  const expandable = Boolean(renderDetail && detailLabel);

  const defs: ColumnDef<Row>[] = columns.map((c) => ({
    id: c.id,
    // TanStack sorts only columns with an accessor; the server does the sorting, so any will do.
    accessorFn: () => null,
    header: c.header,
    cell: ({ row }) => c.cell(row.original),
    enableSorting: Boolean(c.sortable && onSort),
    meta: { align: c.align, width: c.width, minWidth: c.minWidth, hideHeader: c.hideHeader },
  }));
  // The table instance is read during this render only, never handed to memoized children, so the
  // compiler leaving this component unmemoized costs nothing.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: defs,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    enableMultiSort: false,
    // A heading's first press sorts ascending (A-Z, smallest first), the next ones flip it. No press
    // goes back to "unsorted": on a list whose server order is a column (newest first), that
    // press would change nothing on screen.
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableRowSelection: selectable,
    getRowCanExpand: () => expandable,
    state: {
      sorting: sort ?? [],
      rowSelection: selection ?? {},
      expanded,
      pagination: { pageIndex: paging.page, pageSize: paging.pageSize },
    },
    onSortingChange: (next) => onSort?.(typeof next === 'function' ? next(sort ?? []) : next),
    onRowSelectionChange: (next) => onSelection?.(typeof next === 'function' ? next(selection ?? {}) : next),
    onExpandedChange: setExpanded,
  });

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const span = headers.length + (selectable ? 1 : 0) + (expandable ? 1 : 0);
  const pageRows = table.getRowModel().rows;
  const selectedCount = Object.values(selection ?? {}).filter(Boolean).length;
  const rowClick = (row: Row) => (e: MouseEvent<HTMLElement>) => {
    if (!onRowClick || (e.target as HTMLElement).closest(INTERACTIVE)) return;
    onRowClick(row);
  };

  return (
    <>
      <Box sx={{ position: 'relative', borderTop: 1, borderColor: 'divider' }}>
        {loading && (
          <LinearProgress
            aria-label={t('common.loading')}
            sx={{ position: 'absolute', top: 0, insetInline: 0, zIndex: 4, height: 3 }}
          />
        )}
        <EdgeShade side="start" show={edges.start} />
        <EdgeShade side="end" show={edges.end} />
        <TableContainer ref={scroller} sx={{ overscrollBehaviorX: 'contain' }}>
          <Table
            aria-label={label}
            aria-busy={loading}
            sx={{
              '& thead th': { whiteSpace: 'nowrap', fontWeight: 600, bgcolor: 'action.hover', py: 1.5 },
              '& tbody td': { py: 1 },
            }}
          >
            <TableHead>
              <TableRow>
                {selectable && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={table.getIsAllPageRowsSelected()}
                      indeterminate={table.getIsSomePageRowsSelected()}
                      disabled={pageRows.length === 0}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                      slotProps={{ input: { 'aria-label': t('grid.selectAll') } }}
                    />
                  </TableCell>
                )}
                {expandable && (
                  <TableCell padding="checkbox">
                    <Box component="span" sx={visuallyHidden}>
                      {t('grid.details')}
                    </Box>
                  </TableCell>
                )}
                {headers.map((header) => {
                  const meta = header.column.columnDef.meta ?? {};
                  const text = flexRender(header.column.columnDef.header, header.getContext());
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <TableCell
                      key={header.id}
                      align={meta.align}
                      // Draws aria-sort="ascending" or "descending" on the sorted heading.
                      sortDirection={sorted}
                      sx={{ width: meta.width, minWidth: meta.minWidth ?? meta.width }}
                    >
                      {meta.hideHeader ? (
                        <Box component="span" sx={visuallyHidden}>
                          {text}
                        </Box>
                      ) : canSort ? (
                        <TableSortLabel
                          active={sorted !== false}
                          direction={sorted === 'desc' ? 'desc' : 'asc'}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {text}
                        </TableSortLabel>
                      ) : (
                        text
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {pageRows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={span} sx={{ borderBottom: 0 }}>
                    <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                      {loading ? t('common.loading') : (emptyText ?? t('grid.noRows'))}
                    </Box>
                  </TableCell>
                </TableRow>
              )}
              {pageRows.map((row) => {
                const open = row.getIsExpanded();
                const detailRowId = `${detailId}-${row.id}`;
                return (
                  <Fragment key={row.id}>
                    <TableRow
                      hover
                      selected={row.getIsSelected()}
                      onClick={onRowClick ? rowClick(row.original) : undefined}
                      sx={{
                        height: rowHeight,
                        ...(onRowClick ? { cursor: 'pointer' } : {}),
                        ...(open ? { '& > td': { borderBottom: 0 } } : {}),
                      }}
                    >
                      {selectable && (
                        <TableCell padding="checkbox">
                          <Checkbox
                            checked={row.getIsSelected()}
                            onChange={row.getToggleSelectedHandler()}
                            slotProps={{ input: { 'aria-label': t('grid.selectRow') } }}
                          />
                        </TableCell>
                      )}
                      {expandable && (
                        <TableCell padding="checkbox">
                          <IconButton
                            size="small"
                            aria-label={detailLabel!(row.original)}
                            aria-expanded={open}
                            aria-controls={open ? detailRowId : undefined}
                            onClick={row.getToggleExpandedHandler()}
                            sx={{
                              marginInlineStart: 0.5,
                              // Points to the reading direction when closed, down when open.
                              '& svg': { transition: 'transform 150ms', transform: open ? 'rotate(90deg)' : 'none' },
                              '[dir="rtl"] & svg': { transform: open ? 'rotate(90deg)' : 'scaleX(-1)' },
                            }}
                          >
                            <IconChevronRight size={18} aria-hidden />
                          </IconButton>
                        </TableCell>
                      )}
                      {row.getVisibleCells().map((cell) => {
                        const meta = cell.column.columnDef.meta ?? {};
                        return (
                          <TableCell key={cell.id} align={meta.align}>
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                    {open && (
                      <TableRow id={detailRowId}>
                        <TableCell colSpan={span} sx={{ bgcolor: 'action.hover' }}>
                          {renderDetail!(row.original)}
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <DataTableFooter
        total={total}
        paging={paging}
        onPaging={(next) => {
          // Open details belong to the rows of the page they were opened on.
          setExpanded({});
          onPaging(next);
        }}
        pageSizeOptions={pageSizeOptions}
        selectedCount={selectedCount}
      />
    </>
  );
}
