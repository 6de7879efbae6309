import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MONTHS = Array.from({ length: 12 }, (_, i) => i);

export default function TabsScrollable() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState(0);
  // Month names in the reader's language, from the browser's own calendar data.
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long' });
  return (
    <Tabs
      value={tab}
      onChange={(_, value: number) => setTab(value)}
      variant="scrollable"
      scrollButtons
      allowScrollButtonsMobile
      aria-label={t('components.tabs.months')}
    >
      {MONTHS.map((m) => (
        <Tab key={m} label={monthName.format(new Date(2026, m, 1))} />
      ))}
    </Tabs>
  );
}
