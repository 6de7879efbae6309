import { ALL_SITES_PATH, FRONT_PAGE_PATH } from '@common/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { IconLayoutDashboard, IconLogin2 } from '@tabler/icons-react';
import { useSession } from '@web/lib/session-context';
import { useSite } from '@web/lib/site-context';
import { AppLogo } from '@web/components/app-logo';
import { LanguageSwitcher } from '@web/components/language-switcher';
import { ThemeSwitcher } from '@web/components/theme-switcher';
import { PATHS } from '@web/lib/paths';
import { useLandingPath } from '@web/lib/use-landing-path';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FrontSearch } from './front-search';

const accountButtonSx = {
  flexShrink: 0,
  whiteSpace: 'nowrap',
  px: { xs: 1.5, sm: 2 },
  '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
} as const;

/**
 * The public pages' header bar: the site, its search, language and theme, and sign in or my
 * account. An island on a server-rendered page (ADR 0026): it shades as the page scrolls.
 */
export function FrontHeader() {
  const { site } = useSite();
  const { session } = useSession();
  const landing = useLandingPath();
  const { t } = useTranslation();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 8 });
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        bgcolor: theme.alpha(theme.vars.palette.background.paper, scrolled ? 0.86 : 0.6),
        backdropFilter: 'blur(9px)',
        borderBottom: 1,
        borderColor: scrolled ? 'divider' : 'transparent',
        boxShadow: scrolled ? theme.vars.shadows[2] : 'none',
        transition: theme.transitions.create(['box-shadow', 'background-color']),
      })}
    >
      {/* On a phone the header is tight: narrower margins, a smaller brand that may wrap, and a
        sign-in button without its icon that never wraps. */}
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.25, sm: 1 },
          minHeight: 64,
          px: { xs: 1.5, sm: 3 },
        }}
      >
        <Link
          component={RouterLink}
          to={FRONT_PAGE_PATH}
          underline="none"
          sx={{ flexGrow: 1, display: 'flex', minWidth: 0 }}
        >
          <AppLogo compact />
        </Link>
        {site.id === 'generic' && (
          <Button
            component={RouterLink}
            to={ALL_SITES_PATH}
            color="primary"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('sites.all')}
          </Button>
        )}
        <FrontSearch />
        <LanguageSwitcher />
        <ThemeSwitcher />
        {session ? (
          <Button
            component={RouterLink}
            to={landing}
            variant="contained"
            startIcon={<IconLayoutDashboard size={18} aria-hidden />}
            sx={accountButtonSx}
          >
            {t('front.myAccount')}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={PATHS.login}
            variant="contained"
            startIcon={<IconLogin2 size={18} aria-hidden />}
            sx={accountButtonSx}
          >
            {t('userMenu.signIn')}
          </Button>
        )}
      </Container>
    </Box>
  );
}
