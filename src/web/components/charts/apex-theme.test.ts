import { describe, expect, it } from 'vitest';
import { mergeOptions } from './apex-theme';

describe('mergeOptions', () => {
  it("keeps the theme's defaults a chart does not set and lets the chart's own win", () => {
    const merged = mergeOptions(
      { chart: { foreColor: '#111', toolbar: { show: false } }, colors: ['#a', '#b'], grid: { borderColor: '#ccc' } },
      { chart: { toolbar: { show: true } }, colors: ['#c'] },
    );
    expect(merged.chart).toEqual({ foreColor: '#111', toolbar: { show: true } });
    expect(merged.colors).toEqual(['#c']);
    expect(merged.grid).toEqual({ borderColor: '#ccc' });
  });
});
