import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import { IconCircle, IconCircleDot } from '@tabler/icons-react';
import { AppLogo } from '@web/components/app-logo';
import { useSettings } from '@web/core/settings/settings-provider';
import { LAYOUT } from '@web/core/theme/layout-tokens';
import { useActiveRoute, useMenu } from '@web/navigation/use-menu';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VerticalNavItems } from './vertical-nav-items';

export const MAIN_NAV_ID = 'main-navigation';

/**
 * The drawer of the navigation below 1279 px (Drawer, Modal and their transitions): loaded when
 * first opened, or the pointer or focus reaches the menu button (ADR 0021), so a phone does not
 * load it to paint a page.
 */
export const loadOverlayNav = () => import('./overlay-nav');
const OverlayNav = lazy(loadOverlayNav);

/**
 * Semi-dark: the navigation keeps the dark palette while the page is light. The theme's dark
 * variables live under [data-color-scheme="dark"], so the attribute on a wrapper is all it takes;
 * `display: contents` keeps the wrapper out of the layout.
 */
function SemiDark({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return enabled ? (
    <Box data-color-scheme="dark" sx={{ display: 'contents' }}>
      {children}
    </Box>
  ) : (
    <>{children}</>
  );
}

export function NavContent({ mini, wrap, header }: { mini: boolean; wrap: boolean; header: ReactNode }) {
  const { t } = useTranslation();
  const menu = useMenu();
  const route = useActiveRoute();
  const navRef = useRef<HTMLElement>(null);
  // The current page's entry is in view when the menu opens, even far down a long menu.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'center' });
  }, [route.pathname]);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', height: LAYOUT.navbarHeight, px: 2.75, flexShrink: 0, gap: 1 }}>
        <Box component={RouterLink} to="/" sx={{ textDecoration: 'none', flexGrow: 1, minWidth: 0, display: 'flex' }}>
          <AppLogo showTitle={!mini} />
        </Box>
        {!mini && header}
      </Box>
      <Box
        component="nav"
        ref={navRef}
        id={MAIN_NAV_ID}
        aria-label={t('common.mainNavigation')}
        sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', px: 1.75, pb: 2 }}
      >
        <List disablePadding>
          <VerticalNavItems items={menu} route={route} mini={mini} wrap={wrap} />
        </List>
      </Box>
    </Box>
  );
}

interface VerticalNavProps {
  overlay: boolean;
  collapsed: boolean;
  overlayOpen: boolean;
  onOverlayClose: () => void;
}

/**
 * The side navigation: fixed beside the page on wide screens (a rail of icons when collapsed,
 * widening while hovered or focused), a drawer over the page below 1279 px.
 */
export function VerticalNav({ overlay, collapsed, overlayOpen, onOverlayClose }: VerticalNavProps) {
  const { t } = useTranslation();
  const { settings, store, colorScheme } = useSettings();
  const [hovered, setHovered] = useState(false);
  const semiDark = settings.semiDarkNav && colorScheme === 'light';
  // Mounted from its first opening on (its closing slide then runs as before).
  const [overlayWanted, setOverlayWanted] = useState(false);
  if (overlay && overlayOpen && !overlayWanted) setOverlayWanted(true);

  if (overlay) {
    if (!overlayWanted) return null;
    return (
      <Suspense fallback={null}>
        <OverlayNav open={overlayOpen} onClose={onOverlayClose} semiDark={semiDark} />
      </Suspense>
    );
  }

  const mini = collapsed && !hovered;
  const width = mini ? LAYOUT.navCollapsedWidth : LAYOUT.navWidth;
  const PinIcon = collapsed ? IconCircle : IconCircleDot;
  return (
    <SemiDark enabled={semiDark}>
      <Box
        component="aside"
        className="no-print"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovered(false);
        }}
        sx={(theme) => ({
          position: 'fixed',
          top: 0,
          left: 0,
          bottom: 0,
          zIndex: theme.zIndex.drawer,
          width,
          overflow: 'hidden',
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          borderRight: settings.skin === 'bordered' ? `1px solid ${theme.vars.palette.divider}` : 'none',
          boxShadow: settings.skin === 'bordered' ? 'none' : theme.vars.shadows[2],
        })}
      >
        <NavContent
          mini={mini}
          wrap={!collapsed}
          header={
            <IconButton
              aria-label={collapsed ? t('navbar.expandNavigation') : t('navbar.collapseNavigation')}
              onClick={() => store.setNavLayout(collapsed ? 'vertical' : 'collapsed')}
              size="small"
              edge="end"
            >
              <PinIcon size={20} aria-hidden />
            </IconButton>
          }
        />
      </Box>
    </SemiDark>
  );
}
