import type { ThemeComponents } from './override-context';

export const tooltip: ThemeComponents['MuiTooltip'] = {
  styleOverrides: {
    tooltip: ({ theme }) => ({
      fontSize: '0.8125rem',
      backgroundColor: theme.palette.mode === 'light' ? '#2F2B3D' : '#F7F4FF',
      color: theme.palette.mode === 'light' ? '#FFFFFF' : '#2F2B3D',
    }),
  },
};
