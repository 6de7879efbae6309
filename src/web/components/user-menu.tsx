import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { IconLogin2 } from '@tabler/icons-react';
import { useSession } from '@web/lib/session-context';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@web/lib/paths';
import { Link as RouterLink } from 'react-router';

// The menu loads when the avatar is first used, or the pointer or focus reaches it (ADR 0021).
const loadList = () => import('./user-menu-list');
const UserMenuList = lazy(loadList);

export interface UserMenuProps {
  /** Who is signed in, once the layout has fetched it; the menu works without it. */
  user?: { name: string; email: string; avatarUrl: string | null } | undefined;
}

/** The navbar's user slot: "Sign in" for visitors, the account menu for signed-in users. */
export function UserMenu({ user }: UserMenuProps) {
  const { session } = useSession();
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
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
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <Badge
          overlap="circular"
          variant="dot"
          color="success"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          {/* The account's picture once it has one: the upload refreshes `me`, so it shows at once. */}
          <Avatar
            src={user?.avatarUrl ?? undefined}
            alt=""
            sx={{ width: 36, height: 36, fontSize: '1rem', fontWeight: 600 }}
          >
            {initial}
          </Avatar>
        </Badge>
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <UserMenuList id={menuId} anchor={anchor} onClose={close} user={user} initial={initial} />
        </Suspense>
      )}
    </>
  );
}
