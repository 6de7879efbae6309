import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { keyframes, type Theme } from '@mui/material/styles';
import { IconChevronDown, IconChevronRight, IconCircle } from '@tabler/icons-react';
import { LAYOUT } from '@web/core/theme/layout-tokens';
import { horizontalBar, isGroupActive, isLinkActive, type ActiveRoute } from '@web/navigation/menu-logic';
import type { NavGroupItem, NavItem, NavLinkItem } from '@web/navigation/nav-types';
import { useActiveRoute, useMenu } from '@web/navigation/use-menu';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSite } from '@web/lib/site-context';
import { MAIN_NAV_ID } from './vertical-nav';
import { onTint } from '@web/core/theme/on-tint';

/** SPEC.md: the horizontal menu's popovers use "slide-y-reverse": they rise into place from just below. */
const slideYReverse = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;
const CLOSE_DELAY_MS = 120;

const entrySx = (active: boolean, top: boolean) => (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: 1,
  px: top ? 2 : 1.5,
  py: top ? 1 : 0.875,
  width: top ? 'auto' : '100%',
  borderRadius: 1,
  whiteSpace: 'nowrap' as const,
  textDecoration: 'none',
  fontSize: '0.9375rem',
  color: active ? (top ? theme.vars.palette.primary.contrastText : onTint(theme)) : theme.vars.palette.text.primary,
  background: active
    ? top
      ? `linear-gradient(72deg, ${theme.vars.palette.primary.main} 22%, ${theme.alpha(theme.vars.palette.primary.main, 0.7)} 100%)`
      : theme.alpha(theme.vars.palette.primary.main, 0.16)
    : 'transparent',
  boxShadow: active && top ? `0 2px 6px ${theme.alpha(theme.vars.palette.primary.main, 0.3)}` : 'none',
  '&:hover': { bgcolor: active ? undefined : 'action.hover' },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 1 },
});

function Icon({ item, size = 20 }: { item: NavLinkItem | NavGroupItem; size?: number }) {
  const I = item.icon;
  return I ? <I size={size} stroke={1.75} aria-hidden /> : <IconCircle size={10} stroke={2} aria-hidden />;
}

function LinkEntry({ item, route, top }: { item: NavLinkItem; route: ActiveRoute; top: boolean }) {
  const { t } = useTranslation();
  const { preloadPage } = useSite();
  const active = isLinkActive(item, route);
  return (
    <ButtonBase
      component={RouterLink}
      to={item.to}
      aria-current={active ? 'page' : undefined}
      // The page's code starts loading as the pointer or focus reaches the entry (site-route-table.ts).
      onPointerEnter={() => preloadPage(item.to)}
      onFocus={() => preloadPage(item.to)}
      sx={entrySx(active, top)}
    >
      <Icon item={item} />
      {t(item.title)}
    </ButtonBase>
  );
}

/** A group: a button with a popover of its entries, opened by hover, click or the keyboard. */
function GroupEntry({ item, route, top }: { item: NavGroupItem; route: ActiveRoute; top: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const active = isGroupActive(item, route);
  const { pathname } = useLocation();
  // Following a link closes the popover it was in.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setAnchor(null);
  }
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // While the pointer rests on the group (hover opened it), a click must not close it again, however
  // long after the hover it comes; clicks without hover (keyboard, touch) toggle.
  const pointerInside = useRef(false);
  const open = () => {
    clearTimeout(closeTimer.current);
    setAnchor(buttonRef.current);
  };
  const toggle = () => (anchor && !pointerInside.current ? setAnchor(null) : open());
  const onPointerEnter = () => {
    pointerInside.current = true;
    open();
  };
  const onPointerLeave = () => {
    pointerInside.current = false;
    closeSoon();
  };
  const closeSoon = () => {
    closeTimer.current = setTimeout(() => setAnchor(null), CLOSE_DELAY_MS);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && anchor) {
      e.stopPropagation();
      setAnchor(null);
      buttonRef.current?.focus();
    }
  };

  return (
    <Box
      onMouseEnter={onPointerEnter}
      onMouseLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      sx={{ position: 'relative', width: top ? 'auto' : '100%' }}
    >
      <ButtonBase
        ref={buttonRef}
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popupId : undefined}
        onClick={toggle}
        sx={[entrySx(active, top), { bgcolor: !top && active ? 'action.selected' : undefined }]}
      >
        <Icon item={item} />
        <Box component="span" sx={{ flexGrow: 1, textAlign: 'start' }}>
          {t(item.title)}
        </Box>
        {top ? (
          <IconChevronDown size={16} aria-hidden />
        ) : (
          // The submenu opens on the reading side: to the left when right-to-left.
          <Box
            component="span"
            sx={(theme) => ({ display: 'flex', transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined })}
          >
            <IconChevronRight size={16} aria-hidden />
          </Box>
        )}
      </ButtonBase>
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement={top ? 'bottom-start' : 'right-start'}
        modifiers={[
          { name: 'offset', options: { offset: top ? [0, LAYOUT.popoverOffset] : [-8, LAYOUT.popoverOffset] } },
        ]}
        sx={(theme) => ({ zIndex: theme.zIndex.appBar + 1 })}
      >
        <ClickAwayListener
          onClickAway={(e) => {
            // The group's own button toggles it; a click there is not "away". Nor is a click in a
            // submenu's popup: it lives in a portal outside this one (checked by the element, which
            // holds whatever runtime draws the page; the Preact build did not bubble through portals).
            const target = e.target as Element;
            if (!buttonRef.current?.contains(target) && !target.closest?.('[data-nav-popup]')) setAnchor(null);
          }}
        >
          <Paper
            id={popupId}
            data-nav-popup
            // Escape from inside the popup: handled here too, since the popup is a portal (see above).
            onKeyDown={onKeyDown}
            elevation={8}
            sx={{
              p: 1,
              minWidth: 230,
              maxHeight: '70vh',
              overflowY: 'auto',
              animation: `${slideYReverse} .18s ease-out`,
            }}
          >
            <HorizontalItems items={item.children} route={route} top={false} />
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}

function HorizontalItems({ items, route, top }: { items: NavItem[]; route: ActiveRoute; top: boolean }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: top ? 'row' : 'column',
        gap: top ? 0.5 : 0.25,
      }}
    >
      {items.map((item, i) =>
        item.kind === 'heading' ? null : (
          <Box component="li" key={`${item.kind}-${item.title}-${i}`} sx={{ display: 'flex' }}>
            {item.kind === 'group' ? (
              <GroupEntry item={item} route={route} top={top} />
            ) : (
              <LinkEntry item={item} route={route} top={top} />
            )}
          </Box>
        ),
      )}
    </Box>
  );
}

/** The menu as a bar under the navbar (see horizontalBar for how the sections fold into it). */
export function HorizontalNav() {
  const { t } = useTranslation();
  const menu = useMenu();
  const route = useActiveRoute();
  const bar = useMemo(() => horizontalBar(menu), [menu]);
  return (
    <Box
      component="nav"
      id={MAIN_NAV_ID}
      aria-label={t('common.mainNavigation')}
      data-layout="horizontal"
      sx={{ display: 'flex', alignItems: 'center', minHeight: LAYOUT.horizontalNavHeight, overflowX: 'auto' }}
    >
      <HorizontalItems items={bar} route={route} top />
    </Box>
  );
}
