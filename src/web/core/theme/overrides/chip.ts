import type { ThemeComponents } from './override-context';
import { onTint } from '../on-tint';

export const chip: ThemeComponents['MuiChip'] = {
  styleOverrides: {
    root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius, fontWeight: 500 }),
    // Filled chips are tinted, as in the template, rather than solid blocks of colour.
    colorPrimary: ({ theme, ownerState }) =>
      ownerState.variant === 'filled'
        ? { backgroundColor: theme.alpha(theme.vars.palette.primary.main, 0.16), color: onTint(theme) }
        : {},
  },
};
