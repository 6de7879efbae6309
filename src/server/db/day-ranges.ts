import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays, DASHBOARD_DEFAULT_DAYS, daysBetween, todayUtc } from '../../common/schemas/dashboards';

/*
 * UTC-day ranges in SQL for the dashboards (issue #17), one set every module's figures use. A
 * range condition is "at or after the first instant, before the instant after the last day",
 * which an index on the time column answers, written in the SQL PGlite and PostgreSQL share.
 */

/** A range of whole UTC days and the same number of days just before it. */
export interface DayWindow {
  from: string;
  to: string;
  days: number;
  previousFrom: string;
  previousTo: string;
}

/** The range asked for, or the last DASHBOARD_DEFAULT_DAYS days; and the same span just before it. */
export function windowOf(from: string | undefined, to: string | undefined, now: Date): DayWindow {
  const end = to ?? todayUtc(now);
  const start = from ?? addDays(end, -(DASHBOARD_DEFAULT_DAYS - 1));
  const days = daysBetween(start, end);
  return { from: start, to: end, days, previousFrom: addDays(start, -days), previousTo: addDays(start, -1) };
}

/** The first instant of a UTC day, as a timestamptz parameter both drivers pass the same way. */
export const instant = (day: string): SQL => sql`${`${day}T00:00:00Z`}::timestamptz`;

/** The UTC day of a timestamp, as the YYYY-MM-DD text the answers use. */
export const dayOf = (column: PgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Rows from the first day to the last, both whole. */
export const between = (column: PgColumn, first: string, last: string): SQL =>
  and(gte(column, instant(first)), lt(column, instant(addDays(last, 1))))!;

/** Rows of the range. */
export const inRange = (column: PgColumn, w: DayWindow): SQL => between(column, w.from, w.to);

/** Rows of both periods, from the previous period's first day to the range's last: both in one scan. */
export const inBothPeriods = (column: PgColumn, w: DayWindow): SQL => between(column, w.previousFrom, w.to);
