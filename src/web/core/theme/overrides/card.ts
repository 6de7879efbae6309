import type { OverrideContext, ThemeComponents } from './override-context';

/** Cards float on a soft shadow; in the bordered skin they sit flat inside a thin border. */
export function card({ skin }: OverrideContext): ThemeComponents['MuiCard'] {
  return {
    defaultProps: { elevation: skin === 'bordered' ? 0 : 2, variant: skin === 'bordered' ? 'outlined' : 'elevation' },
    styleOverrides: { root: ({ theme }) => ({ borderRadius: Number(theme.shape.borderRadius) * 1.5 }) },
  };
}

export const cardHeader: ThemeComponents['MuiCardHeader'] = {
  styleOverrides: {
    root: { padding: '24px 24px 0' },
    title: ({ theme }) => ({ ...theme.typography.h5 }),
    action: { alignSelf: 'center', margin: 0 },
  },
};

export const cardContent: ThemeComponents['MuiCardContent'] = {
  styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } },
};
