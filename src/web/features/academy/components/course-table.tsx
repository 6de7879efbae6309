import type { AcademyTopCourse } from '@common/schemas/academy';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination, { tablePaginationClasses } from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { coursePath } from '../lib/paths';
import { categoryLabel } from './labels';

/** Rows a page shows first, as the admin templates' dashboard tables; 10 on request. */
export const COURSE_PAGE_SIZE = 5;
const PAGE_SIZES = [COURSE_PAGE_SIZE, 10];

/**
 * The courses with their intake in the period, completions and the learners' mean progress as a
 * bar, a page of them at a time (all of them made a table about 980 px tall).
 */
export function CourseTable({ rows }: { rows: AcademyTopCourse[] }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(i18n.language);
  const [pageSize, setPageSize] = useState(COURSE_PAGE_SIZE);
  const [chosenPage, setPage] = useState(0);
  // Another period may bring fewer courses: the page shown is then the last one there is.
  const page = Math.min(chosenPage, Math.max(0, Math.ceil(rows.length / pageSize) - 1));
  const shown = rows.slice(page * pageSize, (page + 1) * pageSize);
  const pager = useRef<HTMLDivElement>(null);
  const turned = useRef(false);
  // "Next page" pressed onto the last page turns disabled, and a disabled button drops the focus
  // to the page's body: a keyboard user keeps their place on the pager's other button instead.
  useEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    const focused = document.activeElement;
    if (focused !== document.body && !(focused instanceof HTMLButtonElement && focused.disabled)) return;
    pager.current
      ?.querySelector<HTMLButtonElement>(`.${tablePaginationClasses.actions} button:not([disabled])`)
      ?.focus();
  }, [page]);
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <TableContainer sx={{ flex: '1 0 auto' }}>
        <Table size="small" aria-label={t('academy.table.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('academy.table.course')}</TableCell>
              <TableCell>{t('academy.table.category')}</TableCell>
              <TableCell align="right">{t('academy.table.enrolments')}</TableCell>
              <TableCell align="right">{t('academy.table.completions')}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{t('academy.table.progress')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((c) => (
              <TableRow key={c.id} data-testid="academy-course-row">
                {/* Wide enough on a phone for a title in two lines: the table scrolls sideways there. */}
                <TableCell sx={{ minWidth: 180, maxWidth: 280 }}>
                  <Link component={RouterLink} to={coursePath(c.id)} underline="hover" sx={{ fontWeight: 500 }}>
                    {c.title}
                  </Link>
                  <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                    {t('academy.table.byline', { instructor: c.instructor, lessons: c.lessons })}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip size="small" label={categoryLabel(t, c.category)} />
                </TableCell>
                <TableCell align="right">{n(c.enrolments)}</TableCell>
                <TableCell align="right">{n(c.completions)}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <LinearProgress
                      variant="determinate"
                      value={c.averageProgress}
                      sx={{ flex: 1, height: 8, borderRadius: 4 }}
                      aria-label={t('academy.table.progressOf', { title: c.title })}
                    />
                    <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'end' }}>
                      {t('academy.percent', { value: c.averageProgress })}
                    </Typography>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        ref={pager}
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, p) => {
          turned.current = true;
          setPage(p);
        }}
        onRowsPerPageChange={(e) => {
          setPageSize(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('academy.table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('academy.table.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) =>
          t(type === 'next' || type === 'last' ? 'academy.table.nextPage' : 'academy.table.previousPage')
        }
      />
    </Box>
  );
}
