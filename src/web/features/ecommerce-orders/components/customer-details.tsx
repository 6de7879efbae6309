import type { Address, CustomerDetail } from '@common/schemas/ecommerce-orders';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { NotFoundMessage } from '@web/components/not-found-message';
import { QueryState } from '@web/components/query-state';
import { ApiError } from '@web/lib/api-client';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCustomer } from '../api/customers';
import { countryName, formatDate, formatMoney } from '../lib/format';
import { customerListPath } from '../lib/paths';
import { AddressBlock } from './address-block';
import { CustomerNotifications } from './customer-notifications';
import { CustomerOrders } from './customer-orders';
import { EditAddressDialog } from './edit-address-dialog';
import { EditCustomerDialog } from './edit-customer-dialog';

const TABS = ['overview', 'orders', 'addresses', 'notifications'] as const;
const ADDRESS_KINDS = ['shipping', 'billing'] as const;

/** The address orders use: the default of that kind, else the first one given. */
const preferred = (addresses: Address[], kind: Address['kind']): Address | null =>
  addresses.find((a) => a.kind === kind && a.isDefault) ?? addresses.find((a) => a.kind === kind) ?? null;
type TabName = (typeof TABS)[number];

export function CustomerDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const customer = useCustomer(id);
  if (customer.error instanceof ApiError && customer.error.status === 404) return <NotFoundMessage />;
  return (
    <QueryState
      pending={customer.isPending}
      error={customer.isError}
      errorText={t('ecommerceOrders.customers.loadFailed')}
      onRetry={() => void customer.refetch()}
    >
      {() => <CustomerView customer={customer.data!} />}
    </QueryState>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="h6">{value}</Typography>
    </div>
  );
}

function CustomerView({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [tab, setTab] = useState<TabName>('overview');
  const [editing, setEditing] = useState(false);
  const [addressKind, setAddressKind] = useState<Address['kind'] | null>(null);
  const tabsId = useId();

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar alt="" sx={{ width: 56, height: 56, fontSize: 24 }}>
            {customer.name.slice(0, 1)}
          </Avatar>
          <div>
            <Typography variant="h4" component="h1">
              {customer.name}
            </Typography>
            <Typography color="textSecondary">
              {t('ecommerceOrders.customer.customerSince', { date: formatDate(customer.createdAt, lang) })}
            </Typography>
          </div>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button component={RouterLink} to={customerListPath} variant="outlined">
            {t('ecommerceOrders.customers.back')}
          </Button>
          <Button variant="contained" onClick={() => setEditing(true)}>
            {t('ecommerceOrders.customer.edit')}
          </Button>
        </Stack>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, v: TabName) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('ecommerceOrders.customer.tabs')}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`ecommerceOrders.customer.tab.${name}`)}
            id={`${tabsId}-${name}`}
            aria-controls={`${tabsId}-${name}-panel`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'overview' && (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Card>
                <CardHeader title={t('ecommerceOrders.customer.details')} />
                <CardContent>
                  <Stack spacing={1.5}>
                    <Typography>
                      <strong>{t('ecommerceOrders.customer.email')}:</strong> {customer.email}
                    </Typography>
                    <Typography>
                      <strong>{t('ecommerceOrders.customer.country')}:</strong> {countryName(customer.country, lang)}
                    </Typography>
                    <Typography>
                      <strong>{t('ecommerceOrders.customer.lastOrder')}:</strong>{' '}
                      {customer.lastOrderAt ? formatDate(customer.lastOrderAt, lang) : '—'}
                    </Typography>
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Card>
                <CardHeader title={t('ecommerceOrders.customer.figures')} />
                <CardContent>
                  <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <Figure label={t('ecommerceOrders.customer.orders')} value={String(customer.orders)} />
                    <Figure
                      label={t('ecommerceOrders.customer.spent')}
                      value={formatMoney(customer.spentMinor, customer.currency, lang)}
                    />
                    <Figure
                      label={t('ecommerceOrders.customer.average')}
                      value={formatMoney(
                        customer.orders === 0 ? 0 : Math.round(customer.spentMinor / customer.orders),
                        customer.currency,
                        lang,
                      )}
                    />
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        )}
        {tab === 'orders' && <CustomerOrders customerId={customer.id} />}
        {tab === 'addresses' && (
          <Grid container spacing={3}>
            {ADDRESS_KINDS.map((kind) => {
              const shown = preferred(customer.addresses, kind);
              const others = customer.addresses.filter((a) => a.kind === kind && a.id !== shown?.id);
              return (
                <Grid key={kind} size={{ xs: 12, md: 6 }}>
                  <Card data-testid={`address-${kind}`}>
                    <CardHeader
                      title={t(`ecommerceOrders.address.${kind}`)}
                      action={
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          {shown?.isDefault ? (
                            <Chip size="small" color="primary" label={t('ecommerceOrders.address.default')} />
                          ) : null}
                          <Button
                            size="small"
                            onClick={() => setAddressKind(kind)}
                            aria-label={t(`ecommerceOrders.address.edit.${kind}`)}
                          >
                            {shown ? t('ecommerceOrders.address.editShort') : t('ecommerceOrders.address.add')}
                          </Button>
                        </Stack>
                      }
                    />
                    <CardContent>
                      <Stack spacing={2}>
                        <AddressBlock address={shown} />
                        {others.map((a) => (
                          <AddressBlock key={a.id} address={a} />
                        ))}
                      </Stack>
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        )}
        {tab === 'notifications' && <CustomerNotifications customer={customer} />}
      </div>
      {addressKind && (
        <EditAddressDialog
          customer={customer}
          kind={addressKind}
          address={preferred(customer.addresses, addressKind)}
          onClose={() => setAddressKind(null)}
        />
      )}
      <EditCustomerDialog
        key={JSON.stringify([customer.name, customer.email, customer.country])}
        customer={customer}
        open={editing}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}
