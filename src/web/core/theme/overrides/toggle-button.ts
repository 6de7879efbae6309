import { alpha } from '@mui/material/styles';
import type { ThemeComponents } from './override-context';
import { onTint } from '../on-tint';

/** The customizer's choices: cards that light up in the primary colour when chosen. */
export const toggleButton: ThemeComponents['MuiToggleButton'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      textTransform: 'none',
      fontWeight: 500,
      color: theme.palette.text.secondary,
      '&.Mui-selected': {
        color: onTint(theme),
        backgroundColor: alpha(theme.palette.primary.main, 0.08),
        borderColor: theme.palette.primary.main,
        '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.16) },
      },
    }),
  },
};
