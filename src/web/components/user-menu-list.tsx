import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  IconCalendar,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconLogout,
  IconMail,
  IconMessageCircle,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { accountSettingsPath, PATHS, userProfilePath } from '@web/lib/paths';
import { useSession } from '@web/lib/session-context';
import { useSite } from '@web/lib/site-context';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { UserMenuProps } from './user-menu';

/** The apps every signed-in user has of their own (issue #35), in the order the menu lists them. */
const OWN_APPS = [
  { to: PATHS.chat, title: 'nav.chat', Icon: IconMessageCircle },
  { to: PATHS.email, title: 'nav.email', Icon: IconMail },
  { to: PATHS.calendar, title: 'nav.calendar', Icon: IconCalendar },
  { to: PATHS.kanban, title: 'nav.kanban', Icon: IconLayoutKanban },
] as const;

export interface UserMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  user?: UserMenuProps['user'];
  initial: string;
}

/**
 * The account menu's popup (profile, settings, sign-out). Its own chunk, loaded when the avatar is
 * first used (ADR 0021): Menu, Popover and Modal are not needed to paint a signed-in page.
 */
export default function UserMenuList({ id: menuId, anchor, onClose: close, user, initial }: UserMenuListProps) {
  const { t } = useTranslation();
  const { site, hasPage } = useSite();
  const { ability } = useSession();
  // On a marketplace, the seller's own dashboard (issue #33): a member's Home leads there, but an
  // administrator's Home is the site's admin landing, so this is their way to their own offers.
  const sellerHome = site.home === 'seller' && hasPage(PATHS.sellerHome) && ability.can('create', 'Listing');
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar src={user?.avatarUrl ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {initial}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {user ? user.name : t('userMenu.account')}
          </Typography>
          {user && (
            <Typography variant="caption" color="textSecondary" noWrap component="p">
              {user.email}
            </Typography>
          )}
        </Box>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to={userProfilePath()} onClick={close}>
        <ListItemIcon>
          <IconUser size={20} aria-hidden />
        </ListItemIcon>
        <ListItemText primary={t('nav.userProfile')} />
      </MenuItem>
      {sellerHome && (
        <MenuItem component={RouterLink} to={PATHS.sellerHome} onClick={close}>
          <ListItemIcon>
            <IconLayoutDashboard size={20} aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t('userMenu.sellerHome')} />
        </MenuItem>
      )}
      {/* Everyone's own apps: the admin menu links them too, but a member has no admin menu. */}
      {OWN_APPS.filter((app) => hasPage(app.to)).map(({ to, title, Icon }) => (
        <MenuItem key={to} component={RouterLink} to={to} onClick={close}>
          <ListItemIcon>
            <Icon size={20} aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t(title)} />
        </MenuItem>
      ))}
      <MenuItem component={RouterLink} to={accountSettingsPath()} onClick={close}>
        <ListItemIcon>
          <IconSettings size={20} aria-hidden />
        </ListItemIcon>
        <ListItemText primary={t('nav.accountSettings')} />
      </MenuItem>
      <Divider />
      {/* /logout (the accounts work) ends the session on the server too, then goes to /login. */}
      <MenuItem component={RouterLink} to={PATHS.logout} onClick={close}>
        <ListItemIcon>
          <IconLogout size={20} aria-hidden />
        </ListItemIcon>
        <ListItemText primary={t('userMenu.signOut')} />
      </MenuItem>
    </Menu>
  );
}
