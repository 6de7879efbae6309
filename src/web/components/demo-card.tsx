import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card holding one demo of the template's pages. */
export function DemoCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: description ? 0.5 : 2.5 }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2.5 }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
