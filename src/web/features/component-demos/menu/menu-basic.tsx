import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ACTIONS = ['profile', 'account', 'logout'] as const;

export default function MenuBasic() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        endIcon={<IconChevronDown size={18} aria-hidden />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('components.menu.openMenu')}
      </Button>
      {/* Arrow keys move through the items, Escape closes it and the focus returns to the button. */}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {ACTIONS.map((action) => (
          <MenuItem key={action} onClick={close}>
            {t(`components.menu.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
