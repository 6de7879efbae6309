import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The examples' items side by side, wrapping on a narrow screen. */
export function DemoRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      {children}
    </Stack>
  );
}
