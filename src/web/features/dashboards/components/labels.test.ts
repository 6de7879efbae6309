import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { DashboardOverview } from '@common/schemas/dashboards';
import { periodText } from './labels';

// The translation stands in as its key and values, so the test reads what goes into the sentence.
const t = ((key: string, values?: Record<string, string>) =>
  `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction;
const data = (from: string, to: string) => ({ range: { from, to }, site: null }) as unknown as DashboardOverview;

describe('periodText', () => {
  it('names the range in the page language, the same days whatever the reader’s time zone', () => {
    expect(periodText(t, 'en', data('2026-10-28', '2026-11-26'))).toBe(
      'dashboards.period {"from":"Oct 28, 2026","to":"Nov 26, 2026","where":"dashboards.scope.all {}"}',
    );
    expect(periodText(t, 'pl', data('2026-01-01', '2026-01-31'))).toContain('"from":"1 sty 2026"');
  });

  it('is empty until the figures are there', () => {
    expect(periodText(t, 'en', undefined)).toBeUndefined();
  });
});
