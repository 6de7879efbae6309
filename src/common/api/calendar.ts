import { okSchema } from '../schemas/auth';
import {
  calendarEventIdParamSchema,
  calendarEventInputSchema,
  calendarEventListSchema,
  calendarEventPatchSchema,
  calendarEventSchema,
  calendarRangeQuerySchema,
} from '../schemas/calendar';
import { defineEndpoint, errorResponses } from './endpoint';

/**
 * The calendar app (server: modules/calendar; browser: features/calendar). Every signed-in user
 * has their own calendar; an event is seen by its owner and its guests only, and changed or
 * deleted by its owner only. Anyone else, an admin too, hears 404 about it: its existence is
 * nobody else's business.
 */
const tags = ['calendar'];

export const listCalendarEvents = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'GET',
  path: '/calendar/events',
  summary: "The caller's events and those they are a guest of, overlapping a range of at most 100 days",
  query: calendarRangeQuerySchema,
  responses: { 200: calendarEventListSchema, ...errorResponses(400, 401) },
});

export const createCalendarEvent = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'POST',
  path: '/calendar/events',
  summary: 'Add an event to the caller’s calendar (and to its guests’)',
  body: calendarEventInputSchema,
  responses: { 201: calendarEventSchema, ...errorResponses(400, 401) },
});

export const getCalendarEvent = defineEndpoint({
  access: { kind: 'participant', others: 404 },
  tags,
  method: 'GET',
  path: '/calendar/events/:id',
  summary: 'One event, for its owner and its guests',
  params: calendarEventIdParamSchema,
  responses: { 200: calendarEventSchema, ...errorResponses(400, 401, 404) },
});

export const updateCalendarEvent = defineEndpoint({
  access: { kind: 'participant', others: 404 },
  tags,
  method: 'PATCH',
  path: '/calendar/events/:id',
  summary: 'Change an event (its owner only): any of its fields, e.g. the new start and end after a drag',
  params: calendarEventIdParamSchema,
  body: calendarEventPatchSchema,
  responses: { 200: calendarEventSchema, ...errorResponses(400, 401, 404) },
});

export const deleteCalendarEvent = defineEndpoint({
  access: { kind: 'participant', others: 404 },
  tags,
  method: 'DELETE',
  path: '/calendar/events/:id',
  summary: 'Delete an event (its owner only); it leaves its guests’ calendars too',
  params: calendarEventIdParamSchema,
  responses: { 200: okSchema, ...errorResponses(400, 401, 404) },
});
