import { ALL_SITES_PATH, FRONT_PAGE_PATH } from '@common/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { IconLayoutDashboard, IconLogin2 } from '@tabler/icons-react';
import { useSession } from '@web/lib/session-context';
import { HydrateLater } from '@web/lib/staged-hydration';
import { useSite } from '@web/lib/site-context';
import { AppLogo } from '@web/components/app-logo';
import { LanguageSwitcher } from '@web/components/language-switcher';
import { ThemeSwitcher } from '@web/components/theme-switcher';
import { PATHS } from '@web/lib/paths';
import { useLandingPath } from '@web/lib/use-landing-path';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LayoutProps } from './layout-props';
import { FrontSearch } from './parts/front-search';

const accountButtonSx = {
  flexShrink: 0,
  whiteSpace: 'nowrap',
  px: { xs: 1.5, sm: 2 },
  '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
} as const;

/**
 * The sites' public pages: a light header (site, language, theme, sign in or my account), the
 * page, a footer. It shares no code with the admin chrome, so front pages stay small.
 */
export function FrontLayout({ children, wrapperClassName }: LayoutProps) {
  const { site } = useSite();
  const { session } = useSession();
  const landing = useLandingPath();
  const { t, i18n } = useTranslation();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 8 });
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
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
          {/* The controls hydrate a task after the bar (staged-hydration.tsx); as one element that
              the flex row sees through, so the header lays out as if they were its own children. */}
          <HydrateLater stage={1}>
            <div style={{ display: 'contents' }}>
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
            </div>
          </HydrateLater>
        </Container>
      </Box>
      {/* The header bar hydrates first, its controls, the page and the footer in later tasks (staged-hydration.tsx). */}
      <HydrateLater stage={2}>
        <Box component="main" className={wrapperClassName} sx={{ flexGrow: 1 }}>
          {children}
        </Box>
      </HydrateLater>
      <HydrateLater stage={3}>
        <Box component="footer" sx={{ py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
            <Typography variant="body2" color="textSecondary" dir={i18n.dir()}>
              {t('footer.copyright', { year: new Date().getFullYear(), name: site.configuration.AppTitle })}
            </Typography>
          </Container>
        </Box>
      </HydrateLater>
    </Box>
  );
}
