import { ALL_SITES_PATH, FREE_TRIAL_MONTHS } from '@common/constants';
import { PATHS } from '@web/lib/paths';
import { useSession } from '@web/lib/session-context';
import { useSite } from '@web/lib/site-context';
import { useLandingPath } from '@web/lib/use-landing-path';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface HeroProps {
  /** A Tabler icon that says what the site is about. */
  Icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  /** centered: text over a soft gradient; split: text beside a large emblem. */
  variant?: 'centered' | 'split';
}

/** The front page's hero: the site's name, its promise, the free trial, two calls to action. */
export function Hero({ Icon, variant = 'centered' }: HeroProps) {
  const { site } = useSite();
  const { session } = useSession();
  const landing = useLandingPath();
  const { t } = useTranslation();
  const theme = useTheme();
  const primary = theme.palette.primary.main;
  const split = variant === 'split';

  const text = (
    <Stack spacing={3} sx={{ alignItems: split ? 'flex-start' : 'center', textAlign: split ? 'start' : 'center' }}>
      <Chip label={t('front.trial', { months: FREE_TRIAL_MONTHS })} color="primary" variant="outlined" />
      <Typography variant="overline" component="p" sx={{ letterSpacing: 2, color: 'text.secondary' }}>
        {site.configuration.AppTitle}
      </Typography>
      <Typography variant="h2" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2.25rem', md: '3.5rem' } }}>
        {t('front.hero.title')}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 640, fontWeight: 400 }}>
        {t('front.hero.subtitle')}
      </Typography>
      {/* Until listings exist there is nothing to search or add: browsing shows the other sites and
          publishing starts with an account (a signed-in reader goes where signing in would take them). */}
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', justifyContent: split ? 'flex-start' : 'center' }}>
        <Button component={RouterLink} to={ALL_SITES_PATH} variant="contained" size="large">
          {t('front.cta.browse')}
        </Button>
        <Button component={RouterLink} to={session ? landing : PATHS.register} variant="outlined" size="large">
          {t('front.cta.publish')}
        </Button>
      </Stack>
    </Stack>
  );

  return (
    <Box
      component="section"
      sx={{
        py: { xs: 8, md: 14 },
        background: split
          ? `linear-gradient(120deg, ${alpha(primary, 0.16)} 0%, transparent 60%)`
          : `radial-gradient(ellipse at top, ${alpha(primary, 0.22)} 0%, transparent 65%)`,
      }}
    >
      <Container maxWidth="lg">
        {split ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={6} sx={{ alignItems: 'center' }}>
            <Box sx={{ flex: 3 }}>{text}</Box>
            <Box
              sx={{
                flex: 2,
                display: 'grid',
                placeItems: 'center',
                aspectRatio: '1',
                maxWidth: 360,
                width: '100%',
                borderRadius: '50%',
                bgcolor: alpha(primary, 0.12),
                color: 'primary.main',
              }}
            >
              <Icon size={160} stroke={1.25} aria-hidden />
            </Box>
          </Stack>
        ) : (
          <Stack spacing={4} sx={{ alignItems: 'center' }}>
            <Box sx={{ color: 'primary.main' }}>
              <Icon size={72} stroke={1.5} aria-hidden />
            </Box>
            {text}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
