import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['home', 'profile', 'messages'] as const;

/**
 * Navigation inside a card: underlined tabs or tinted pills over one panel. The tabs follow the
 * arrow keys (MUI), and each panel is labelled by its tab.
 */
export function NavCard({ variant }: { variant: 'tabs' | 'pills' }) {
  const { t } = useTranslation();
  const [section, setSection] = useState<(typeof SECTIONS)[number]>('home');
  const base = useId();
  const pills = variant === 'pills';
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <Typography variant="h5" component="h2" sx={{ px: 3, pt: 3 }}>
        {t(pills ? 'cards.basic.pillsTitle' : 'cards.basic.tabsTitle')}
      </Typography>
      <Tabs
        value={section}
        onChange={(_, v: (typeof SECTIONS)[number]) => setSection(v)}
        aria-label={t(pills ? 'cards.basic.pillsTitle' : 'cards.basic.tabsTitle')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={
          pills
            ? {
                px: 2,
                pt: 2,
                '& .MuiTabs-indicator': { display: 'none' },
                '& .MuiTab-root': { minHeight: 38, borderRadius: 1, mx: 0.5 },
                '& .MuiTab-root.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
              }
            : { px: 2 }
        }
      >
        {SECTIONS.map((s) => (
          <Tab
            key={s}
            value={s}
            label={t(`cards.basic.section.${s}`)}
            id={`${base}-tab-${s}`}
            aria-controls={`${base}-panel-${s}`}
          />
        ))}
      </Tabs>
      {!pills && <Divider />}
      <CardContent role="tabpanel" id={`${base}-panel-${section}`} aria-labelledby={`${base}-tab-${section}`}>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t(`cards.basic.section.${section}Heading`)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t(`cards.basic.section.${section}Body`)}
        </Typography>
        <Box>
          <Button variant="contained" size="small">
            {t('cards.basic.readMore')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
