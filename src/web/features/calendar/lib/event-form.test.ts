import type { CalendarEvent } from '@common/schemas/calendar';
import { describe, expect, it } from 'vitest';
import { addDays, checkEvent, eventValues, newEventValues, toggleAllDay, toInput } from './event-form';

/*
 * The dialog's values and the API's: an all-day event's last day on screen is the day before the
 * API's (exclusive) end, and the shared schema's errors land on the dialog's fields.
 */

describe('the event form', () => {
  it('adds and takes away whole days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('sends an all-day event clicked on a day as that day to the next', () => {
    const values = { ...newEventValues(new Date(2026, 2, 10), true), title: 'Holiday' };
    expect(values).toMatchObject({ start: '2026-03-10', end: '2026-03-10', allDay: true });
    expect(toInput(values)).toMatchObject({ start: '2026-03-10', end: '2026-03-11', allDay: true });
    expect(checkEvent(values)).toMatchObject({ input: { title: 'Holiday', label: 'business' } });
  });

  it('sends a timed event as instants, an hour long from the clicked slot', () => {
    const slot = new Date(2026, 2, 10, 14, 30);
    const input = toInput({ ...newEventValues(slot, false), title: 'Call' });
    expect(input.start).toBe(slot.toISOString());
    expect(Date.parse(input.end as string) - slot.getTime()).toBe(3_600_000);
  });

  it('shows a stored all-day event with its last day, and gives a timed one nine to ten when switched', () => {
    const event = {
      title: 'Trip',
      label: 'family',
      start: '2026-03-10',
      end: '2026-03-13',
      allDay: true,
      guests: [],
      listing: null,
      url: '',
      location: '',
      description: '',
    } as unknown as CalendarEvent;
    const values = eventValues(event);
    expect(values).toMatchObject({ start: '2026-03-10', end: '2026-03-12' });
    expect(toggleAllDay(values, false)).toMatchObject({ start: '2026-03-10T09:00', end: '2026-03-12T10:00' });
  });

  it('puts the schema’s errors under the dialog’s fields', () => {
    const values = { ...newEventValues(new Date(2026, 2, 10), true), title: ' ', end: '2026-03-08' };
    expect(checkEvent(values)).toEqual({ errors: { title: 'calendarTitleRequired', end: 'calendarEndBeforeStart' } });
    const timed = { ...newEventValues(new Date(2026, 2, 10, 9), false), title: 'x', start: 'not a date' };
    expect(checkEvent(timed)).toEqual({ errors: { start: 'calendarDateInvalid' } });
  });
});
