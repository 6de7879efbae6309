import type { OrderDetail } from '@common/schemas/ecommerce-orders';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NotFoundMessage } from '@web/components/not-found-message';
import { QueryState } from '@web/components/query-state';
import { ApiError } from '@web/lib/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useOrder } from '../api/orders';
import { countryName, formatDate, formatMoney } from '../lib/format';
import { customerDetailsPath, orderListPath } from '../lib/paths';
import { AddressBlock } from './address-block';
import { ChangeStatusDialog } from './change-status-dialog';
import { OrderStatusChip, PaymentChip } from './status-chips';
import { StatusTimeline } from './status-timeline';

export function OrderDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const order = useOrder(id);
  if (order.error instanceof ApiError && order.error.status === 404) return <NotFoundMessage />;
  return (
    <QueryState
      pending={order.isPending}
      error={order.isError}
      errorText={t('ecommerceOrders.details.loadFailed')}
      onRetry={() => void order.refetch()}
    >
      {() => <OrderView order={order.data!} />}
    </QueryState>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [changing, setChanging] = useState(false);
  const money = (minor: number) => formatMoney(minor, order.currency, lang);

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1">
              {t('ecommerceOrders.details.title', { number: order.number })}
            </Typography>
            <PaymentChip status={order.paymentStatus} />
            <span data-testid="order-status">
              <OrderStatusChip status={order.status} />
            </span>
          </Stack>
          <Typography color="textSecondary">{formatDate(order.createdAt, lang, true)}</Typography>
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button component={RouterLink} to={orderListPath} variant="outlined">
            {t('ecommerceOrders.details.back')}
          </Button>
          <Button variant="contained" onClick={() => setChanging(true)} disabled={order.nextStatuses.length === 0}>
            {t('ecommerceOrders.change.open')}
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Card>
              <CardHeader title={t('ecommerceOrders.details.items')} />
              <TableContainer>
                <Table aria-label={t('ecommerceOrders.details.items')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('ecommerceOrders.details.product')}</TableCell>
                      <TableCell align="right">{t('ecommerceOrders.details.price')}</TableCell>
                      <TableCell align="right">{t('ecommerceOrders.details.quantity')}</TableCell>
                      <TableCell align="right">{t('ecommerceOrders.order.total')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {order.lines.map((l) => (
                      <TableRow key={l.id}>
                        <TableCell>
                          <Typography sx={{ fontWeight: 500 }}>{l.name}</Typography>
                          <Typography variant="body2" color="textSecondary">
                            {l.category}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">{money(l.unitPriceMinor)}</TableCell>
                        <TableCell align="right">{l.quantity}</TableCell>
                        <TableCell align="right">{money(l.quantity * l.unitPriceMinor)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <CardContent>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 4 }}>
                  <Stack spacing={0.5} sx={{ textAlign: 'end' }}>
                    <Typography color="textSecondary">{t('ecommerceOrders.details.subtotal')}</Typography>
                    <Typography sx={{ fontWeight: 600 }}>{t('ecommerceOrders.order.total')}</Typography>
                  </Stack>
                  <Stack spacing={0.5} sx={{ textAlign: 'end' }}>
                    <Typography>{money(order.totalMinor)}</Typography>
                    <Typography sx={{ fontWeight: 600 }} data-testid="order-total">
                      {money(order.totalMinor)}
                    </Typography>
                  </Stack>
                </Box>
              </CardContent>
            </Card>
            <StatusTimeline order={order} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <Card>
              <CardHeader title={t('ecommerceOrders.details.customer')} />
              <CardContent>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
                  <Avatar alt="">{order.customerName.slice(0, 1)}</Avatar>
                  <div>
                    <Link component={RouterLink} to={customerDetailsPath(order.customerId)} sx={{ fontWeight: 600 }}>
                      {order.customerName}
                    </Link>
                    <Typography variant="body2" color="textSecondary">
                      {t('ecommerceOrders.details.customerOrders', { value: order.customerOrders })}
                    </Typography>
                  </div>
                </Stack>
                <Typography variant="body2">{order.customerEmail}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {countryName(order.customerCountry, lang)}
                </Typography>
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('ecommerceOrders.details.shippingAddress')} />
              <CardContent>
                <AddressBlock address={order.shippingAddress} />
                <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                  {t('ecommerceOrders.details.shippedTo', { country: countryName(order.country, lang) })}
                </Typography>
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('ecommerceOrders.details.billingAddress')} />
              <CardContent>
                <AddressBlock address={order.billingAddress} />
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>
      <ChangeStatusDialog order={order} open={changing} onClose={() => setChanging(false)} />
    </Stack>
  );
}
