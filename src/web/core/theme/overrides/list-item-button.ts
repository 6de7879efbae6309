import type { ThemeComponents } from './override-context';
import { onTint } from '../on-tint';

export const listItemButton: ThemeComponents['MuiListItemButton'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      borderRadius: theme.shape.borderRadius,
      '&.Mui-selected': {
        backgroundColor: theme.alpha(theme.vars.palette.primary.main, 0.16),
        color: onTint(theme),
        '&:hover': { backgroundColor: theme.alpha(theme.vars.palette.primary.main, 0.24) },
      },
    }),
  },
};

export const listItemIcon: ThemeComponents['MuiListItemIcon'] = {
  styleOverrides: { root: { minWidth: 0, marginInlineEnd: 10, color: 'inherit' } },
};
