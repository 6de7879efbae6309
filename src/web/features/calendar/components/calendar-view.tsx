import type { LangCode } from '@common/i18n/languages';
import type { CalendarEvent } from '@common/schemas/calendar';
import type { DatesSetArg, EventDropArg, EventInput, LocaleInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCalendarLocale } from '../lib/fc-locale';
import { LABEL_COLOURS } from '../lib/labels';

/*
 * The calendar itself: FullCalendar's MIT packages (month, week, day and list views, dragging),
 * in this module only, which the page loads lazily, so no other page carries it. Its colours are
 * its own CSS variables set from the MUI theme's, so light and dark follow the page; its words,
 * week start and direction are its own locale of the page's language.
 */

/** What a drag or a resize changed, in the API's form (days for all-day events). */
export interface EventMove {
  id: string;
  start: string;
  end: string;
  allDay: boolean;
  revert: () => void;
}

interface CalendarViewProps {
  events: CalendarEvent[];
  /** The day the mini calendar asked for; the view moves there when it changes. */
  goTo: Date | null;
  /** The range fetched (the cells shown) and the period the view is about (its month, week or day). */
  onRange: (range: { from: string; to: string; start: Date; end: Date }) => void;
  onDayClick: (date: Date, allDay: boolean) => void;
  onEventClick: (event: CalendarEvent) => void;
  onEventMove: (move: EventMove) => void;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** A local date as YYYY-MM-DD (an all-day event's days are the viewer's calendar days). */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export default function CalendarView({
  events,
  goTo,
  onRange,
  onDayClick,
  onEventClick,
  onEventMove,
}: CalendarViewProps) {
  const theme = useTheme();
  const { i18n } = useTranslation();
  const lang = i18n.language as LangCode;
  const ref = useRef<FullCalendar>(null);
  const box = useRef<HTMLDivElement>(null);
  // undefined while the language's locale loads: the calendar waits rather than flash in English.
  const [locale, setLocale] = useState<LocaleInput | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void loadCalendarLocale(lang).then(
      (loaded) => live && setLocale(loaded),
      () => live && setLocale(null),
    );
    return () => {
      live = false;
    };
  }, [lang]);

  useEffect(() => {
    if (goTo) ref.current?.getApi().gotoDate(goTo);
  }, [goTo]);

  const input = useMemo<EventInput[]>(
    () =>
      events.map((event) => {
        const colour = theme.vars!.palette[LABEL_COLOURS[event.label]];
        return {
          id: event.id,
          title: event.title,
          start: event.start,
          end: event.end,
          allDay: event.allDay,
          // A guest's copy is read-only: only the owner may move it (the server says so too).
          editable: event.mine,
          backgroundColor: `rgba(${colour.mainChannel} / 0.16)`,
          borderColor: colour.main,
          // Readable on the tint in both schemes; the label's colour is the bar and its edge.
          textColor: theme.vars!.palette.text.primary,
          classNames: [`calendar-label-${event.label}`],
          extendedProps: { event },
        };
      }),
    [events, theme],
  );

  const moved = (info: EventDropArg | EventResizeDoneArg) => {
    const { event } = info;
    const start = event.start!;
    const allDay = event.allDay;
    const end = event.end ?? new Date(start.getTime() + (allDay ? DAY_MS : 3_600_000));
    onEventMove({
      id: event.id,
      start: allDay ? dayOf(start) : start.toISOString(),
      end: allDay ? dayOf(end) : end.toISOString(),
      allDay,
      revert: info.revert,
    });
  };

  const palette = theme.vars!.palette;
  if (locale === undefined) return <Box sx={{ minHeight: 480 }} />;
  return (
    <Box
      ref={box}
      data-testid="calendar"
      sx={{
        '--fc-border-color': palette.divider,
        '--fc-page-bg-color': palette.background.paper,
        '--fc-neutral-bg-color': palette.action.hover,
        '--fc-list-event-hover-bg-color': palette.action.hover,
        '--fc-today-bg-color': `rgba(${palette.primary.mainChannel} / 0.08)`,
        '--fc-highlight-color': `rgba(${palette.primary.mainChannel} / 0.12)`,
        '--fc-now-indicator-color': palette.error.main,
        '--fc-button-text-color': palette.primary.contrastText,
        '--fc-button-bg-color': palette.primary.main,
        '--fc-button-border-color': palette.primary.main,
        '--fc-button-hover-bg-color': palette.primary.dark,
        '--fc-button-hover-border-color': palette.primary.dark,
        '--fc-button-active-bg-color': palette.primary.dark,
        '--fc-button-active-border-color': palette.primary.dark,
        color: 'text.primary',
        '& .fc': { fontFamily: 'inherit' },
        '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
        '& .fc .fc-toolbar-title': { fontSize: { xs: '1.05rem', sm: '1.35rem' }, fontWeight: 500 },
        '& .fc .fc-button': { textTransform: 'capitalize', fontSize: { xs: '0.8rem', sm: '0.9rem' } },
        '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number': {
          color: 'text.primary',
          textDecoration: 'none',
        },
        '& .fc .fc-list-day-cushion': { bgcolor: 'action.hover' },
        // The neighbouring months' days: FullCalendar fades them to 30 %, too faint to read.
        '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1 },
        '& .fc .fc-day-other .fc-daygrid-day-number': { color: 'text.secondary' },
        '& .fc .fc-event': { cursor: 'pointer', borderInlineStartWidth: 3 },
        // The pressed view button stands out as the outlined one: the text colour on the paper
        // reads in light and dark alike (the primary colour on a tint fell short in dark).
        '& .fc .fc-button-primary:not(:disabled).fc-button-active': {
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderColor: 'primary.main',
        },
        '& .fc .fc-daygrid-day': { cursor: 'pointer' },
        '& .fc-theme-standard .fc-list': { borderColor: 'divider' },
      }}
    >
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
        }}
        {...(locale ? { locale } : {})}
        direction={theme.direction}
        // One height for every view: a week or a day then scrolls inside it from scrollTime.
        height={720}
        dayMaxEvents={3}
        // Bars rather than dots in the month: the label's colour reads at a glance.
        eventDisplay="block"
        // Events are focusable and open with Enter, like links.
        eventInteractive
        // A week or a day opens at seven in the morning.
        scrollTime="07:00:00"
        navLinks
        editable
        eventResizableFromStart
        nowIndicator
        events={input}
        datesSet={(info: DatesSetArg) => {
          // The arrows' icons are drawn with role="img" and no name; their buttons have one.
          box.current?.querySelectorAll('.fc-icon').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
          onRange({
            from: info.start.toISOString(),
            to: info.end.toISOString(),
            start: info.view.currentStart,
            end: info.view.currentEnd,
          });
        }}
        dateClick={(info: DateClickArg) => onDayClick(info.date, info.allDay)}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onEventClick(info.event.extendedProps.event as CalendarEvent);
        }}
        eventDrop={moved}
        eventResize={moved}
      />
    </Box>
  );
}
