import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import { DemoCard } from '@web/components/demo-card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDemoSubmit } from '../use-demo-submit';

type Panel = 'address' | 'delivery' | 'payment';

/** A checkout in three folding sections; one is open at a time. */
export function CollapsibleForm() {
  const { t } = useTranslation();
  const { onSubmit, onReset, note } = useDemoSubmit();
  const [open, setOpen] = useState<Panel | false>('address');
  const [payment, setPayment] = useState('card');
  const panel = (id: Panel, title: string, body: React.ReactNode) => (
    <Accordion expanded={open === id} onChange={(_, isOpen) => setOpen(isOpen ? id : false)}>
      <AccordionSummary expandIcon={<IconChevronDown size={20} aria-hidden />} id={`collapsible-${id}`}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{body}</AccordionDetails>
    </Accordion>
  );
  return (
    <DemoCard title={t('forms.layouts.collapsible')} description={t('forms.layouts.collapsibleDesc')}>
      {note}
      <form noValidate onSubmit={onSubmit} onReset={onReset}>
        {panel(
          'address',
          t('forms.layouts.delivery'),
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('forms.f.firstName')} autoComplete="name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('forms.f.phone')} type="tel" autoComplete="tel" />
            </Grid>
            <Grid size={12}>
              <TextField fullWidth label={t('forms.f.address')} autoComplete="street-address" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('forms.f.city')} autoComplete="address-level2" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('forms.f.postcode')} autoComplete="postal-code" />
            </Grid>
          </Grid>,
        )}
        {panel(
          'delivery',
          t('forms.layouts.speed'),
          <RadioGroup aria-label={t('forms.layouts.speed')} defaultValue="standard" name="speed">
            {(['standard', 'express', 'overnight'] as const).map((s) => (
              <FormControlLabel key={s} value={s} control={<Radio />} label={t(`forms.layouts.speed.${s}`)} />
            ))}
          </RadioGroup>,
        )}
        {panel(
          'payment',
          t('forms.layouts.payment'),
          <Stack sx={{ gap: 3 }}>
            <RadioGroup
              row
              aria-label={t('forms.layouts.payment')}
              value={payment}
              onChange={(e) => setPayment(e.target.value)}
            >
              <FormControlLabel value="card" control={<Radio />} label={t('forms.layouts.pay.card')} />
              <FormControlLabel value="cash" control={<Radio />} label={t('forms.layouts.pay.cash')} />
            </RadioGroup>
            {payment === 'card' && (
              <Grid container spacing={3}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField fullWidth label={t('forms.f.cardNumber')} autoComplete="cc-number" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField fullWidth label={t('forms.f.cardName')} autoComplete="cc-name" />
                </Grid>
                <Grid size={6}>
                  <TextField fullWidth label={t('forms.f.expiry')} autoComplete="cc-exp" placeholder="MM/YY" />
                </Grid>
                <Grid size={6}>
                  <TextField fullWidth label={t('forms.f.cvv')} autoComplete="cc-csc" />
                </Grid>
              </Grid>
            )}
          </Stack>,
        )}
        <Stack direction="row" sx={{ gap: 2, mt: 3, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">
            {t('forms.submit')}
          </Button>
          <Button type="reset" variant="tonal" color="secondary">
            {t('forms.reset')}
          </Button>
        </Stack>
      </form>
    </DemoCard>
  );
}
