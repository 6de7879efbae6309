import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readableColor, TEXT_CONTRAST } from './readable-color';

describe('readableColor', () => {
  it('keeps a colour that already reads well', () => {
    expect(readableColor('#1867C0', ['#FFFFFF', '#F8F7FA'], 'light')).toBe('#1867C0');
  });

  it('nudges a faint colour just enough to reach 4.5:1 on every surface', () => {
    const surfaces = ['#2F3349', '#25293C'];
    const nudged = readableColor('#2196F3', surfaces, 'dark');
    expect(nudged).not.toBe('#2196F3');
    for (const s of surfaces) expect(getContrastRatio(nudged, s)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const orange = readableColor('#FF9F43', ['#FFFFFF'], 'light');
    expect(getContrastRatio(orange, '#FFFFFF')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
