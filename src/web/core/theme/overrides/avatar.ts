import { alpha } from '@mui/material/styles';
import type { ThemeComponents } from './override-context';

export const avatar: ThemeComponents['MuiAvatar'] = {
  styleOverrides: {
    colorDefault: ({ theme }) => ({
      backgroundColor: alpha(theme.palette.primary.main, 0.16),
      color: theme.palette.primary.main,
    }),
    rounded: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }),
  },
};
