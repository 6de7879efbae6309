import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { composite, shadesOf } from './on-tint';
import { createAppTheme } from './create-app-theme';
import { TEXT_CONTRAST } from './readable-color';

const PRIMARY = { light: '#4338CA', dark: '#818CF8' };

/** The theme's CSS variables per selector, as MUI writes them into the page. */
function variables(theme: ReturnType<typeof createAppTheme>): Record<string, Record<string, string>> {
  return Object.assign({}, ...(theme.generateStyleSheets() as Record<string, Record<string, string>>[]));
}

describe('createAppTheme', () => {
  const theme = createAppTheme({ skin: 'default', direction: 'ltr', primary: PRIMARY });
  const sheets = variables(theme);
  const light = sheets[':root, [data-color-scheme="light"]']!;
  const dark = sheets['[data-color-scheme="dark"]']!;

  it('holds both schemes, light at the root and dark under the attribute the pre-paint script sets', () => {
    expect(light['--mui-palette-background-default']).toBe('#F8F7FA');
    expect(dark['--mui-palette-background-default']).toBe('#25293C');
    expect(light['--mui-palette-background-paper']).toBe('#FFFFFF');
    expect(dark['--mui-palette-background-paper']).toBe('#2F3349');
  });

  it("takes the site's primary colour per scheme, each readable on that scheme's surfaces", () => {
    for (const [vars, surfaces] of [
      [light, ['#F8F7FA', '#FFFFFF']],
      [dark, ['#25293C', '#2F3349']],
    ] as const) {
      const primary = vars['--mui-palette-primary-main']!;
      for (const surface of surfaces) expect(getContrastRatio(primary, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    expect(dark['--mui-palette-primary-main']).not.toBe(light['--mui-palette-primary-main']);
  });

  it('gives each scheme its own shadows, and none in the bordered skin', () => {
    expect(light['--mui-shadows-2']).not.toBe(dark['--mui-shadows-2']);
    const bordered = variables(createAppTheme({ skin: 'bordered', direction: 'ltr', primary: PRIMARY }));
    expect(bordered['[data-color-scheme="dark"]']!['--mui-shadows-2']).toBe('none');
  });

  it('keeps text on a tinted background readable in both schemes', () => {
    for (const vars of [light, dark]) {
      const tinted = composite(vars['--mui-palette-primary-main']!, 0.24, vars['--mui-palette-background-paper']!);
      expect(getContrastRatio(vars['--mui-palette-onTint-primary']!, tinted)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it("works out the tinted colours' shades exactly as MUI derives them for the theme", () => {
    for (const vars of [light, dark]) {
      for (const color of ['primary', 'secondary', 'success', 'info', 'warning', 'error']) {
        const ours = shadesOf(vars[`--mui-palette-${color}-main`]!);
        expect([ours.light, ours.dark]).toEqual([
          vars[`--mui-palette-${color}-light`],
          vars[`--mui-palette-${color}-dark`],
        ]);
      }
    }
  });

  it('derives the channel variables that translucent colours are made from', () => {
    expect(light['--mui-palette-text-primaryChannel']).toBe('47 43 61');
    expect(dark['--mui-palette-text-primaryChannel']).toBe('225 222 245');
    expect(dark['--mui-palette-dividerChannel']).toBe('225 222 245');
  });

  it('styles refer to the variables, so a scheme change needs no new theme', () => {
    expect(theme.vars.palette.background.default).toMatch(/^var\(--mui-palette-background-default/);
    expect(theme.alpha(theme.vars.palette.primary.main, 0.16)).toMatch(/^rgba\(var\(--mui-palette-primary-mainChannel/);
  });
});

describe('createAppTheme, made once per options', () => {
  it('hands back the theme made last for the same options (main.tsx makes it before hydrating), a new one for others', () => {
    const options = { skin: 'default', direction: 'ltr', primary: PRIMARY } as const;
    const first = createAppTheme(options);
    expect(createAppTheme({ ...options, primary: { ...PRIMARY } })).toBe(first);
    const rtl = createAppTheme({ ...options, direction: 'rtl' });
    expect(rtl).not.toBe(first);
    expect(rtl.direction).toBe('rtl');
    expect(createAppTheme({ ...options, skin: 'bordered' })).not.toBe(rtl);
  });
});
