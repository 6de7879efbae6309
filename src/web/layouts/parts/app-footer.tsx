import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FRONT_PAGE_PATH } from '@common/constants';
import { PATHS } from '@web/lib/paths';
import { useSite } from '@web/lib/site-context';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The static footer at the end of the page. */
export function AppFooter() {
  const { site, hasPage } = useSite();
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center', py: 2 }}
    >
      {/* In the language's own direction, so English on a right-to-left page keeps its full stop at the end. */}
      <Typography variant="body2" color="textSecondary" dir={i18n.dir()}>
        {t('footer.copyright', { year: new Date().getFullYear(), name: site.configuration.AppTitle })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2.5 }}>
        <Link component={RouterLink} to={FRONT_PAGE_PATH} variant="body2" underline="hover">
          {t('footer.frontPage')}
        </Link>
        {/* Hidden until the help center page is built: a footer link never leads to a 404. */}
        {hasPage(PATHS.helpCenter) && (
          <Link component={RouterLink} to={PATHS.helpCenter} variant="body2" underline="hover">
            {t('nav.helpCenter')}
          </Link>
        )}
      </Box>
    </Box>
  );
}
