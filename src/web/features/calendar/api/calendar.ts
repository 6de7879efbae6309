import * as api from '@common/api/calendar';
import * as listingsApi from '@common/api/listings';
import type { CalendarEvent, CalendarEventInput, CalendarEventPatch } from '@common/schemas/calendar';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

/**
 * The calendar page's server state. Events are asked for by the visible range (the view's
 * start and end, as FullCalendar reports them), so a month shows a month however many years of
 * events there are. Every change invalidates the whole prefix: the ranges overlap, and an event
 * moved out of one view lands in another.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: string, to: string) => ['calendar', 'events', from, to] as const,
  listings: (q: string) => ['calendar', 'listings', q] as const,
};

export interface VisibleRange {
  from: string;
  to: string;
}

/** Keeps the previous range's events on screen while the next range loads, so the grid does not blink. */
export function useCalendarEvents(range: VisibleRange | null) {
  return useQuery({
    queryKey: calendarKeys.range(range?.from ?? '', range?.to ?? ''),
    queryFn: ({ signal }) => callApi(api.listCalendarEvents, { query: range!, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKeys.all });

export function useCreateEvent() {
  return useMutation({
    mutationFn: (input: CalendarEventInput) => callApi(api.createCalendarEvent, { body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateEvent() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: CalendarEventPatch }): Promise<CalendarEvent> =>
      callApi(api.updateCalendarEvent, { params: { id }, body: patch }),
    onSettled: refresh,
  });
}

export function useDeleteEvent() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.deleteCalendarEvent, { params: { id } }),
    onSuccess: refresh,
  });
}

/** The site's published listings matching a text, for linking a booking (the first ten). */
export function useListingSearch(q: string, enabled: boolean) {
  const term = q.trim();
  return useQuery({
    queryKey: calendarKeys.listings(term),
    queryFn: ({ signal }) =>
      callApi(listingsApi.searchListings, { query: { ...(term ? { q: term } : {}), pageSize: 10 }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
