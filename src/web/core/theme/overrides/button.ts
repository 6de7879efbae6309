import type { Theme } from '@mui/material/styles';
import { onTint } from '../on-tint';
import type { ThemeComponents } from './override-context';

declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    /** A soft, tinted button (the template's "tonal" variant). */
    tonal: true;
  }
}

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

export const button: ThemeComponents['MuiButton'] = {
  defaultProps: { disableElevation: true },
  styleOverrides: {
    root: ({ theme }) => ({
      borderRadius: theme.shape.borderRadius,
      fontWeight: 500,
      letterSpacing: 0.2,
      transition: theme.transitions.create(['background-color', 'box-shadow', 'transform', 'border-color']),
    }),
    sizeLarge: { padding: '10px 26px', fontSize: '1.0625rem' },
    sizeMedium: { padding: '8px 20px' },
    sizeSmall: { padding: '4px 14px', fontSize: '0.8125rem' },
  },
  variants: [
    ...COLORS.map((color) => ({
      props: { variant: 'contained' as const, color },
      style: ({ theme }: { theme: Theme }) => ({
        boxShadow: `0 2px 6px ${theme.alpha(theme.vars.palette[color].main, 0.3)}`,
        '&:hover': { boxShadow: `0 4px 12px ${theme.alpha(theme.vars.palette[color].main, 0.4)}` },
        '&:active': { transform: 'translateY(1px)' },
      }),
    })),
    ...COLORS.map((color) => ({
      props: { variant: 'tonal' as const, color },
      style: ({ theme }: { theme: Theme }) => ({
        color: onTint(theme, color),
        backgroundColor: theme.alpha(theme.vars.palette[color].main, 0.16),
        '&:hover': { backgroundColor: theme.alpha(theme.vars.palette[color].main, 0.24) },
      }),
    })),
  ],
};
