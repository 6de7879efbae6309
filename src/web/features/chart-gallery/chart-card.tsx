import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One chart of the gallery: its title and what it shows above it, an optional note below. */
export function ChartCard({
  title,
  subheader,
  note,
  children,
}: {
  title: string;
  subheader: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="chart-card"
    >
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { component: 'h2', variant: 'h5' }, subheader: { variant: 'body2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        {children}
        {note && (
          <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 1.5 }}>
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
