import type { OverrideContext, ThemeComponents } from './override-context';

export function drawer({ skin }: OverrideContext): ThemeComponents['MuiDrawer'] {
  return {
    styleOverrides: {
      paper: ({ theme }) => ({
        borderColor: theme.vars.palette.divider,
        ...(skin === 'bordered' ? { boxShadow: 'none' } : {}),
      }),
    },
  };
}
