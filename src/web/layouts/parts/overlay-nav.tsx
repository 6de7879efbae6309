import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { IconX } from '@tabler/icons-react';
import { LAYOUT } from '@web/core/theme/layout-tokens';
import { useTranslation } from 'react-i18next';
import { NavContent } from './vertical-nav';

/** The navigation as a drawer over the page, below 1279 px (its own chunk: see vertical-nav.tsx). */
export default function OverlayNav({
  open,
  onClose,
  semiDark,
}: {
  open: boolean;
  onClose: () => void;
  semiDark: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      // The drawer is portalled out of any wrapper, so it carries the attribute itself.
      {...(semiDark ? { 'data-color-scheme': 'dark' } : {})}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: LAYOUT.navWidth } } }}
      data-testid="overlay-nav"
    >
      <NavContent
        mini={false}
        wrap
        header={
          <IconButton aria-label={t('navbar.closeNavigation')} onClick={onClose} edge="end">
            <IconX size={20} aria-hidden />
          </IconButton>
        }
      />
    </Drawer>
  );
}
