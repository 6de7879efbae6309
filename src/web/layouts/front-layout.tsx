import { ALL_SITES_PATH, FRONT_PAGE_PATH } from '@common/constants';
import { useSite } from '@web/app/site-context';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LayoutProps } from './layout-props';

/** The sites' public pages: a light header with the site's name, the page, a footer. */
export function FrontLayout({ children, wrapperClassName }: LayoutProps) {
  const { site } = useSite();
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2 }}>
            <Link
              component={RouterLink}
              to={FRONT_PAGE_PATH}
              underline="none"
              color="inherit"
              sx={{ fontWeight: 700, fontSize: '1.25rem', flexGrow: 1 }}
            >
              {site.configuration.AppTitle}
            </Link>
            {site.id === 'generic' && (
              <Button component={RouterLink} to={ALL_SITES_PATH} color="primary">
                {t('sites.all')}
              </Button>
            )}
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" className={wrapperClassName} sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <Box component="footer" sx={{ py: 3, borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Typography variant="body2" color="text.secondary">
            {t('footer.copyright', { year: new Date().getFullYear(), name: site.configuration.AppName })}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
