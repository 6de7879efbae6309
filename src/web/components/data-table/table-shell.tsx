import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EdgeShade } from './edge-shade';
import { useScrollEdges } from './use-scroll-edges';

export interface TableColumn {
  label: string;
  align?: 'left' | 'right' | 'center';
}

interface TableShellProps {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly TableColumn[];
  /** A request is under way (first load or refresh): a thin bar above the rows. */
  fetching: boolean;
  /** Defaults to common.loading. */
  loadingLabel?: string;
  /** Set when the rows could not be loaded; shown with a retry button. */
  errorText?: string | null;
  /** Defaults to common.retry. */
  retryLabel?: string;
  onRetry: () => void;
  /** Set when the rows are loaded and there are none (e.g. nothing matches the search). */
  emptyText?: string | null;
  children: ReactNode;
}

/**
 * An admin list's table with its loading bar, load error and empty state; rows are the children.
 * Wider than a phone, it scrolls sideways inside its card (never the page), with a shade on the
 * side that has more columns; headings stay on one line so the rows do not grow tall.
 */
export function TableShell({
  label,
  columns,
  fetching,
  loadingLabel,
  errorText,
  retryLabel,
  onRetry,
  emptyText,
  children,
}: TableShellProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  return (
    <>
      {fetching && <LinearProgress aria-label={loadingLabel ?? t('common.loading')} />}
      {errorText && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={<Button onClick={onRetry}>{retryLabel ?? t('common.retry')}</Button>}
        >
          {errorText}
        </Alert>
      )}
      <Box sx={{ position: 'relative' }}>
        <EdgeShade side="start" show={edges.start} />
        <EdgeShade side="end" show={edges.end} />
        <TableContainer ref={scroller} sx={{ overscrollBehaviorX: 'contain' }}>
          <Table aria-label={label} sx={{ '& thead th': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.label} align={c.align}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {emptyText && (
                <TableRow>
                  <TableCell colSpan={columns.length}>
                    <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>{emptyText}</Box>
                  </TableCell>
                </TableRow>
              )}
              {children}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    </>
  );
}
