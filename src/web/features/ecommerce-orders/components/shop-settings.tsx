import { shopSettingsSchema, type ShopSettings } from '@common/schemas/ecommerce-settings';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PageHeader } from '@web/components/page-header';
import { QueryState } from '@web/components/query-state';
import { notify } from '@web/components/snackbar/snackbar-service';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useSaveShopSettings, useShopSettings } from '../api/settings';
import { formatDate } from '../lib/format';

export function ShopSettingsPage() {
  const { t } = useTranslation();
  const settings = useShopSettings();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('ecommerceOrders.settings.title')}
        subtitle={t('ecommerceOrders.settings.subtitle')}
        gutter={false}
      />
      <QueryState
        pending={settings.isPending}
        error={settings.isError}
        errorText={t('ecommerceOrders.settings.loadFailed')}
        onRetry={() => void settings.refetch()}
      >
        {() => (
          <SettingsForm
            key={settings.data!.updatedAt ?? 'defaults'}
            initial={settings.data!.settings}
            updatedAt={settings.data!.updatedAt}
          />
        )}
      </QueryState>
    </Stack>
  );
}

/** Minor units in the store, whole and decimal amounts in the field. */
const toMajor = (minor: number | null) => (minor === null ? '' : String(minor / 100));
const toMinor = (major: string) =>
  major.trim() === '' ? Number.NaN : Math.round(Number(major.replace(',', '.')) * 100);

