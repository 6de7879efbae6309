import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { AppLogo } from '@web/components/app-logo';
import { CustomizerButton } from '@web/core/customizer/customizer-button';
import { effectiveLayout, OVERLAY_MEDIA_QUERY } from '@web/core/settings/settings-rules';
import { useSettings } from '@web/core/settings/settings-provider';
import { LAYOUT } from '@web/core/theme/layout-tokens';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { CONTENT_HEIGHT_FIXED, type LayoutProps } from './layout-props';
import { AppFooter } from './parts/app-footer';
import { RealtimeStatusSlot } from '@web/components/realtime-status/realtime-status-slot';
import { Navbar } from './parts/navbar';
import { VerticalNav } from './parts/vertical-nav';

const MAIN_ID = 'main-content';

// Loaded when first needed (ADR 0021): the customizer when opened (or its buttons are reached),
// the horizontal menu (with Popper) only in the horizontal layout, which is not the default.
const loadCustomizer = () => import('@web/core/customizer/customizer-drawer');
const CustomizerDrawer = lazy(() => loadCustomizer().then((m) => ({ default: m.CustomizerDrawer })));
const HorizontalNav = lazy(() => import('./parts/horizontal-nav').then((m) => ({ default: m.HorizontalNav })));

/** Boxed content stops at the template's 1440 px; fluid takes the whole width. */
function Boxed({ children, className }: { children: ReactNode; className?: string }) {
  const { settings } = useSettings();
  return (
    <Box
      className={className}
      sx={{
        width: '100%',
        mx: 'auto',
        px: { xs: 2, sm: `${LAYOUT.contentPadding}px` },
        maxWidth: settings.contentWidth === 'boxed' ? LAYOUT.contentMaxWidth : 'none',
      }}
    >
      {children}
    </Box>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_ID}`}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip,
        p: 1.5,
        bgcolor: 'background.paper',
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('navbar.skipToContent')}
    </Link>
  );
}

/**
 * The signed-in chrome (SPEC.md section 4): vertical or horizontal navigation from the settings,
 * forced vertical and overlaid below 1279 px; a sticky (blurred) or hidden navbar; boxed or fluid
 * content; a static footer; the customizer.
 */
export function DefaultLayout({ children, wrapperClassName }: LayoutProps) {
  const { settings } = useSettings();
  const overlay = useMediaQuery(OVERLAY_MEDIA_QUERY, { noSsr: true });
  const layout = effectiveLayout(settings, overlay);
  const [navOpen, setNavOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [customizerWanted, setCustomizerWanted] = useState(false);
  if (customizerOpen && !customizerWanted) setCustomizerWanted(true);
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 0 });
  const { pathname } = useLocation();

  // A page chosen in the overlay menu closes it; so does growing past the overlay width.
  const [navFor, setNavFor] = useState({ pathname, overlay });
  if (navFor.pathname !== pathname || navFor.overlay !== overlay) {
    setNavFor({ pathname, overlay });
    setNavOpen(false);
  }

  const horizontal = layout.nav === 'horizontal';
  const offset = horizontal || layout.overlay ? 0 : layout.collapsed ? LAYOUT.navCollapsedWidth : LAYOUT.navWidth;
  const showNavbar = horizontal || layout.overlay || settings.navbarType === 'sticky';
  const openCustomizer = () => setCustomizerOpen(true);

  const surface = (opacity: number) => (theme: Theme) =>
    settings.navbarBlur
      ? { bgcolor: theme.alpha(theme.vars.palette.background.paper, opacity), backdropFilter: 'blur(9px)' }
      : { bgcolor: 'background.paper' };

  return (
    <Box
      className={wrapperClassName}
      data-nav-layout={layout.nav}
      data-nav-overlay={layout.overlay || undefined}
      sx={{
        minHeight: '100dvh',
        bgcolor: 'background.default',
        [`&.${CONTENT_HEIGHT_FIXED}`]: {
          height: '100dvh',
          overflow: 'hidden',
          '& .layout-column': { height: '100dvh' },
          '& .layout-page-content': { flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column' },
          '& .layout-page-content > *': { flexGrow: 1, minHeight: 0 },
        },
      }}
    >
      <SkipLink />
      {!horizontal && (
        <VerticalNav
          overlay={layout.overlay}
          collapsed={layout.collapsed}
          overlayOpen={navOpen}
          onOverlayClose={() => setNavOpen(false)}
        />
      )}
      <Box
        className="layout-column"
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100dvh',
          marginLeft: `${offset}px`,
          transition: theme.transitions.create('margin', { duration: theme.transitions.duration.shorter }),
        })}
      >
        {horizontal ? (
          <Box
            component="header"
            sx={[
              (theme) => ({
                position: 'sticky',
                top: 0,
                zIndex: theme.zIndex.appBar,
                borderBottom: 1,
                borderColor: 'divider',
                boxShadow: scrolled && settings.skin !== 'bordered' ? theme.vars.shadows[3] : 'none',
              }),
              surface(0.88),
            ]}
          >
            <Boxed>
              <Navbar
                start={
                  <Box component={RouterLink} to="/" sx={{ textDecoration: 'none', mr: 2, display: 'flex' }}>
                    <AppLogo />
                  </Box>
                }
                onOpenCustomizer={openCustomizer}
              />
            </Boxed>
            <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
              <Boxed>
                <Suspense fallback={<Box sx={{ minHeight: LAYOUT.horizontalNavHeight }} />}>
                  <HorizontalNav />
                </Suspense>
              </Boxed>
            </Box>
          </Box>
        ) : (
          showNavbar && (
            <Box
              component="header"
              sx={(theme) => ({
                position: 'sticky',
                top: 0,
                zIndex: theme.zIndex.appBar,
                pt: { xs: 0, md: 1.5 },
                // A soft fade above the floating navbar, so scrolled content does not cut it hard.
                background: `linear-gradient(180deg, ${theme.alpha(theme.vars.palette.background.default, 0.7)} 44%, ${theme.alpha(theme.vars.palette.background.default, 0)})`,
              })}
            >
              <Boxed>
                <Box
                  sx={[
                    (theme) => ({
                      px: { xs: 1, sm: 2.5 },
                      borderRadius: { xs: 0, md: 1.5 },
                      border: settings.skin === 'bordered' ? `1px solid ${theme.vars.palette.divider}` : 'none',
                      boxShadow: settings.skin === 'bordered' ? 'none' : theme.vars.shadows[scrolled ? 4 : 2],
                      transition: theme.transitions.create('box-shadow'),
                    }),
                    surface(0.85),
                  ]}
                >
                  <Navbar
                    onOpenNavigation={layout.overlay ? () => setNavOpen(true) : undefined}
                    navigationOpen={navOpen}
                    onOpenCustomizer={openCustomizer}
                  />
                </Box>
              </Boxed>
            </Box>
          )
        )}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          className="layout-page-content"
          sx={{ flexGrow: 1, py: 3, outline: 'none' }}
        >
          <Boxed className="layout-page-content">{children}</Boxed>
        </Box>
        <Boxed>
          <AppFooter />
        </Boxed>
        <RealtimeStatusSlot />
      </Box>
      <CustomizerButton onClick={openCustomizer} onReach={() => void loadCustomizer()} />
      {customizerWanted && (
        <Suspense fallback={null}>
          <CustomizerDrawer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
