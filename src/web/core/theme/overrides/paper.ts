import type { OverrideContext, ThemeComponents } from './override-context';

export function paper({ skin }: OverrideContext): ThemeComponents['MuiPaper'] {
  return {
    styleOverrides: {
      root: { backgroundImage: 'none' },
      // In the bordered skin a raised surface (menu, popover) keeps a border instead of a shadow.
      elevation: ({ theme }) => (skin === 'bordered' ? { border: `1px solid ${theme.vars.palette.divider}` } : {}),
    },
  };
}
