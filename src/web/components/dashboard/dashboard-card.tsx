import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import type { Breakpoint } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconChartDots3 } from '@tabler/icons-react';
import { useDeferredValue, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardState } from './card-state';

interface DashboardCardProps {
  title: string;
  subtitle?: string | undefined;
  state: CardState;
  /** No data in the range: a sentence instead of an empty chart. */
  empty?: boolean;
  /**
   * The body's planned height in every state (skeleton, error, empty, content): the content is
   * drawn to fit it. It is a least height: content that needs more (a longer language, a
   * narrower screen) makes the card taller rather than scroll inside it.
   */
  height: number;
  /**
   * The planned height on a phone (theme breakpoint xs, or below `scrollsFrom`), where texts wrap
   * and tables stack: sized to the content there, so the skeleton already takes the loaded card's
   * place (CLS).
   */
  phoneHeight?: number;
  /**
   * For a list as long as the data (vehicles): from this breakpoint up the body keeps `height`
   * and the list scrolls inside it, beside cards of that height; below it (a phone) the whole
   * list shows, as one scroll of the page, never a scroll inside a scroll.
   */
  scrollsFrom?: Exclude<Breakpoint, 'xs'>;
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
  phoneHeight = height,
  scrollsFrom,
  testId,
  action,
  emptyIcon: EmptyIcon = IconChartDots3,
  children,
}: DashboardCardProps) {
  const { t } = useTranslation();
  // The render that brings the data keeps the skeleton; the figures come in a background render
  // React works on a few milliseconds at a time, so a tap never waits for the whole dashboard
  // (ADR 0021, "Stop 29"). Every card of the page joins the same one.
  const loaded = useDeferredValue(!state.pending);
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
        The body keeps the one planned height in every state (skeleton, error, empty note,
        content), so nothing below or beside the card moves when the figures arrive (CLS). Content
        taller than planned grows the card: an inner scrollbar hid it (on phones above all, issue
        #17). A column, so the skeleton and the empty note fill the planned height.
      */}
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            // A list that scrolls from a breakpoint up shows whole, at least phoneHeight, below it.
            minHeight: { xs: phoneHeight, [scrollsFrom ?? 'sm']: height },
            // A wide table scrolls sideways in its own container; anything else wider is clipped here, not by the page.
            overflowX: 'auto',
            ...(scrollsFrom && { height: { xs: 'auto', [scrollsFrom]: height } }),
          }}
          data-card-body
        >
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
          ) : state.pending || !loaded ? (
            <Skeleton variant="rounded" sx={{ flex: 1, height: 'auto' }} aria-label={t('dashboards.loading')} />
          ) : empty ? (
            <Box
              sx={{
                flex: 1,
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
