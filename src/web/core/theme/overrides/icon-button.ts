import type { ThemeComponents } from './override-context';

export const iconButton: ThemeComponents['MuiIconButton'] = {
  styleOverrides: {
    root: ({ theme }) => ({ color: theme.palette.text.secondary }),
    colorPrimary: ({ theme }) => ({ color: theme.palette.primary.main }),
  },
};
