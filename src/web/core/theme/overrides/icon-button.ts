import type { ThemeComponents } from './override-context';

export const iconButton: ThemeComponents['MuiIconButton'] = {
  styleOverrides: {
    root: ({ theme }) => ({ color: theme.vars.palette.text.secondary }),
    colorPrimary: ({ theme }) => ({ color: theme.vars.palette.primary.main }),
  },
};
