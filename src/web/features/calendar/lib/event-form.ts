import {
  calendarEventInputSchema,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarLabel,
} from '@common/schemas/calendar';
import type { PersonCard } from '@common/schemas/people';
import * as z from 'zod/mini';

/*
 * The add/edit dialog's values and their way to the API. The inputs are the browser's own date
 * and time fields (local time); an all-day event's end is shown as its last day, while the API
 * (like FullCalendar) counts the day after, so one day is added or taken away here, and nowhere else.
 */

export interface EventFormValues {
  title: string;
  label: CalendarLabel;
  allDay: boolean;
  /** YYYY-MM-DD when all-day, YYYY-MM-DDTHH:mm otherwise (local time). */
  start: string;
  end: string;
  url: string;
  location: string;
  description: string;
  guests: PersonCard[];
  listing: { id: string; name: string } | null;
}

export type EventFormField = keyof EventFormValues;
export type FieldErrors = Partial<Record<EventFormField, string>>;

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localMinute = (d: Date) => `${localDay(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
/** A YYYY-MM-DD moved by whole days (by the calendar, not by 24 hours of a time zone). */
export const addDays = (day: string, by: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return localDay(new Date(y!, m! - 1, d! + by));
};

const empty = (): Omit<EventFormValues, 'allDay' | 'start' | 'end'> => ({
  title: '',
  label: 'business',
  url: '',
  location: '',
  description: '',
  guests: [],
  listing: null,
});

/** A new event from a clicked day (all day) or time slot (an hour). */
export function newEventValues(date: Date, allDay: boolean): EventFormValues {
  if (allDay) return { ...empty(), allDay, start: localDay(date), end: localDay(date) };
  return { ...empty(), allDay, start: localMinute(date), end: localMinute(new Date(date.getTime() + 3_600_000)) };
}

export function eventValues(event: CalendarEvent): EventFormValues {
  return {
    title: event.title,
    label: event.label,
    allDay: event.allDay,
    start: event.allDay ? event.start : localMinute(new Date(event.start)),
    end: event.allDay ? addDays(event.end, -1) : localMinute(new Date(event.end)),
    url: event.url,
    location: event.location,
    description: event.description,
    guests: event.guests,
    listing: event.listing ? { id: event.listing.id, name: event.listing.name } : null,
  };
}

/** Switching all-day on or off keeps the days and gives a timed event nine to ten. */
export function toggleAllDay(values: EventFormValues, allDay: boolean): EventFormValues {
  const startDay = values.start.slice(0, 10);
  const endDay = values.end.slice(0, 10) || startDay;
  return allDay
    ? { ...values, allDay, start: startDay, end: endDay }
    : { ...values, allDay, start: `${startDay}T09:00`, end: `${endDay}T10:00` };
}

/** A local YYYY-MM-DDTHH:mm as an instant, or '' when it is none (the schema then names the field). */
const instant = (local: string) => {
  const time = new Date(local).getTime();
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) && Number.isFinite(time) ? new Date(time).toISOString() : '';
};

export function toInput(values: EventFormValues): z.input<typeof calendarEventInputSchema> {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return {
    title: values.title,
    label: values.label,
    allDay: values.allDay,
    start: values.allDay ? values.start : instant(values.start),
    end: values.allDay ? (day.test(values.end) ? addDays(values.end, 1) : '') : instant(values.end),
    url: values.url,
    location: values.location,
    description: values.description,
    guestIds: values.guests.map((g) => g.id),
    listingId: values.listing?.id ?? null,
  };
}

/** The form's field an API field's error belongs under. */
const FIELD_OF: Record<string, EventFormField> = { guestIds: 'guests', listingId: 'listing' };
export const formFieldOf = (apiField: string): EventFormField | null => {
  const field = FIELD_OF[apiField] ?? apiField;
  return field in empty() || ['allDay', 'start', 'end'].includes(field) ? (field as EventFormField) : null;
};

/** The shared schema's verdict in the browser: the parsed body, or an error code per field. */
export function checkEvent(values: EventFormValues): { input: CalendarEventInput } | { errors: FieldErrors } {
  const parsed = z.safeParse(calendarEventInputSchema, toInput(values));
  if (parsed.success) return { input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
