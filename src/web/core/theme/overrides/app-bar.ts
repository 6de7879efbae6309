import type { ThemeComponents } from './override-context';

export const appBar: ThemeComponents['MuiAppBar'] = {
  defaultProps: { elevation: 0, color: 'inherit' },
  styleOverrides: { root: { backgroundImage: 'none' } },
};
