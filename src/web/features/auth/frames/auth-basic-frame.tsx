import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { AuthHeading, type AuthHeadingProps } from './auth-heading';

/**
 * "Basic" (v1) style: one card in the middle of the page, with two soft shapes peeking out from
 * behind its corners so the page does not look empty on a large screen.
 */
export function AuthBasicFrame({ title, subtitle, children }: AuthHeadingProps & { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 }, overflow: 'hidden' }}>
      <Box sx={{ position: 'relative', width: '100%', maxWidth: 460 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: { xs: 'none', sm: 'block' },
            position: 'absolute',
            top: -56,
            insetInlineStart: -64,
            width: 150,
            height: 150,
            borderRadius: 4,
            transform: 'rotate(18deg)',
            backgroundImage: `radial-gradient(${theme.alpha(theme.vars.palette.primary.main, 0.45)} 2px, transparent 2.5px)`,
            backgroundSize: '16px 16px',
          })}
        />
        <Box
          aria-hidden
          sx={(theme) => ({
            display: { xs: 'none', sm: 'block' },
            position: 'absolute',
            bottom: -72,
            insetInlineEnd: -80,
            width: 200,
            height: 200,
            borderRadius: '50%',
            border: `28px solid ${theme.alpha(theme.vars.palette.primary.main, 0.14)}`,
          })}
        />
        <Card sx={{ position: 'relative', boxShadow: 6 }}>
          <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
            <Stack spacing={3}>
              <AuthHeading title={title} subtitle={subtitle} />
              {children}
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
