import type { ThemeComponents } from './override-context';

export const menu: ThemeComponents['MuiMenu'] = {
  styleOverrides: {
    paper: ({ theme }) => ({ marginTop: 4, minWidth: 180, boxShadow: theme.vars.shadows[6] }),
    list: { padding: 8 },
  },
};

export const menuItem: ThemeComponents['MuiMenuItem'] = {
  styleOverrides: {
    root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius, paddingBlock: 8, gap: 10 }),
  },
};
