import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TABS = ['overview', 'activity', 'settings'] as const;

export default function TabsVertical() {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const id = useId();
  // Up and down arrows move between vertical tabs.
  return (
    <Box sx={{ display: 'flex', gap: 3, minHeight: 160 }}>
      <Tabs
        orientation="vertical"
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        selectionFollowsFocus
        aria-label={t('components.tabs.sections')}
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {TABS.map((name, i) => (
          <Tab
            key={name}
            label={t(`components.tabs.${name}`)}
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
          />
        ))}
      </Tabs>
      {TABS.map((name, i) => (
        <Box key={name} role="tabpanel" hidden={tab !== i} id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`}>
          {tab === i && <Typography variant="body2">{t(`components.tabs.${name}Text`)}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
