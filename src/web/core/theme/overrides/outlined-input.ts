import type { ThemeComponents } from './override-context';

export const outlinedInput: ThemeComponents['MuiOutlinedInput'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      borderRadius: theme.shape.borderRadius,
      '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
    }),
  },
};
