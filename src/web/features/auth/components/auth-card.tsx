import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSite } from '@web/lib/site-context';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { FRONT_PAGE_PATH } from '@common/constants';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card every sign-in screen uses, under the site's name. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const { site } = useSite();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
      <Card sx={{ width: '100%', maxWidth: 460, boxShadow: 6 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Stack spacing={3}>
            <Typography
              component={RouterLink}
              to={FRONT_PAGE_PATH}
              variant="h5"
              sx={{ fontWeight: 800, color: 'primary.main', textDecoration: 'none', textAlign: 'center' }}
            >
              {site.configuration.AppTitle}
            </Typography>
            <Box>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 0.5 }}>
                {title}
              </Typography>
              {subtitle && <Typography color="textSecondary">{subtitle}</Typography>}
            </Box>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