function SettingsForm({ initial, updatedAt }: { initial: ShopSettings; updatedAt: string | null }) {
  const { t, i18n } = useTranslation();
  const save = useSaveShopSettings();
  const [s, setS] = useState(initial);
  const [flatRate, setFlatRate] = useState(toMajor(initial.shipping.flatRateMinor));
  const [freeOver, setFreeOver] = useState(toMajor(initial.shipping.freeOverMinor));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const set = <K extends keyof ShopSettings>(section: K, value: Partial<ShopSettings[K]>) =>
    setS((old) => ({ ...old, [section]: { ...old[section], ...value } }));
  const switchOf = <K extends 'payments' | 'checkout' | 'notifications'>(
    section: K,
    key: keyof ShopSettings[K] & string,
  ) => (
    <FormControlLabel
      key={key}
      control={
        <Switch
          checked={Boolean(s[section][key])}
          onChange={(e) => set(section, { [key]: e.target.checked } as Partial<ShopSettings[K]>)}
        />
      }
      label={t(`ecommerceOrders.settings.${section}.${key}`)}
    />
  );
  const errorOf = (name: string) => (errors[name] ? { error: true, helperText: errors[name] } : {});

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const candidate: ShopSettings = {
      ...s,
      shipping: { flatRateMinor: toMinor(flatRate), freeOverMinor: freeOver.trim() === '' ? null : toMinor(freeOver) },
    };
    const parsed = z.safeParse(shopSettingsSchema, candidate);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [
            i.path.join('.'),
            t(`errors.${i.message}`, { defaultValue: t('errors.invalidValue') }),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await save.mutateAsync(parsed.data);
      notify({ message: t('ecommerceOrders.settings.saved'), severity: 'success' });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, f]) => [k, errorText(t, f.code)])));
      else setFailure(error);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack spacing={3}>
        {failure ? <Alert severity="error">{errorText(t, failure)}</Alert> : null}
        <Card>
          <CardHeader title={t('ecommerceOrders.settings.store.title')} />
          <CardContent>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                fullWidth
                label={t('ecommerceOrders.settings.store.name')}
                value={s.store.name}
                onChange={(e) => set('store', { name: e.target.value })}
                {...errorOf('store.name')}
              />
              <TextField
                fullWidth
                type="email"
                label={t('ecommerceOrders.settings.store.email')}
                value={s.store.email}
                onChange={(e) => set('store', { email: e.target.value })}
                {...errorOf('store.email')}
              />
              <TextField
                fullWidth
                type="tel"
                label={t('ecommerceOrders.settings.store.phone')}
                value={s.store.phone}
                onChange={(e) => set('store', { phone: e.target.value })}
                {...errorOf('store.phone')}
              />
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardHeader
            title={t('ecommerceOrders.settings.payments.title')}
            subheader={t('ecommerceOrders.settings.payments.hint')}
          />
          <CardContent>
            {errors.payments && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('ecommerceOrders.settings.payments.none')}
              </Alert>
            )}
            <Stack>
              {(['card', 'paypal', 'transfer', 'cashOnDelivery'] as const).map((k) => switchOf('payments', k))}
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t('ecommerceOrders.settings.checkout.title')} />
          <CardContent>
            <Stack>
              {(['guestCheckout', 'requirePhone', 'orderNotes'] as const).map((k) => switchOf('checkout', k))}
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t('ecommerceOrders.settings.shipping.title')} />
          <CardContent>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                label={t('ecommerceOrders.settings.shipping.flatRate')}
                value={flatRate}
                onChange={(e) => setFlatRate(e.target.value)}
                {...errorOf('shipping.flatRateMinor')}
              />
              <TextField
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                label={t('ecommerceOrders.settings.shipping.freeOver')}
                helperText={errors['shipping.freeOverMinor'] ?? t('ecommerceOrders.settings.shipping.freeOverHint')}
                error={Boolean(errors['shipping.freeOverMinor'])}
                value={freeOver}
                onChange={(e) => setFreeOver(e.target.value)}
              />
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardHeader
            title={t('ecommerceOrders.settings.locations.title')}
            action={
              <Button
                startIcon={<IconPlus size={18} aria-hidden />}
                disabled={s.locations.length >= 10}
                onClick={() => setS((old) => ({ ...old, locations: [...old.locations, { name: '', address: '' }] }))}
              >
                {t('ecommerceOrders.settings.locations.add')}
              </Button>
            }
          />
          <CardContent>
            <Stack spacing={2}>
              {s.locations.length === 0 && (
                <Alert severity="info">{t('ecommerceOrders.settings.locations.none')}</Alert>
              )}
              {s.locations.map((l, i) => {
                const change = (value: Partial<typeof l>) =>
                  setS((old) => ({
                    ...old,
                    locations: old.locations.map((x, j) => (j === i ? { ...x, ...value } : x)),
                  }));
                return (
                  <Stack
                    key={i}
                    direction={{ xs: 'column', md: 'row' }}
                    spacing={2}
                    sx={{ alignItems: { md: 'flex-start' } }}
                  >
                    <TextField
                      fullWidth
                      label={t('ecommerceOrders.settings.locations.name')}
                      value={l.name}
                      onChange={(e) => change({ name: e.target.value })}
                      {...errorOf(`locations.${i}.name`)}
                    />
                    <TextField
                      fullWidth
                      label={t('ecommerceOrders.settings.locations.address')}
                      value={l.address}
                      onChange={(e) => change({ address: e.target.value })}
                      {...errorOf(`locations.${i}.address`)}
                    />
                    <IconButton
                      aria-label={t('ecommerceOrders.settings.locations.remove')}
                      onClick={() => setS((old) => ({ ...old, locations: old.locations.filter((_, j) => j !== i) }))}
                    >
                      <IconTrash size={20} />
                    </IconButton>
                  </Stack>
                );
              })}
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t('ecommerceOrders.settings.notifications.title')} />
          <CardContent>
            <Stack>
              {(['orderPlaced', 'orderShipped', 'orderRefunded'] as const).map((k) => switchOf('notifications', k))}
            </Stack>
          </CardContent>
        </Card>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          {updatedAt && (
            <span>{t('ecommerceOrders.settings.updatedAt', { date: formatDate(updatedAt, i18n.language, true) })}</span>
          )}
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('ecommerceOrders.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
