import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  IconBrandPaypal,
  IconBuildingBank,
  IconCreditCard,
  IconDeviceLaptop,
  IconDeviceMobile,
  IconDeviceWatch,
  IconHeadphones,
  IconReceiptRefund,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from './titled-card';
import { TonalAvatar, InitialsAvatar } from './tonal';
import type { Tone } from './tone';
import { useFormats } from './use-formats';

const TRANSACTIONS = [
  { kind: 'wallet', icon: IconWallet, tone: 'primary', amount: -74 },
  { kind: 'bank', icon: IconBuildingBank, tone: 'success', amount: 480 },
  { kind: 'paypal', icon: IconBrandPaypal, tone: 'info', amount: 590 },
  { kind: 'card', icon: IconCreditCard, tone: 'warning', amount: -23 },
  { kind: 'refund', icon: IconReceiptRefund, tone: 'error', amount: 98 },
] as const satisfies readonly { kind: string; icon: unknown; tone: Tone; amount: number }[];

/** Money in and out, each row with its way of paying and its signed amount. */
export function TransactionsCard() {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <TitledCard title={t('cards.advance.transactions')} subheader={t('cards.advance.transactionsSub')} bare>
      <List sx={{ pt: 0 }}>
        {TRANSACTIONS.map(({ kind, icon: Icon, tone, amount }) => (
          <ListItem key={kind} sx={{ px: 3 }}>
            <ListItemAvatar>
              <TonalAvatar tone={tone}>
                <Icon size={22} aria-hidden />
              </TonalAvatar>
            </ListItemAvatar>
            <ListItemText primary={t(`cards.advance.tx.${kind}`)} secondary={t(`cards.advance.tx.${kind}Note`)} />
            <Typography
              sx={{ fontWeight: 500, color: amount < 0 ? 'error.main' : 'success.main', whiteSpace: 'nowrap' }}
            >
              {amount > 0 ? '+' : ''}
              {f.money(amount)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </TitledCard>
  );
}

const PRODUCTS = [
  { key: 'phone', icon: IconDeviceMobile, tone: 'primary', sales: 12_480 },
  { key: 'laptop', icon: IconDeviceLaptop, tone: 'info', sales: 9_860 },
  { key: 'headphones', icon: IconHeadphones, tone: 'success', sales: 7_215 },
  { key: 'watch', icon: IconDeviceWatch, tone: 'warning', sales: 4_390 },
] as const;

/** The best sellers and what they brought in. */
export function TopProductsCard() {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <TitledCard title={t('cards.advance.topProducts')} subheader={t('cards.advance.topProductsSub')} bare>
      <List sx={{ pt: 0 }}>
        {PRODUCTS.map(({ key, icon: Icon, tone, sales }) => (
          <ListItem key={key} sx={{ px: 3 }}>
            <ListItemAvatar>
              <TonalAvatar tone={tone}>
                <Icon size={22} aria-hidden />
              </TonalAvatar>
            </ListItemAvatar>
            <ListItemText primary={t(`cards.product.${key}`)} secondary={t(`cards.product.${key}Kind`)} />
            <Typography sx={{ fontWeight: 500 }}>{f.money(sales)}</Typography>
          </ListItem>
        ))}
      </List>
    </TitledCard>
  );
}

const INSTRUCTORS = [
  { name: 'Maya Lindqvist', initials: 'ML', topic: 'design', courses: 33 },
  { name: 'Omar Farouk', initials: 'OF', topic: 'development', courses: 52 },
  { name: 'Chen Jing', initials: 'CJ', topic: 'marketing', courses: 12 },
  { name: 'Lucía Romero', initials: 'LR', topic: 'photography', courses: 8 },
] as const;

/** Instructors with their subject and how many courses they give. */
export function InstructorsCard() {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <TitledCard title={t('cards.advance.instructors')} bare>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 3, py: 1, bgcolor: 'action.hover' }}>
        <Typography variant="overline" component="p">
          {t('cards.advance.instructor')}
        </Typography>
        <Typography variant="overline" component="p">
          {t('cards.advance.courses')}
        </Typography>
      </Box>
      <List>
        {INSTRUCTORS.map((p) => (
          <ListItem key={p.name} sx={{ px: 3 }}>
            <ListItemAvatar>
              <InitialsAvatar initials={p.initials} />
            </ListItemAvatar>
            <ListItemText primary={p.name} secondary={t(`cards.topic.${p.topic}`)} />
            <Typography sx={{ fontWeight: 500 }}>{f.number(p.courses)}</Typography>
          </ListItem>
        ))}
      </List>
    </TitledCard>
  );
}
