import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { AuthHeading, type AuthHeadingProps } from './auth-heading';

/**
 * "Cover" (v2) style: a split screen, the picture on one side and the form on a full-height
 * panel on the other. Below the md breakpoint only the form remains.
 */
export function AuthCoverFrame({
  title,
  subtitle,
  illustration,
  children,
}: AuthHeadingProps & { illustration: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex' }}>
      <Box
        sx={(theme) => ({
          flex: 1,
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          p: 6,
          bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.06),
          ...theme.applyStyles('dark', { bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.12) }),
        })}
      >
        {illustration}
      </Box>
      <Box
        sx={{
          width: { xs: '100%', md: 480 },
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          p: { xs: 3, sm: 6 },
          bgcolor: 'background.paper',
          boxShadow: { md: 8 },
        }}
      >
        <Stack spacing={3} sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
          <AuthHeading title={title} subtitle={subtitle} />
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
