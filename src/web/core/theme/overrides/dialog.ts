import type { ThemeComponents } from './override-context';

export const dialog: ThemeComponents['MuiDialog'] = {
  styleOverrides: {
    paper: ({ theme }) => ({ borderRadius: Number(theme.shape.borderRadius) * 1.5, boxShadow: theme.vars.shadows[16] }),
  },
};
