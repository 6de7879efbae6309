import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { DemoCard } from '@web/components/demo-card';
import { useTranslation } from 'react-i18next';
import { localeOf } from './format';

type Status = 'active' | 'paused' | 'done';
interface Project {
  id: number;
  lead: string;
  /** Index into the project names (forms.table.project.N). */
  name: number;
  progress: number;
  budget: number;
  status: Status;
}

// Made-up projects: a simple table shows arrangement, not anyone's data.
const LEADS = [
  'Ada Novak',
  'Liam Chen',
  'Sara Rossi',
  'Omar Haddad',
  'Eva Kowalska',
  'Tom Weber',
  'Nina Silva',
  'Yuki Sato',
  'Luca Bianchi',
  'Maya Dubois',
  'Ivan Petrov',
  'Lea Martin',
];
export const PROJECTS: Project[] = LEADS.map((lead, i) => ({
  id: i + 1,
  lead,
  name: i % 6,
  progress: (i * 37 + 15) % 101,
  budget: 12_000 + ((i * 7919) % 48) * 1_000,
  status: (['active', 'paused', 'done'] as const)[i % 3] ?? 'active',
}));
const STATUS_COLOR = { active: 'success', paused: 'warning', done: 'info' } as const;

function ProjectTable({
  rows,
  size,
  sx,
  headSx,
  stickyHeader,
}: {
  rows: Project[];
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  headSx?: SxProps<Theme>;
  stickyHeader?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(localeOf(i18n.language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  return (
    <Table size={size} stickyHeader={stickyHeader} sx={sx}>
      <TableHead>
        <TableRow sx={headSx}>
          <TableCell>{t('forms.table.col.project')}</TableCell>
          <TableCell>{t('forms.table.col.lead')}</TableCell>
          <TableCell sx={{ minWidth: 120 }}>{t('forms.table.col.progress')}</TableCell>
          <TableCell align="right">{t('forms.table.col.budget')}</TableCell>
          <TableCell>{t('forms.table.col.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} hover>
            <TableCell component="th" scope="row">
              {t(`forms.table.project.${r.name}`)}
            </TableCell>
            <TableCell>{r.lead}</TableCell>
            <TableCell>
              <LinearProgress
                variant="determinate"
                value={r.progress}
                aria-label={`${t('forms.table.col.progress')}: ${r.progress}%`}
                sx={{ height: 6, borderRadius: 3 }}
              />
            </TableCell>
            <TableCell align="right">{money.format(r.budget)}</TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLOR[r.status]} label={t(`forms.table.status.${r.status}`)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The focusable scroll box a wide or tall table sits in, named for screen readers. */
function Scroll({ label, maxHeight, children }: { label: string; maxHeight?: number; children: React.ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ maxHeight, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {children}
    </TableContainer>
  );
}

/** MUI tables: basic, dense, with a fixed header, striped and in theme colours. */
export function SimpleTables() {
  const { t } = useTranslation();
  const five = PROJECTS.slice(0, 5);
  return (
    <Grid container spacing={6}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <DemoCard title={t('forms.table.basic')} description={t('forms.table.basicDesc')}>
          <Scroll label={t('forms.table.basic')}>
            <ProjectTable rows={five} />
          </Scroll>
        </DemoCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <DemoCard title={t('forms.table.dense')} description={t('forms.table.denseDesc')}>
          <Scroll label={t('forms.table.dense')}>
            <ProjectTable rows={PROJECTS.slice(0, 8)} size="small" />
          </Scroll>
        </DemoCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <DemoCard title={t('forms.table.fixedHeader')} description={t('forms.table.fixedHeaderDesc')}>
          <Scroll label={t('forms.table.fixedHeader')} maxHeight={300}>
            <ProjectTable rows={PROJECTS} stickyHeader size="small" />
          </Scroll>
        </DemoCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <DemoCard title={t('forms.table.striped')} description={t('forms.table.stripedDesc')}>
          <Scroll label={t('forms.table.striped')}>
            <ProjectTable
              rows={PROJECTS.slice(0, 6)}
              size="small"
              sx={{ '& tbody tr:nth-of-type(odd)': { bgcolor: 'action.hover' } }}
            />
          </Scroll>
        </DemoCard>
      </Grid>
      {(['primary', 'secondary', 'success', 'info'] as const).map((color) => (
        <Grid key={color} size={{ xs: 12, lg: 6 }}>
          <DemoCard
            title={`${t('forms.table.themed')}: ${t(`color.${color}`)}`}
            description={t('forms.table.themedDesc')}
          >
            <Scroll label={`${t('forms.table.themed')}: ${t(`color.${color}`)}`}>
              <ProjectTable
                rows={five}
                size="small"
                headSx={{ '& th': { bgcolor: `${color}.main`, color: `${color}.contrastText`, fontWeight: 600 } }}
                sx={{ '& tbody tr:hover': { bgcolor: 'action.selected' } }}
              />
            </Scroll>
          </DemoCard>
        </Grid>
      ))}
    </Grid>
  );
}
