import { amountDueMinor } from '@common/invoices/totals';
import { formatMoney } from '@common/money';
import { isLangCode, languageOf } from '@common/i18n/languages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IconCash, IconDownload, IconEdit, IconPrinter, IconSend, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useErrorText } from '@web/lib/error-text';
import { useSession } from '@web/lib/session-context';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { downloadInvoicePdf, useDeletePayment, type InvoiceDetail } from '../api/invoices';
import { invoicePaths } from '../paths';
import { PaymentDialog } from './payment-dialog';
import { SendDialog } from './send-dialog';
import { InvoiceStatusChip } from './status-chip';

/*
 * Printing shows the sheet alone: everything else on the page (menu, bar, the action card) is
 * hidden by this print stylesheet, and the sheet fills the paper without its card's shadow.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.invoice-sheet, .invoice-sheet *': { visibility: 'visible' },
        '.invoice-sheet': {
          position: 'absolute',
          insetInlineStart: 0,
          top: 0,
          width: '100%',
          boxShadow: 'none !important',
          border: 'none !important',
        },
        '@page': { size: 'A4', margin: '14mm' },
      },
    }}
  />
);

/** The invoice as it is sent, with Edit, Download (server PDF), Print, Send and payments beside it. */
export function InvoicePreview({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const locale = isLangCode(i18n.language) ? languageOf(i18n.language).htmlLang : 'en';
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const [sending, setSending] = useState(false);
  const [paying, setPaying] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { ability } = useSession();
  // The server checks `delete Invoice` too; the button is only shown to those who hold it.
  const canDeletePayment = ability.can('delete', 'Invoice');
  const [unpaying, setUnpaying] = useState<InvoiceDetail['payments'][number] | null>(null);
  const removePayment = useDeletePayment(invoice.number);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const due = amountDueMinor(invoice.totalMinor, invoice.paidMinor);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadInvoicePdf(invoice.number);
    } catch (error) {
      setDownloadError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Grid container spacing={3}>
      {printStyles}
      <Grid size={{ xs: 12, lg: 9 }}>
        <Card className="invoice-sheet" component="article" aria-labelledby="invoice-sheet-title">
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Box>
                <Typography variant="h4" component="h1" id="invoice-sheet-title">
                  {t('invoice.pdf.title', { number: invoice.number })}
                </Typography>
                <Box sx={{ mt: 1 }}>
                  <InvoiceStatusChip status={invoice.status} />
                </Box>
              </Box>
              <Box sx={{ textAlign: { sm: 'end' } }}>
                <Typography>
                  {t('invoice.preview.issued')}: {day(invoice.issueDate)}
                </Typography>
                <Typography>
                  {t('invoice.preview.due')}: {day(invoice.dueDate)}
                </Typography>
              </Box>
            </Stack>
            <Divider sx={{ my: 3 }} />
            <Typography variant="subtitle2" color="textSecondary">
              {t('invoice.preview.billTo')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{invoice.clientName}</Typography>
            <Typography>{invoice.clientEmail}</Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{invoice.clientAddress}</Typography>
            <Box sx={{ overflowX: 'auto', my: 3 }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('invoice.form.description')}</TableCell>
                    <TableCell align="right">{t('invoice.form.quantity')}</TableCell>
                    <TableCell align="right">{t('invoice.form.unitPrice')}</TableCell>
                    <TableCell align="right">{t('invoice.form.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {invoice.lines.map((line, index) => (
                    <TableRow key={index}>
                      <TableCell>{line.description}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{money(line.unitPriceMinor)}</TableCell>
                      <TableCell align="right">{money(line.amountMinor)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Stack spacing={0.75} sx={{ maxWidth: 320, marginInlineStart: 'auto' }} data-testid="invoice-sums">
              <Sum label={t('invoice.form.subtotal')} value={money(invoice.subtotalMinor)} />
              {invoice.discountMinor > 0 && (
                <Sum label={t('invoice.form.discount')} value={`-${money(invoice.discountMinor)}`} />
              )}
              <Sum label={`${t('invoice.form.tax')} (${invoice.taxRateBp / 100} %)`} value={money(invoice.taxMinor)} />
              <Divider />
              <Sum label={t('invoice.form.total')} value={money(invoice.totalMinor)} strong />
              {invoice.paidMinor > 0 && (
                <>
                  <Sum label={t('invoice.preview.paid')} value={money(invoice.paidMinor)} />
                  <Sum label={t('invoice.preview.amountDue')} value={money(due)} strong />
                </>
              )}
            </Stack>
            {invoice.notes && (
              <>
                <Divider sx={{ my: 3 }} />
                <Typography variant="subtitle2" color="textSecondary">
                  {t('invoice.form.notes')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{invoice.notes}</Typography>
              </>
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 3 }}>
        <Stack spacing={3}>
          <Card>
            <CardContent>
              <Stack spacing={1.5}>
                <Button variant="contained" startIcon={<IconSend size={18} />} onClick={() => setSending(true)}>
                  {t('invoice.action.send')}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<IconDownload size={18} />}
                  loading={downloading}
                  onClick={() => void download()}
                >
                  {t('invoice.action.download')}
                </Button>
                <Button variant="outlined" startIcon={<IconPrinter size={18} />} onClick={() => window.print()}>
                  {t('invoice.action.print')}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<IconEdit size={18} />}
                  component={RouterLink}
                  to={invoicePaths.edit(invoice.number)}
                >
                  {t('invoice.action.edit')}
                </Button>
                <Button
                  variant="outlined"
                  color="success"
                  startIcon={<IconCash size={18} />}
                  disabled={due === 0}
                  onClick={() => setPaying(true)}
                >
                  {invoice.paidMinor > 0 ? t('invoice.action.addPayment') : t('invoice.action.markPaid')}
                </Button>
                {downloadError !== null && <Alert severity="error">{errorText(downloadError)}</Alert>}
              </Stack>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('invoice.preview.payments')}
              </Typography>
              {invoice.payments.length === 0 ? (
                <Typography color="textSecondary">{t('invoice.preview.noPayments')}</Typography>
              ) : (
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {invoice.payments.map((p) => (
                    <Stack component="li" key={p.id} direction="row" sx={{ justifyContent: 'space-between' }}>
                      <span>
                        {day(p.paidOn)} · {t(`invoice.payment.method.${p.method}`)}
                      </span>
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <strong>{money(p.amountMinor)}</strong>
                        {canDeletePayment && (
                          <IconButton
                            size="small"
                            color="error"
                            aria-label={t('invoice.payment.delete', {
                              amount: money(p.amountMinor),
                              day: day(p.paidOn),
                            })}
                            onClick={() => setUnpaying(p)}
                          >
                            <IconTrash size={16} />
                          </IconButton>
                        )}
                      </Stack>
                    </Stack>
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
        </Stack>
      </Grid>
      {sending && <SendDialog invoice={invoice} open onClose={() => setSending(false)} />}
      {paying && <PaymentDialog invoice={invoice} open onClose={() => setPaying(false)} />}
      <ConfirmDialog
        open={unpaying !== null}
        title={t('invoice.payment.deleteTitle')}
        text={
          unpaying
            ? t('invoice.payment.deleteConfirm', { amount: money(unpaying.amountMinor), day: day(unpaying.paidOn) })
            : ''
        }
        confirmLabel={t('invoice.action.delete')}
        danger
        pending={removePayment.isPending}
        error={removePayment.error}
        onConfirm={() => {
          if (unpaying) removePayment.mutate(unpaying.id, { onSuccess: () => setUnpaying(null) });
        }}
        onClose={() => {
          setUnpaying(null);
          removePayment.reset();
        }}
      />
    </Grid>
  );
}

function Sum({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'textPrimary' : 'textSecondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500 }}>{value}</Typography>
    </Stack>
  );
}
