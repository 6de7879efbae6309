import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconChartDots3 } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardState } from './card-state';

interface DashboardCardProps {
  title: string;
  subtitle?: string | undefined;
  state: CardState;
  /** No data in the range: a sentence instead of an empty chart. */
  empty?: boolean;
  /** The body's height in every state (skeleton, error, empty, content): the content is drawn to fit it. */
  height: number;
  testId?: string;
  /** Controls at the header's end. */
  action?: ReactNode;
  /** The picture of the empty note (a chart by default). */
  emptyIcon?: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  children: () => ReactNode;
}

/** A dashboard card: a skeleton while loading, an error with "Try again", an empty note, or its content. */
export function DashboardCard({
  title,
  subtitle,
  state,
  empty = false,
  height,
  testId,
  action,
  emptyIcon: EmptyIcon = IconChartDots3,
  children,
}: DashboardCardProps) {
  const { t } = useTranslation();
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={subtitle}
        action={action}
        slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }}
        sx={{ pb: 0 }}
      />
      {/*
        The body keeps the one height in every state (skeleton, error, empty note, content), so
        nothing below or beside the card moves when the figures arrive (CLS). Content taller
        than planned scrolls inside the card instead of pushing the page.
      */}
      <CardContent>
        <Box sx={{ height, overflowY: 'auto' }} data-card-body>
          {state.error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={state.onRetry}>
                  {t('dashboards.retry')}
                </Button>
              }
            >
              {t('dashboards.loadFailed')}
            </Alert>
          ) : state.pending ? (
            <Skeleton variant="rounded" height="100%" aria-label={t('dashboards.loading')} />
          ) : empty ? (
            <Box
              sx={{
                height: '100%',
                display: 'grid',
                placeItems: 'center',
                textAlign: 'center',
                color: 'text.secondary',
              }}
              data-testid="dashboard-empty"
            >
              <div>
                <EmptyIcon size={40} stroke={1.25} aria-hidden />
                <Typography>{t('dashboards.empty')}</Typography>
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
