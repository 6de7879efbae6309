import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useSettings } from '@web/core/settings/settings-provider';
import type { ThemeMode } from '@web/core/settings/settings-types';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MODES: { mode: ThemeMode; Icon: typeof IconSun }[] = [
  { mode: 'light', Icon: IconSun },
  { mode: 'dark', Icon: IconMoon },
  { mode: 'system', Icon: IconDeviceDesktop },
];

/** Light, dark or the system's choice; the button shows the current one. */
export function ThemeSwitcher() {
  const { settings, store } = useSettings();
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const Current = MODES.find((m) => m.mode === settings.theme)?.Icon ?? IconDeviceDesktop;
  const label = `${t('navbar.theme')}: ${t(`theme.${settings.theme}`)}`;

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Current size={22} stroke={1.75} aria-hidden />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {MODES.map(({ mode, Icon }) => (
          <MenuItem
            key={mode}
            selected={settings.theme === mode}
            role="menuitemradio"
            aria-checked={settings.theme === mode}
            onClick={() => {
              store.update({ theme: mode });
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <Icon size={20} stroke={1.75} aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t(`theme.${mode}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
