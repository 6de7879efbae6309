import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  IconApps,
  IconCreditCard,
  IconGift,
  IconHome,
  IconLock,
  IconUserEdit,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressDialog } from './address-dialog';
import { CreateAppDialog } from './create-app-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { PaymentDialog } from './payment-dialog';
import { ReferEarnDialog } from './refer-earn-dialog';
import type { AddressInput } from './schemas';
import { ShareProjectDialog } from './share-project-dialog';
import { TwoFactorDialog } from './two-factor-dialog';

type DialogProps = { open: boolean; onClose: () => void };

/** The address "Edit address" opens with, as if read from the account. */
const SAVED_ADDRESS: AddressInput = {
  kind: 'office',
  fullName: 'Oliwia Nowak',
  phone: '+48 600 100 200',
  line1: 'ul. Długa 12',
  line2: '',
  city: 'Kraków',
  zip: '31-147',
  country: 'pl',
  isDefault: true,
};
const EditAddressDialog = (props: DialogProps) => <AddressDialog {...props} initial={SAVED_ADDRESS} />;

/** Each card: its key in pages.dialogs.card.<key>, its icon, and the buttons with the dialog each opens. */
const CARDS: { key: string; Icon: Icon; buttons: { key: string; Dialog: ComponentType<DialogProps> }[] }[] = [
  { key: 'share', Icon: IconUsers, buttons: [{ key: 'share', Dialog: ShareProjectDialog }] },
  {
    key: 'address',
    Icon: IconHome,
    buttons: [
      { key: 'addAddress', Dialog: AddressDialog },
      { key: 'editAddress', Dialog: EditAddressDialog },
    ],
  },
  { key: 'payment', Icon: IconCreditCard, buttons: [{ key: 'payment', Dialog: PaymentDialog }] },
  { key: 'editUser', Icon: IconUserEdit, buttons: [{ key: 'editUser', Dialog: EditUserDialog }] },
  { key: 'createApp', Icon: IconApps, buttons: [{ key: 'createApp', Dialog: CreateAppDialog }] },
  { key: 'refer', Icon: IconGift, buttons: [{ key: 'refer', Dialog: ReferEarnDialog }] },
  { key: 'twoFactor', Icon: IconLock, buttons: [{ key: 'twoFactor', Dialog: TwoFactorDialog }] },
];

/** The example cards; each button opens its dialog (one at a time, the one last pressed). */
export function DialogExamples() {
  const { t } = useTranslation();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const close = () => setOpenKey(null);
  return (
    <Grid container spacing={3}>
      {CARDS.map(({ key, Icon, buttons }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card component="section" sx={{ height: '100%' }}>
            <CardContent
              sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                textAlign: 'center',
                gap: 1.5,
              }}
            >
              <Box sx={{ color: 'primary.main', mt: 1 }}>
                <Icon size={44} stroke={1.5} aria-hidden />
              </Box>
              <Typography variant="h5" component="h2">
                {t(`pages.dialogs.card.${key}`)}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1 }}>
                {t(`pages.dialogs.card.${key}Desc`)}
              </Typography>
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
                {buttons.map((b) => (
                  <Button key={b.key} variant="contained" onClick={() => setOpenKey(b.key)}>
                    {t(`pages.dialogs.open.${b.key}`)}
                  </Button>
                ))}
              </Stack>
            </CardContent>
          </Card>
          {buttons.map(({ key: buttonKey, Dialog }) => (
            <Dialog key={buttonKey} open={openKey === buttonKey} onClose={close} />
          ))}
        </Grid>
      ))}
    </Grid>
  );
}
