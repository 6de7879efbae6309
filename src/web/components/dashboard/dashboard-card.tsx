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
  /** The height the content takes once loaded, kept while loading so nothing jumps. */
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
      <CardContent>
        {state.error ? (
          <Alert
            severity="error"
            sx={{ minHeight: Math.min(height, 120) }}
            action={
              <Button color="inherit" size="small" onClick={state.onRetry}>
                {t('dashboards.retry')}
              </Button>
            }
          >
            {t('dashboards.loadFailed')}
          </Alert>
        ) : state.pending ? (
          <Skeleton variant="rounded" height={height} aria-label={t('dashboards.loading')} />
        ) : empty ? (
          <Box
            sx={{ height, display: 'grid', placeItems: 'center', textAlign: 'center', color: 'text.secondary' }}
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
      </CardContent>
    </Card>
  );
}
