import type { ThemeComponents } from './override-context';

export const cssBaseline: ThemeComponents['MuiCssBaseline'] = {
  styleOverrides: (theme) => ({
    html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
    body: { backgroundColor: theme.vars.palette.background.default },
    // Visible focus for keyboard users everywhere, in the primary colour.
    ':focus-visible': { outlineColor: theme.vars.palette.primary.main },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
    '@media print': { '.no-print': { display: 'none !important' } },
  }),
};
