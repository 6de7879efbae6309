import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FRONT_PAGE_PATH } from '@common/constants';
import { AppLogo } from '@web/components/app-logo';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface AuthHeadingProps {
  title: string;
  subtitle?: ReactNode;
}

/** The site's logo (a way home) over the page's title and prompt; shared by both variant styles. */
export function AuthHeading({ title, subtitle }: AuthHeadingProps) {
  return (
    <>
      <Link component={RouterLink} to={FRONT_PAGE_PATH} underline="none" sx={{ alignSelf: 'flex-start' }}>
        <AppLogo />
      </Link>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 0.75 }}>
          {title}
        </Typography>
        {subtitle && <Typography color="textSecondary">{subtitle}</Typography>}
      </Box>
    </>
  );
}
