import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { IconBell, IconHeart, IconPhone } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TABS = [
  { id: 'recent', Icon: IconPhone },
  { id: 'favourites', Icon: IconHeart },
  { id: 'alerts', Icon: IconBell },
] as const;

export default function TabsIcons() {
  const { t } = useTranslation();
  const [stacked, setStacked] = useState(0);
  const [inline, setInline] = useState(0);
  const id = useId();
  return (
    <Box>
      {/* Icon above the label: the usual stacked tab. */}
      <Tabs
        value={stacked}
        onChange={(_, v: number) => setStacked(v)}
        variant="fullWidth"
        aria-label={t('components.tabs.calls')}
      >
        {TABS.map(({ id: name, Icon }) => (
          <Tab key={name} icon={<Icon size={22} aria-hidden />} label={t(`components.tabs.${name}`)} />
        ))}
      </Tabs>
      <Typography variant="body2" color="textSecondary" id={`${id}-stacked`} sx={{ my: 2 }}>
        {t(`components.tabs.${TABS[stacked]?.id ?? 'recent'}Text`)}
      </Typography>
      {/* Icon beside the label, in the secondary colour. */}
      <Tabs
        value={inline}
        onChange={(_, v: number) => setInline(v)}
        textColor="secondary"
        variant="scrollable"
        scrollButtons="auto"
        indicatorColor="secondary"
        aria-label={t('components.tabs.calls')}
      >
        {TABS.map(({ id: name, Icon }) => (
          <Tab
            key={name}
            iconPosition="start"
            icon={<Icon size={18} aria-hidden />}
            label={t(`components.tabs.${name}`)}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
