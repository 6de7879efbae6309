import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  IconBan,
  IconClick,
  IconMail,
  IconMailOpened,
  IconMoodSad,
  IconUserPlus,
  type TablerIcon,
} from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from './titled-card';
import { TonalAvatar, TonalChip } from './tonal';
import type { Tone } from './tone';
import { TrendChip } from './trend-chip';
import { useFormats } from './use-formats';

const COUNTRIES = [
  { code: 'US', sales: 8_656, change: 0.252 },
  { code: 'BR', sales: 2_415, change: -0.062 },
  { code: 'IN', sales: 865, change: 0.121 },
  { code: 'AU', sales: 745, change: -0.114 },
  { code: 'FR', sales: 45, change: 0.169 },
] as const;

/** A country's flag from its two letters (regional indicator symbols): no picture to load. */
const flag = (code: string) => String.fromCodePoint(...[...code].map((c) => 0x1f1a5 + c.charCodeAt(0)));

/** Sales per country, the countries named in the reader's language by the browser itself. */
export function SalesByCountryCard() {
  const { t } = useTranslation();
  const f = useFormats();
  const names = useMemo(() => new Intl.DisplayNames([f.tag], { type: 'region' }), [f.tag]);
  return (
    <TitledCard title={t('cards.widgets.countries')} subheader={t('cards.widgets.countriesSub')} bare>
      <List sx={{ pt: 0 }}>
        {COUNTRIES.map(({ code, sales, change }) => (
          <ListItem key={code} sx={{ px: 3 }}>
            <ListItemAvatar>
              <Box aria-hidden sx={{ fontSize: 28, lineHeight: 1 }}>
                {flag(code)}
              </Box>
            </ListItemAvatar>
            <ListItemText primary={f.compactMoney(sales * 1000)} secondary={names.of(code)} />
            <TrendChip change={change} />
          </ListItem>
        ))}
      </List>
    </TitledCard>
  );
}

const CAMPAIGN: readonly { key: string; icon: TablerIcon; tone: Tone; count: number; share: number }[] = [
  { key: 'emails', icon: IconMail, tone: 'success', count: 12_346, share: 0.3 },
  { key: 'opened', icon: IconMailOpened, tone: 'info', count: 8_734, share: 0.24 },
  { key: 'clicked', icon: IconClick, tone: 'warning', count: 967, share: 0.14 },
  { key: 'subscribed', icon: IconUserPlus, tone: 'primary', count: 345, share: 0.08 },
  { key: 'complaints', icon: IconMoodSad, tone: 'secondary', count: 10, share: 0.01 },
  { key: 'unsubscribed', icon: IconBan, tone: 'error', count: 86, share: 0.02 },
];

/** A mailing's month: how many were sent, opened, clicked..., each with its share. */
export function MonthlyCampaignCard() {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <TitledCard title={t('cards.widgets.campaign')} subheader={t('cards.widgets.campaignSub')} bare>
      <List sx={{ pt: 0 }}>
        {CAMPAIGN.map(({ key, icon: Icon, tone, count, share }) => (
          <ListItem key={key} sx={{ px: 3, gap: 1 }}>
            <ListItemAvatar>
              <TonalAvatar tone={tone} size={34}>
                <Icon size={20} aria-hidden />
              </TonalAvatar>
            </ListItemAvatar>
            <ListItemText primary={t(`cards.widgets.camp.${key}`)} />
            <Typography sx={{ fontWeight: 500, minWidth: 56, textAlign: 'end' }}>{f.number(count)}</Typography>
            <TonalChip tone={tone} label={f.percent(share)} />
          </ListItem>
        ))}
      </List>
    </TitledCard>
  );
}
