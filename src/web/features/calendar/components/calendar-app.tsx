import { languageOf, type LangCode } from '@common/i18n/languages';
import { CALENDAR_LABELS, type CalendarEvent, type CalendarLabel } from '@common/schemas/calendar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { IconLayoutSidebar } from '@tabler/icons-react';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { notify } from '@web/components/snackbar/snackbar-service';
import { errorText } from '@web/lib/error-text';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarEvents, useUpdateEvent, type VisibleRange } from '../api/calendar';
import { eventValues, newEventValues, type EventFormValues } from '../lib/event-form';
import { firstDayOf } from '../lib/fc-locale';
import { CalendarSidebar } from './calendar-sidebar';
import type { EventMove } from './calendar-view';
import { EventDialog } from './event-dialog';

// FullCalendar comes with this chunk only: the page's frame and sidebar show while it loads.
const CalendarView = lazy(() => import('./calendar-view'));

type Editing = { event: CalendarEvent | null; initial: EventFormValues } | null;

/**
 * The calendar app: the sidebar (add, small month, label filters; in a drawer below the md
 * breakpoint) and the calendar, whose visible range is what the server is asked for.
 */
export function CalendarApp() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const lang = i18n.language as LangCode;
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [period, setPeriod] = useState<{ start: Date; end: Date } | null>(null);
  const [picked, setPicked] = useState<Date | null>(null);
  const [goTo, setGoTo] = useState<Date | null>(null);
  const [shown, setShown] = useState<Set<CalendarLabel>>(() => new Set(CALENDAR_LABELS));
  const [drawer, setDrawer] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const events = useCalendarEvents(range);
  const update = useUpdateEvent();

  const visible = useMemo(() => (events.data?.items ?? []).filter((e) => shown.has(e.label)), [events.data, shown]);

  const onRange = useCallback((next: { from: string; to: string; start: Date; end: Date }) => {
    setRange((r) => (r?.from === next.from && r.to === next.to ? r : { from: next.from, to: next.to }));
    setPeriod({ start: next.start, end: next.end });
  }, []);

  // The small month marks the day picked there, else today, else the first day shown.
  const current = useMemo(() => {
    const within = (d: Date | null) => d && period && d >= period.start && d < period.end;
    const today = new Date();
    if (within(picked)) return picked!;
    if (!period || within(today)) return today;
    return period.start;
  }, [picked, period]);

  const onEventMove = (move: EventMove) => {
    update.mutate(
      { id: move.id, patch: { start: move.start, end: move.end, allDay: move.allDay } },
      {
        onError: (err) => {
          move.revert();
          notify({ message: errorText(t, err), severity: 'error' });
        },
      },
    );
  };

  const sidebar = (
    <CalendarSidebar
      shown={shown}
      onShown={setShown}
      current={current}
      onPick={(date) => {
        setPicked(date);
        setGoTo(date);
        setDrawer(false);
      }}
      onAdd={() => {
        setDrawer(false);
        setEditing({ event: null, initial: newEventValues(new Date(), true) });
      }}
      firstDay={firstDayOf(lang)}
      locale={languageOf(lang).htmlLang}
    />
  );

  return (
    <Card sx={{ display: 'flex', alignItems: 'stretch', overflow: 'visible' }}>
      {wide ? (
        <Box sx={{ borderInlineEnd: 1, borderColor: 'divider', flexShrink: 0 }}>{sidebar}</Box>
      ) : (
        // MUI turns `left` into the start side in Arabic.
        <Drawer open={drawer} onClose={() => setDrawer(false)} anchor="left">
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 2.5 }, position: 'relative' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minHeight: 24 }}>
          {!wide && (
            <IconButton onClick={() => setDrawer(true)} aria-label={t('calendar.openSidebar')} edge="start">
              <IconLayoutSidebar size={20} />
            </IconButton>
          )}
          {events.isSuccess && visible.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="calendar-empty">
              {t('calendar.empty')}
            </Typography>
          )}
        </Box>
        {events.isFetching && (
          <LinearProgress sx={{ position: 'absolute', insetInline: 0, top: 0 }} aria-label={t('calendar.loading')} />
        )}
        {events.isError && (
          <LoadErrorAlert text={t('calendar.loadFailed')} onRetry={() => void events.refetch()} sx={{ mb: 2 }} />
        )}
        <Suspense fallback={<Skeleton variant="rounded" height={560} />}>
          <CalendarView
            events={visible}
            goTo={goTo}
            onRange={onRange}
            onDayClick={(date, allDay) => setEditing({ event: null, initial: newEventValues(date, allDay) })}
            onEventClick={(event) => setEditing({ event, initial: eventValues(event) })}
            onEventMove={onEventMove}
          />
        </Suspense>
      </Box>
      {editing && <EventDialog event={editing.event} initial={editing.initial} onClose={() => setEditing(null)} />}
    </Card>
  );
}
