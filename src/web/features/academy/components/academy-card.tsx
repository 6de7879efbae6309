import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The Academy's pages are public too: its card says its own words (academy.json), with the
// dashboards' card state.
export { cardState, type CardState } from '@web/components/dashboard/card-state';
import type { CardState } from '@web/components/dashboard/card-state';

interface AcademyCardProps {
  title: string;
  subtitle?: string | undefined;
  state: CardState;
  /** Nothing to show: a sentence instead of an empty chart or list. */
  empty?: boolean;
  emptyText?: string;
  /**
   * The body's height in every state (skeleton, error, empty, content): the content is drawn to
   * fit it. Per theme breakpoint where the content's height depends on the width (a table whose
   * titles wrap on a phone).
   */
  height: number | { xs: number; sm?: number; md?: number; lg?: number };
  testId?: string;
  /** The whole card's least height per breakpoint, where its loaded form is laid out otherwise (the welcome card). */
  minHeight?: { xs: number; sm?: number; md?: number; lg?: number };
  /** A list that may grow past `height` (the learner's catalogue and courses) instead of scrolling inside it. */
  grow?: boolean;
  action?: ReactNode;
  children: () => ReactNode;
}

/** An Academy card: a skeleton while loading, an error with "Try again", an empty note, or its content. */
export function AcademyCard({
  title,
  subtitle,
  state,
  empty = false,
  emptyText,
  height,
  testId,
  grow = false,
  minHeight,
  action,
  children,
}: AcademyCardProps) {
  const { t } = useTranslation();
  return (
    <Card data-testid={testId} sx={{ height: '100%', minHeight }}>
      <CardHeader
        title={title}
        subheader={subtitle}
        action={action}
        slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }}
        sx={{ pb: 0 }}
      />
      {/* One body height in every state, as DashboardCard's: nothing moves when the figures arrive (CLS). */}
      <CardContent>
        <Box
          sx={grow ? { minHeight: height, display: 'flex', flexDirection: 'column' } : { height, overflowY: 'auto' }}
          data-card-body
        >
          {state.error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={state.onRetry}>
                  {t('academy.retry')}
                </Button>
              }
            >
              {t('academy.loadFailed')}
            </Alert>
          ) : state.pending ? (
            <Skeleton variant="rounded" sx={{ height }} aria-label={t('academy.loading')} />
          ) : empty ? (
            <Box
              sx={{
                height,
                display: 'grid',
                placeItems: 'center',
                textAlign: 'center',
                color: 'text.secondary',
              }}
            >
              <div>
                <IconSchool size={40} stroke={1.25} aria-hidden />
                <Typography>{emptyText ?? t('academy.empty')}</Typography>
              </div>
            </Box>
          ) : (
            children()
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
