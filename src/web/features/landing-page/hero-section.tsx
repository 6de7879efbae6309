import { TRIAL_MONTHS } from '@common/billing/plans';
import { LANG_CODES } from '@common/i18n/languages';
import { SITE_IDS } from '@common/sites/site-config';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowDown, IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HeroArt } from './hero-art';

const STATS = [
  // Counted, not typed: the figures grow with the product.
  { value: String(LANG_CODES.length), label: 'landing.hero.stat1' },
  { value: String(SITE_IDS.length), label: 'landing.hero.stat2' },
  { value: String(TRIAL_MONTHS), label: 'landing.hero.stat3' },
] as const;

/** The first screen: the promise, the trial, two ways on, three figures and the dashboard's picture. */
export function HeroSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id="landing-hero"
      aria-labelledby="landing-hero-title"
      sx={(theme) => ({
        pt: { xs: 6, md: 10 },
        pb: { xs: 6, md: 8 },
        overflow: 'hidden',
        background: `radial-gradient(ellipse 80% 60% at 50% 0%, ${theme.alpha(theme.vars.palette.primary.main, 0.2)} 0%, transparent 70%)`,
      })}
    >
      <Container maxWidth="lg">
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 820, mx: 'auto' }}>
          <Chip
            icon={<IconGift size={18} aria-hidden />}
            label={t('landing.hero.badge', { months: TRIAL_MONTHS })}
            color="primary"
            variant="outlined"
            sx={{ fontWeight: 600, bgcolor: 'background.paper' }}
            data-testid="landing-trial-badge"
          />
          <Typography
            id="landing-hero-title"
            component="h1"
            variant="h2"
            sx={{ fontWeight: 800, lineHeight: 1.12, fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.5rem' } }}
          >
            {t('landing.hero.title')}
          </Typography>
          <Typography component="p" variant="h6" color="textSecondary" sx={{ fontWeight: 400, maxWidth: 680 }}>
            {t('landing.hero.subtitle')}
          </Typography>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button href="#pricing" variant="contained" size="large" sx={{ px: 4 }}>
              {t('landing.hero.primary')}
            </Button>
            <Button href="#features" variant="outlined" size="large" endIcon={<IconArrowDown size={18} aria-hidden />}>
              {t('landing.hero.secondary')}
            </Button>
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: { xs: 1.5, sm: 4 },
              m: 0,
              pt: 1,
              width: '100%',
              maxWidth: 620,
            }}
          >
            {STATS.map((s) => (
              <Box
                key={s.label}
                // The figure above its words; packed from the top so the figures line up when words wrap.
                sx={{
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  justifyContent: 'flex-end',
                  alignItems: 'center',
                }}
              >
                <Typography component="dt" variant="body2" color="textSecondary" sx={{ lineHeight: 1.3 }}>
                  {t(s.label)}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.25rem' }, color: 'primary.main' }}
                >
                  {s.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Stack>
        <Box
          sx={(theme) => ({
            mt: { xs: 5, md: 7 },
            mx: 'auto',
            maxWidth: 960,
            borderRadius: 3,
            p: { xs: 0.75, sm: 1.25 },
            bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1),
            boxShadow: `0 24px 60px ${theme.alpha(theme.vars.palette.primary.main, 0.22)}`,
          })}
        >
          <HeroArt />
        </Box>
      </Container>
    </Box>
  );
}
