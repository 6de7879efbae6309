import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TABS = ['overview', 'activity', 'settings'] as const;

export default function TabsBasic() {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const id = useId();
  // Left and right arrows move between tabs (mirrored in right-to-left), Home and End to the ends;
  // the panels are light, so the tab chosen follows the focus.
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        selectionFollowsFocus
        // On a narrow screen the tabs scroll instead of being cut off.
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('components.tabs.sections')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name, i) => (
          <Tab
            key={name}
            label={t(`components.tabs.${name}`)}
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
          />
        ))}
        <Tab label={t('components.tabs.disabled')} disabled />
      </Tabs>
      {TABS.map((name, i) => (
        <Box
          key={name}
          role="tabpanel"
          hidden={tab !== i}
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          sx={{ pt: 2.5 }}
        >
          {tab === i && <Typography variant="body2">{t(`components.tabs.${name}Text`)}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
