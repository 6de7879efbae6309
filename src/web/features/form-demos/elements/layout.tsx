import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { DemoCard } from '@web/components/demo-card';
import type { ReactNode } from 'react';

export const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

/** The demo cards of an element page: two columns on wide screens, one on phones. */
export function DemoGrid({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={6}>
      {children}
    </Grid>
  );
}

/** One demo card in the grid; `wide` spans both columns. */
export function Demo({
  title,
  description,
  wide,
  children,
}: {
  title: string;
  description?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Grid size={{ xs: 12, lg: wide ? 12 : 6 }}>
      <DemoCard title={title} {...(description ? { description } : {})}>
        {children}
      </DemoCard>
    </Grid>
  );
}

/** Controls side by side, wrapping on narrow screens. */
export function Row({ children, gap = 2 }: { children: ReactNode; gap?: number }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap, alignItems: 'center' }}>
      {children}
    </Stack>
  );
}
