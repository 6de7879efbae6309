import * as z from 'zod/mini';
import { uuidField } from './fields';
import { personCardSchema } from './people';

/*
 * The calendar app (server: modules/calendar; browser: features/calendar): a user's own events
 * and the events they are a guest of. A timed event's start and end are instants with an offset
 * (ISO 8601); an all-day event's are calendar days (YYYY-MM-DD, the end day exclusive, as
 * FullCalendar counts), so it covers the same days wherever its guests live. Messages are error
 * codes (errors.json).
 */

/** As in db/schema/calendar.ts (the browser may not import server code). */
export const CALENDAR_LABELS = ['business', 'personal', 'family', 'holiday', 'etc'] as const;
export type CalendarLabel = (typeof CALENDAR_LABELS)[number];

/** How many guests one event may have. */
export const CALENDAR_GUESTS_MAX = 20;
/** The widest range one list call may ask for: a month view's six weeks and then some. */
export const CALENDAR_RANGE_MAX_DAYS = 100;
/** The most events one list call returns: far more than a view can show. */
export const CALENDAR_LIST_LIMIT = 2000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real day between 1900 and 2200 (YYYY-MM-DD). */
export const isCalendarDay = (value: string): boolean => {
  if (!DAY.test(value) || value < '1900-01-01' || value > '2200-12-31') return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
};
/** An instant with a date, a time and an offset (Z or ±hh:mm), in the same years. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const isInstant = (value: string): boolean =>
  INSTANT.test(value) && Number.isFinite(Date.parse(value)) && isCalendarDay(value.slice(0, 10));

/** Milliseconds since the epoch of a day (UTC midnight) or an instant. */
export const timeOf = (value: string): number => Date.parse(DAY.test(value) ? `${value}T00:00:00Z` : value);

const DAY_MS = 86_400_000;

const instantField = z
  .string({ error: 'calendarDateInvalid' })
  .check(z.refine(isInstant, { error: 'calendarDateInvalid' }));

/** GET /calendar/events: the visible range of a view, at most CALENDAR_RANGE_MAX_DAYS wide. */
export const calendarRangeQuerySchema = z.object({ from: instantField, to: instantField }).check(
  z.refine((q) => !isInstant(q.from) || !isInstant(q.to) || timeOf(q.to) > timeOf(q.from), {
    error: 'calendarRangeInvalid',
    path: ['to'],
  }),
  z.refine(
    (q) => !isInstant(q.from) || !isInstant(q.to) || timeOf(q.to) - timeOf(q.from) <= CALENDAR_RANGE_MAX_DAYS * DAY_MS,
    {
      error: 'calendarRangeTooLong',
      path: ['to'],
    },
  ),
);
export type CalendarRangeQuery = z.infer<typeof calendarRangeQuerySchema>;

const titleField = z
  .string({ error: 'calendarTitleRequired' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'calendarTitleRequired' }),
    z.maxLength(200, { error: 'calendarTitleTooLong' }),
  );
const labelField = z.enum(CALENDAR_LABELS, { error: 'notInList' });
const whenField = z
  .string({ error: 'calendarDateInvalid' })
  .check(z.trim(), z.maxLength(40, { error: 'calendarDateInvalid' }));
/** An http(s) address, or empty for none. */
const urlField = z.string({ error: 'calendarUrlInvalid' }).check(
  z.trim(),
  z.maxLength(2000, { error: 'calendarUrlInvalid' }),
  z.refine(
    (v) => {
      if (v === '') return true;
      try {
        const url = new URL(v);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: 'calendarUrlInvalid' },
  ),
);
const locationField = z.string().check(z.trim(), z.maxLength(200, { error: 'calendarLocationTooLong' }));
const descriptionField = z.string().check(z.trim(), z.maxLength(5000, { error: 'calendarDescriptionTooLong' }));
const guestsField = z
  .array(z.uuid({ error: 'calendarGuestUnknown' }), { error: 'calendarGuestUnknown' })
  .check(z.maxLength(CALENDAR_GUESTS_MAX, { error: 'calendarTooManyGuests' }));

/**
 * Start and end agree with all-day (days, or instants) and the end comes after the start; the
 * fault is put on the field a person would correct. Used on a whole event (create, and an update
 * merged with the stored event).
 */
export function whenIssue(when: {
  start: string;
  end: string;
  allDay: boolean;
}): { field: 'start' | 'end'; code: string } | null {
  const ok = when.allDay ? isCalendarDay : isInstant;
  if (!ok(when.start)) return { field: 'start', code: 'calendarDateInvalid' };
  if (!ok(when.end)) return { field: 'end', code: 'calendarDateInvalid' };
  const length = timeOf(when.end) - timeOf(when.start);
  if (length <= 0) return { field: 'end', code: 'calendarEndBeforeStart' };
  if (length > 366 * DAY_MS) return { field: 'end', code: 'calendarEventTooLong' };
  return null;
}

const eventFields = {
  title: titleField,
  label: labelField,
  start: whenField,
  end: whenField,
  allDay: z.boolean(),
  url: urlField,
  location: locationField,
  description: descriptionField,
  guestIds: guestsField,
  listingId: z.nullable(z.uuid({ error: 'calendarListingUnknown' })),
};

export const calendarEventInputSchema = z
  .object({
    ...eventFields,
    label: z._default(labelField, 'business'),
    allDay: z._default(z.boolean(), false),
    url: z._default(urlField, ''),
    location: z._default(locationField, ''),
    description: z._default(descriptionField, ''),
    guestIds: z._default(guestsField, []),
    listingId: z._default(z.nullable(z.uuid({ error: 'calendarListingUnknown' })), null),
  })
  .check(
    z.superRefine((event, ctx) => {
      const issue = whenIssue(event);
      if (issue) ctx.issues.push({ code: 'custom', message: issue.code, path: [issue.field], input: event });
    }),
  );
export type CalendarEventInput = z.output<typeof calendarEventInputSchema>;

/** PATCH: any of the fields (a drag sends start, end and allDay); checked again once merged. */
export const calendarEventPatchSchema = z.partial(z.object(eventFields));
export type CalendarEventPatch = z.output<typeof calendarEventPatchSchema>;

export const calendarEventIdParamSchema = z.object({ id: uuidField });

export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  label: z.enum(CALENDAR_LABELS),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  url: z.string(),
  location: z.string(),
  description: z.string(),
  owner: personCardSchema,
  guests: z.array(personCardSchema),
  /** The linked listing (a booking), or null; a listing gone since is null too. */
  listing: z.nullable(z.object({ id: z.string(), name: z.string(), site: z.string() })),
  /** Whether the caller owns it (and so may change it); a guest sees it read-only. */
  mine: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventListSchema = z.object({ items: z.array(calendarEventSchema) });
export type CalendarEventList = z.infer<typeof calendarEventListSchema>;
