/*
 * The gallery's figures: made up, but shaped like a real year of a small business (seasons, a
 * trend, some noise) so each chart type shows what it is for. A seeded generator makes them the
 * same on every load and in every test; they are computed once, when the module loads.
 */
import { seededRandom } from '@common/random/seeded-random';

const rand = seededRandom(17);
const between = (min: number, max: number) => min + rand() * (max - min);
const round = (n: number, step = 1) => Math.round(n / step) * step;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
/** A yearly wave: low in winter, high in early summer and before the holidays. */
const season = (month: number) =>
  1 + 0.25 * Math.sin(((month - 2) / 12) * 2 * Math.PI) + (month === 10 || month === 11 ? 0.15 : 0);

export const MONTHS = 12;

/** Visits by channel, per month (thousands). */
export const traffic = {
  organic: range(MONTHS).map((m) => round(42 * season(m) + m * 1.8 + between(-3, 3), 0.1)),
  direct: range(MONTHS).map((m) => round(26 * season(m) + m * 0.9 + between(-2, 2), 0.1)),
  referral: range(MONTHS).map((m) => round(12 * season(m) + between(-1.5, 1.5), 0.1)),
};

/** Sales per month (thousands), this year and last. */
export const sales = {
  thisYear: range(MONTHS).map((m) => round(64 * season(m) + m * 2.4 + between(-6, 6))),
  lastYear: range(MONTHS).map((m) => round(55 * season(m) + m * 1.2 + between(-6, 6))),
};

/** Revenue per month against the plan (thousands). */
export const revenue = {
  actual: range(MONTHS).map((m) => round(120 + m * 9 + 18 * Math.sin(m / 1.7) + between(-8, 8))),
  target: range(MONTHS).map((m) => 118 + m * 8),
};

export interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Thirty trading days of a share price: a random walk with a gentle rise. */
export const candles: Candle[] = (() => {
  let close = 148;
  return range(30).map(() => {
    const open = round(close + between(-1.5, 1.5), 0.01);
    close = round(open + between(-4.2, 4.8), 0.01);
    return {
      open,
      close,
      high: round(Math.max(open, close) + between(0.4, 3), 0.01),
      low: round(Math.min(open, close) - between(0.4, 3), 0.01),
    };
  });
})();

/** The first of the thirty trading days (weekends skipped), a fixed date so labels never move. */
export const candleDates: Date[] = (() => {
  const out: Date[] = [];
  const day = new Date(Date.UTC(2026, 8, 1));
  while (out.length < candles.length) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) out.push(new Date(day));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return out;
})();

/** Skills of two teams, out of 100 (radar axes). */
export const SKILLS = ['design', 'code', 'testing', 'support', 'marketing', 'sales'] as const;
export const skills = {
  thisYear: [82, 90, 68, 74, 58, 64],
  lastYear: [70, 76, 72, 60, 66, 52],
};

/** Where visitors come from, per cent (polar area). */
export const SOURCES = ['search', 'social', 'email', 'direct', 'referral'] as const;
export const sources = [38, 24, 14, 16, 8];

/** Where the money goes, per cent (donut). */
export const EXPENSES = ['salaries', 'rent', 'marketing', 'other'] as const;
export const expenses = [46, 22, 18, 14];

/** Flats and houses: floor area (m²) against price (thousands). */
export const homes = {
  flats: range(18).map(() => {
    const area = round(between(28, 110));
    return { x: area, y: round(area * between(2.6, 3.6) + between(-20, 20)) };
  }),
  houses: range(18).map(() => {
    const area = round(between(80, 220));
    return { x: area, y: round(area * between(1.9, 2.7) + between(-30, 30)) };
  }),
};

/** Messages per weekday (Monday first) and three-hour slot, busiest on weekday evenings. */
export const SLOTS = range(8).map((i) => i * 3);
export const activity: number[][] = range(7).map((day) =>
  SLOTS.map((hour) => {
    const daytime = hour >= 9 && hour <= 21 ? 1 : 0.25;
    const evening = hour === 18 || hour === 21 ? 1.4 : 1;
    const weekend = day >= 5 ? 0.7 : 1;
    return round(60 * daytime * evening * weekend + between(0, 25));
  }),
);

/** How far each team is towards its quarter's goal, per cent (radial bars). */
export const GOALS = ['sales', 'marketing', 'support', 'design'] as const;
export const goals = [78, 64, 89, 52];

/** Customers by segment: growth (%) against revenue (thousands), bubble size = customers. */
export const SEGMENTS = ['startups', 'midsize', 'enterprise'] as const;
export const segments = SEGMENTS.map((_, s) =>
  range(6).map(() => ({
    x: round(between(4, 40) - s * 6, 0.1),
    y: round(between(40, 140) + s * 90),
    r: round(between(6, 18) + s * 2),
  })),
);

/** Short month names in the reader's language, January first. */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return range(MONTHS).map((m) => format.format(new Date(Date.UTC(2026, m, 1))));
}

/** Short weekday names in the reader's language, Monday first. */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  // 2 February 2026 is a Monday.
  return range(7).map((d) => format.format(new Date(Date.UTC(2026, 1, 2 + d))));
}

/** "12 Sep" in the reader's language. */
export function dayLabels(language: string, dates: readonly Date[]): string[] {
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return dates.map((d) => format.format(d));
}

/** "09:00", the start of a three-hour slot. */
export function slotLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
