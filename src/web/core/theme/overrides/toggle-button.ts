import type { ThemeComponents } from './override-context';
import { onTint } from '../on-tint';

/** The customizer's choices: cards that light up in the primary colour when chosen. */
export const toggleButton: ThemeComponents['MuiToggleButton'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      textTransform: 'none',
      fontWeight: 500,
      color: theme.vars.palette.text.secondary,
      '&.Mui-selected': {
        color: onTint(theme),
        backgroundColor: theme.alpha(theme.vars.palette.primary.main, 0.08),
        borderColor: theme.vars.palette.primary.main,
        '&:hover': { backgroundColor: theme.alpha(theme.vars.palette.primary.main, 0.16) },
      },
    }),
  },
};
