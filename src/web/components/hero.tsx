import { FREE_TRIAL_MONTHS } from '@common/constants';
import { SITE_LISTING_KIND } from '@common/schemas/listings';
import { useSite } from '@web/lib/site-context';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ADD_NEW_PATH, searchHref } from './front/search-href';

export interface HeroProps {
  /** The site's own picture, drawn in SVG/CSS (decorative: the words carry the meaning). */
  art: ReactNode;
  /** Translation key of the headline (h1). */
  title: string;
  /** Translation key of the line under it. */
  subtitle: string;
  /** split: words beside the picture; centered: words over it, for sites that lead with a mood. */
  variant?: 'centered' | 'split';
}

/**
 * The front page's hero: the site's name, its promise, the free trial and two calls to action,
 * "Browse offers" (the search, narrowed to the site's kind) and "Publish an offer" (add-new).
 */
export function Hero({ art, title, subtitle, variant = 'split' }: HeroProps) {
  const { site } = useSite();
  const { t } = useTranslation();
  const theme = useTheme();
  const primary = theme.vars.palette.primary.main;
  const split = variant === 'split';

  const text = (
    <Stack spacing={2.5} sx={{ alignItems: split ? 'flex-start' : 'center', textAlign: split ? 'start' : 'center' }}>
      <Typography variant="overline" component="p" sx={{ letterSpacing: 2, color: 'text.secondary', fontWeight: 700 }}>
        {site.configuration.AppTitle}
      </Typography>
      <Typography
        variant="h2"
        id="front-hero"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '2.25rem', md: '3.25rem' }, lineHeight: 1.1 }}
      >
        {t(title)}
      </Typography>
      <Typography variant="h6" component="p" color="textSecondary" sx={{ maxWidth: 620, fontWeight: 400 }}>
        {t(subtitle)}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', justifyContent: split ? 'flex-start' : 'center' }}
      >
        <Button
          component={RouterLink}
          to={searchHref({ kind: SITE_LISTING_KIND[site.id] })}
          variant="contained"
          size="large"
        >
          {t('front.cta.browse')}
        </Button>
        <Button component={RouterLink} to={ADD_NEW_PATH} variant="outlined" size="large">
          {t('front.cta.publish')}
        </Button>
      </Stack>
      <Chip label={t('front.trial', { months: FREE_TRIAL_MONTHS })} color="primary" variant="outlined" size="small" />
    </Stack>
  );

  return (
    <Box
      component="section"
      aria-labelledby="front-hero"
      sx={{
        py: { xs: 6, md: 10 },
        overflow: 'hidden',
        background: split
          ? `linear-gradient(120deg, ${theme.alpha(primary, 0.16)} 0%, transparent 65%)`
          : `radial-gradient(ellipse at top, ${theme.alpha(primary, 0.22)} 0%, transparent 65%)`,
      }}
    >
      <Container maxWidth="lg">
        {split ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={6} sx={{ alignItems: 'center' }}>
            <Box sx={{ flex: 3 }}>{text}</Box>
            <Box aria-hidden sx={{ flex: 2, width: '100%', maxWidth: 420, color: 'primary.main' }}>
              {art}
            </Box>
          </Stack>
        ) : (
          <Stack spacing={4} sx={{ alignItems: 'center' }}>
            {text}
            <Box aria-hidden sx={{ width: '100%', maxWidth: 720, color: 'primary.main' }}>
              {art}
            </Box>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
