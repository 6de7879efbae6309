import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { IconLogin2, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useSession } from '@web/lib/session-context';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountSettingsPath, PATHS, userProfilePath } from '@web/lib/paths';
import { Link as RouterLink } from 'react-router';

export interface UserMenuProps {
  /** Who is signed in, once the layout has fetched it; the menu works without it. */
  user?: { name: string; email: string } | undefined;
}

/** The navbar's user slot: "Sign in" for visitors, the account menu for signed-in users. */
export function UserMenu({ user }: UserMenuProps) {
  const { session } = useSession();
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  if (!session) {
    return (
      <Button
        component={RouterLink}
        to={PATHS.login}
        variant="contained"
        size="small"
        startIcon={<IconLogin2 size={18} aria-hidden />}
      >
        {t('userMenu.signIn')}
      </Button>
    );
  }

  const initial = (user?.name ?? '?').slice(0, 1).toUpperCase();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('userMenu.account')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Badge
          overlap="circular"
          variant="dot"
          color="success"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <Avatar sx={{ width: 36, height: 36, fontSize: '1rem', fontWeight: 600 }}>{initial}</Avatar>
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar sx={{ width: 36, height: 36 }}>{initial}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {user ? user.name : t('userMenu.account')}
            </Typography>
            {user && (
              <Typography variant="caption" color="text.secondary" noWrap component="p">
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
    </>
  );
}
