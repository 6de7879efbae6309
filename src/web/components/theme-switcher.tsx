import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useSettings } from '@web/core/settings/settings-provider';
import type { ThemeMode } from '@web/core/settings/settings-types';
import { useTranslation } from 'react-i18next';
import { MenuButton } from './menu-button/menu-button';

const MODES: { mode: ThemeMode; Icon: typeof IconSun }[] = [
  { mode: 'light', Icon: IconSun },
  { mode: 'dark', Icon: IconMoon },
  { mode: 'system', Icon: IconDeviceDesktop },
];

/** Light, dark or the system's choice; the button shows the current one. */
export function ThemeSwitcher() {
  const { settings, store } = useSettings();
  const { t } = useTranslation();
  const Current = MODES.find((m) => m.mode === settings.theme)?.Icon ?? IconDeviceDesktop;
  const label = `${t('navbar.theme')}: ${t(`theme.${settings.theme}`)}`;

  return (
    <MenuButton
      label={label}
      icon={<Current size={22} stroke={1.75} aria-hidden />}
      choices={MODES.map(({ mode, Icon }) => ({
        key: mode,
        label: t(`theme.${mode}`),
        icon: <Icon size={20} stroke={1.75} aria-hidden />,
        selected: settings.theme === mode,
      }))}
      onChoose={(mode) => store.update({ theme: mode as ThemeMode })}
    />
  );
}
