import type { ThemeComponents } from './override-context';

/** An ink-dark tooltip on light pages, a pale one on dark pages: it always stands out from the page. */
export const tooltip: ThemeComponents['MuiTooltip'] = {
  styleOverrides: {
    tooltip: ({ theme }) => ({
      fontSize: '0.8125rem',
      backgroundColor: '#2F2B3D',
      color: '#FFFFFF',
      ...theme.applyStyles('dark', { backgroundColor: '#F7F4FF', color: '#2F2B3D' }),
    }),
  },
};
