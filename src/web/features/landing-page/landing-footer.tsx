import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AppLogo } from '@web/components/app-logo';
import { useSite } from '@web/lib/site-context';
import { useTranslation } from 'react-i18next';
import { LANDING_SECTIONS } from './landing-sections';

/** The page's foot: the site, a line on the product, the section links again. Static HTML. */
export function LandingFooter() {
  const { t } = useTranslation();
  const { site } = useSite();
  return (
    <Box
      component="footer"
      sx={{ mt: { xs: 4, md: 6 }, py: 5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, justifyContent: 'space-between' }}
      >
        <Box sx={{ maxWidth: 360 }}>
          <AppLogo />
          <Typography color="textSecondary" sx={{ mt: 1.5 }}>
            {t('landing.footer.tagline')}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            © {site.configuration.AppTitle}. {t('landing.footer.rights')}
          </Typography>
        </Box>
        <Box component="nav" aria-label={t('landing.nav.label')}>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 3 } }}
          >
            {LANDING_SECTIONS.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.id}`} color="textSecondary" underline="hover">
                  {t(s.label)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
