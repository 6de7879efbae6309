import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { IconChevronRight, IconCircle } from '@tabler/icons-react';
import { isGroupActive, isLinkActive, type ActiveRoute } from '@web/navigation/menu-logic';
import type { NavGroupItem, NavItem, NavLinkItem } from '@web/navigation/nav-types';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { onTint } from '@web/core/theme/on-tint';
import { useSite } from '@web/lib/site-context';
import { NavCounterBadge } from './nav-counter';

interface ItemsProps {
  items: NavItem[];
  route: ActiveRoute;
  /** The rail of icons: labels, section titles and open groups are hidden until it expands. */
  mini: boolean;
  /**
   * Long labels wrap onto more lines. Not on a rail that widens while hovered: a label wrapping
   * while the width grows would make the rows jump; there it ends in "…" and shows in full in a
   * tooltip (its title).
   */
  wrap: boolean;
  depth?: number;
}

const ITEM_HEIGHT = 38;

/**
 * A label wraps onto a second line rather than being cut off ("Rollen und Berechtigungen",
 * "Przykłady okien dialogowych"); a single over-long word breaks too.
 */
function labelProps(wrap: boolean, active: boolean) {
  return {
    noWrap: !wrap,
    sx: { fontWeight: active ? 600 : 400, ...(wrap ? { overflowWrap: 'anywhere' as const, lineHeight: 1.35 } : {}) },
  };
}

type EntryProps<T> = Required<Omit<ItemsProps, 'items'>> & { item: T };

function ItemIcon({ item, depth, active }: { item: NavLinkItem | NavGroupItem; depth: number; active: boolean }) {
  const Icon = item.icon;
  return (
    <ListItemIcon sx={{ width: 22, justifyContent: 'center' }}>
      {Icon ? (
        <Icon size={22} stroke={1.75} aria-hidden />
      ) : (
        // Entries without their own icon (inside groups) get a small ring, filled when current.
        <Box component="span" sx={{ display: 'flex', opacity: active ? 1 : 0.7 }}>
          <IconCircle
            size={depth > 1 ? 8 : 10}
            stroke={active ? 0 : 2}
            fill={active ? 'currentColor' : 'none'}
            aria-hidden
          />
        </Box>
      )}
    </ListItemIcon>
  );
}

function LinkEntry({ item, route, mini, wrap, depth }: EntryProps<NavLinkItem>) {
  const { t } = useTranslation();
  const { preloadPage } = useSite();
  const active = isLinkActive(item, route);
  const title = t(item.title);
  return (
    <ListItemButton
      component={RouterLink}
      to={item.to}
      // The page's code starts loading as the pointer or focus reaches the entry (site-route-table.ts).
      onPointerEnter={() => preloadPage(item.to)}
      onFocus={() => preloadPage(item.to)}
      aria-current={active ? 'page' : undefined}
      aria-label={mini ? title : undefined}
      title={wrap || mini ? undefined : title}
      sx={(theme) => ({
        minHeight: ITEM_HEIGHT,
        px: 1.5,
        mb: 0.5,
        paddingInlineStart: mini ? 1.5 : 1.5 + depth * 1.25,
        color: 'text.primary',
        ...(active && depth === 0 && item.icon
          ? {
              // The current top-level page stands out as a gradient pill, as in the template.
              background: `linear-gradient(72deg, ${theme.vars.palette.primary.main} 22%, ${theme.alpha(theme.vars.palette.primary.main, 0.7)} 100%)`,
              color: theme.vars.palette.primary.contrastText,
              boxShadow: `0 2px 6px ${theme.alpha(theme.vars.palette.primary.main, 0.3)}`,
              '&:hover': { background: theme.vars.palette.primary.main },
            }
          : active
            ? { bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.16), color: onTint(theme), fontWeight: 600 }
            : {}),
      })}
    >
      <ItemIcon item={item} depth={depth} active={active} />
      <ListItemText
        primary={title}
        sx={{ m: 0, opacity: mini ? 0 : 1, transition: 'opacity .2s' }}
        slotProps={{ primary: labelProps(wrap, active) }}
      />
      {item.counter && !mini && <NavCounterBadge counter={item.counter} />}
    </ListItemButton>
  );
}

function GroupEntry({ item, route, mini, wrap, depth }: EntryProps<NavGroupItem>) {
  const { t } = useTranslation();
  const active = isGroupActive(item, route);
  const [open, setOpen] = useState(active);
  const childrenId = useId();
  // Landing on a page inside a group (a link, the search, the back button) opens its group.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  const expanded = open && !mini;
  const title = t(item.title);
  return (
    <>
      <ListItemButton
        aria-expanded={expanded}
        aria-controls={childrenId}
        aria-label={mini ? title : undefined}
        title={wrap || mini ? undefined : title}
        onClick={() => setOpen((o) => !o)}
        sx={{
          minHeight: ITEM_HEIGHT,
          px: 1.5,
          mb: 0.5,
          paddingInlineStart: mini ? 1.5 : 1.5 + depth * 1.25,
          color: 'text.primary',
          bgcolor: active || expanded ? 'action.selected' : undefined,
        }}
      >
        <ItemIcon item={item} depth={depth} active={active} />
        <ListItemText
          primary={title}
          sx={{ m: 0, opacity: mini ? 0 : 1, transition: 'opacity .2s' }}
          slotProps={{ primary: labelProps(wrap, active) }}
        />
        <Box
          component="span"
          sx={(theme) => ({
            display: 'flex',
            opacity: mini ? 0 : 0.7,
            transition: 'transform .2s',
            // Closed, it points the way the text reads (left when right-to-left); open, down.
            transform: `${theme.direction === 'rtl' ? 'scaleX(-1) ' : ''}${expanded ? 'rotate(90deg)' : 'rotate(0deg)'}`,
          })}
        >
          <IconChevronRight size={18} aria-hidden />
        </Box>
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit id={childrenId}>
        <List disablePadding>
          <VerticalNavItems items={item.children} route={route} mini={mini} wrap={wrap} depth={depth + 1} />
        </List>
      </Collapse>
    </>
  );
}

/** The menu as a tree of links and collapsible groups under section titles. */
export function VerticalNavItems({ items, route, mini, wrap, depth = 0 }: ItemsProps) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item, i) => {
        if (item.kind === 'heading') {
          return (
            <ListSubheader
              key={`h-${item.title}`}
              disableSticky
              sx={{
                bgcolor: 'transparent',
                lineHeight: 1.5,
                mt: i === 0 ? 0.5 : 2,
                mb: 1,
                px: 1.5,
                fontSize: '0.8125rem',
                color: 'text.secondary',
                textTransform: 'uppercase',
                letterSpacing: 0.4,
                whiteSpace: wrap ? 'normal' : 'nowrap',
              }}
            >
              {mini ? (
                <Box component="span" aria-hidden sx={{ display: 'block', width: 18, borderTop: 1, mt: 1 }} />
              ) : (
                t(item.title)
              )}
            </ListSubheader>
          );
        }
        return (
          <Box component="li" key={`${item.kind}-${item.title}-${i}`} sx={{ listStyle: 'none' }}>
            {item.kind === 'group' ? (
              <GroupEntry item={item} route={route} mini={mini} wrap={wrap} depth={depth} />
            ) : (
              <LinkEntry item={item} route={route} mini={mini} wrap={wrap} depth={depth} />
            )}
          </Box>
        );
      })}
    </>
  );
}
