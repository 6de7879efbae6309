import type { ThemeComponents } from './override-context';

export const avatar: ThemeComponents['MuiAvatar'] = {
  styleOverrides: {
    colorDefault: ({ theme }) => ({
      backgroundColor: theme.alpha(theme.vars.palette.primary.main, 0.16),
      color: theme.vars.palette.primary.main,
    }),
    rounded: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }),
  },
};
