import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';

interface TitledCardProps {
  title: ReactNode;
  subheader?: ReactNode;
  /** Controls at the header's end (a menu, a button). */
  action?: ReactNode;
  /** The content, in CardContent unless `bare` (a list or a table that brings its own padding). */
  children: ReactNode;
  bare?: boolean;
  sx?: CardProps['sx'];
}

/**
 * A card with its title as a second-level heading under the page's h1, so a screen reader's
 * heading list names every card; the whole row's height, so the cards of a row line up.
 */
export function TitledCard({ title, subheader, action, children, bare = false, sx }: TitledCardProps) {
  return (
    <Card component="section" sx={{ height: '100%', display: 'flex', flexDirection: 'column', ...sx }}>
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{ title: { variant: 'h5', component: 'h2' }, subheader: { variant: 'body2' } }}
      />
      {bare ? children : <CardContent sx={{ pt: 0, flexGrow: 1 }}>{children}</CardContent>}
    </Card>
  );
}
