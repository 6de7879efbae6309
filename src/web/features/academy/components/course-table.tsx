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
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { coursePath } from '../lib/paths';
import { categoryLabel } from './labels';

/** The courses with their intake in the period, completions and the learners' mean progress as a bar. */
export function CourseTable({ rows }: { rows: AcademyTopCourse[] }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <TableContainer>
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
          {rows.map((c) => (
            <TableRow key={c.id} data-testid="academy-course-row">
              <TableCell sx={{ maxWidth: 280 }}>
                <Link component={RouterLink} to={coursePath(c.id)} underline="hover" sx={{ fontWeight: 500 }}>
                  {c.title}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
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
  );
}
