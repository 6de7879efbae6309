import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The public billing pages' heading and width: title, one line under it, the page. */
export function BillingPageFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Stack spacing={4} useFlexGap>
        <Stack spacing={1} sx={{ textAlign: 'center', alignItems: 'center' }}>
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          <Typography color="textSecondary" sx={{ maxWidth: 640 }}>
            {subtitle}
          </Typography>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
