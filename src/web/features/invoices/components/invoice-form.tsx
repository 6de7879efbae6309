import { lineAmountMinor } from '@common/invoices/totals';
import { formatMoney, parseMoney } from '@common/money';
import { LANGUAGES, isLangCode, languageOf, type LangCode } from '@common/i18n/languages';
import type { Invoice, InvoiceCustomer } from '@common/schemas/invoices';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PageHeader } from '@web/components/page-header';
import { ApiError } from '@web/lib/api-client';
import { useErrorText } from '@web/lib/error-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCustomers, useSaveInvoice } from '../api/invoices';
import {
  CURRENCIES,
  draftErrors,
  draftOf,
  emptyLine,
  inputOf,
  liveTotals,
  newDraft,
  type InvoiceDraft,
  type LineDraft,
} from '../form-state';
import { invoicePaths } from '../paths';

/** Add (no invoice) or edit: client, dates, lines, tax, discount and notes, with live totals. */
export function InvoiceForm({ invoice }: { invoice?: Invoice }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const uiLanguage: LangCode = isLangCode(i18n.language) ? i18n.language : 'en';
  const [draft, setDraft] = useState<InvoiceDraft>(() => (invoice ? draftOf(invoice) : newDraft(uiLanguage)));
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [customerSearch, setCustomerSearch] = useState('');
  const customers = useCustomers(customerSearch.trim(), true);
  const save = useSaveInvoice(invoice?.number ?? null);
  const locale = languageOf(uiLanguage).htmlLang;
  const money = (minor: number) => formatMoney(minor, draft.currency, locale);

  const errors = showErrors ? { ...draftErrors(draft), ...serverErrors } : serverErrors;
  const fieldError = (path: string) => (errors[path] ? { error: true, helperText: t(`errors.${errors[path]}`) } : {});
  const set = <K extends keyof InvoiceDraft>(key: K, value: InvoiceDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setServerErrors({});
  };
  const setLine = (index: number, patch: Partial<LineDraft>) =>
    set(
      'lines',
      draft.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)),
    );
  const totals = liveTotals(draft);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(draftErrors(draft)).length > 0) return;
    save.mutate(inputOf(draft), {
      onSuccess: (saved) => void navigate(invoicePaths.preview(saved.number)),
      onError: (error) => {
        if (error instanceof ApiError)
          setServerErrors(Object.fromEntries(Object.entries(error.fields).map(([k, f]) => [k, f.code])));
      },
    });
  };

  const title = invoice ? t('invoice.edit.title', { number: invoice.number }) : t('invoice.add.title');
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <PageHeader title={title} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 9 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('invoice.form.client')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={12}>
                  <Autocomplete<InvoiceCustomer>
                    options={customers.data ?? []}
                    loading={customers.isFetching}
                    filterOptions={(x) => x}
                    getOptionLabel={(c) => `${c.name} <${c.email}>`}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    noOptionsText={t('invoice.form.noCustomers')}
                    onInputChange={(_, value, reason) => {
                      if (reason === 'input') setCustomerSearch(value);
                    }}
                    onChange={(_, customer) => {
                      if (!customer) return set('customerId', null);
                      setDraft((d) => ({
                        ...d,
                        customerId: customer.id,
                        clientName: customer.name,
                        clientEmail: customer.email,
                      }));
                    }}
                    renderInput={(params) => <TextField {...params} label={t('invoice.form.pickCustomer')} />}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    fullWidth
                    required
                    label={t('invoice.form.clientName')}
                    value={draft.clientName}
                    onChange={(e) => set('clientName', e.target.value)}
                    {...fieldError('clientName')}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    fullWidth
                    required
                    type="email"
                    label={t('invoice.form.clientEmail')}
                    value={draft.clientEmail}
                    onChange={(e) => set('clientEmail', e.target.value)}
                    {...fieldError('clientEmail')}
                  />
                </Grid>
                <Grid size={12}>
                  <TextField
                    fullWidth
                    multiline
                    minRows={2}
                    label={t('invoice.form.clientAddress')}
                    value={draft.clientAddress}
                    onChange={(e) => set('clientAddress', e.target.value)}
                    {...fieldError('clientAddress')}
                  />
                </Grid>
              </Grid>
            </CardContent>
            <Divider />
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('invoice.form.items')}
              </Typography>
              {errors.lines && <Alert severity="error">{t(`errors.${errors.lines}`)}</Alert>}
              <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {draft.lines.map((line, index) => {
                  const quantity = Number(line.quantity);
                  const price = parseMoney(line.unitPrice, draft.currency);
                  const amount =
                    Number.isInteger(quantity) && price !== null
                      ? lineAmountMinor({ quantity, unitPriceMinor: price })
                      : 0;
                  return (
                    <Stack
                      key={line.key}
                      component="li"
                      direction={{ xs: 'column', md: 'row' }}
                      spacing={1.5}
                      sx={{ alignItems: { md: 'flex-start' } }}
                      data-testid="invoice-line"
                    >
                      <TextField
                        sx={{ flex: 3 }}
                        label={t('invoice.form.description')}
                        value={line.description}
                        onChange={(e) => setLine(index, { description: e.target.value })}
                        {...fieldError(`lines.${index}.description`)}
                      />
                      <TextField
                        sx={{ flex: 1, minWidth: 90 }}
                        label={t('invoice.form.quantity')}
                        value={line.quantity}
                        onChange={(e) => setLine(index, { quantity: e.target.value })}
                        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                        {...fieldError(`lines.${index}.quantity`)}
                      />
                      <TextField
                        sx={{ flex: 1.3, minWidth: 110 }}
                        label={t('invoice.form.unitPrice')}
                        value={line.unitPrice}
                        onChange={(e) => setLine(index, { unitPrice: e.target.value })}
                        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                        {...fieldError(`lines.${index}.unitPriceMinor`)}
                      />
                      <Typography
                        sx={{ flex: 1.2, minWidth: 110, pt: { md: 2 }, textAlign: 'end', fontWeight: 500 }}
                        aria-label={t('invoice.form.amount')}
                      >
                        {money(amount)}
                      </Typography>
                      <IconButton
                        aria-label={t('invoice.form.removeLine', { n: index + 1 })}
                        disabled={draft.lines.length === 1}
                        onClick={() =>
                          set(
                            'lines',
                            draft.lines.filter((_, i) => i !== index),
                          )
                        }
                        sx={{ alignSelf: { md: 'center' } }}
                      >
                        <IconTrash size={20} />
                      </IconButton>
                    </Stack>
                  );
                })}
              </Stack>
              <Button
                startIcon={<IconPlus size={18} />}
                onClick={() => set('lines', [...draft.lines, emptyLine()])}
                sx={{ mt: 2 }}
              >
                {t('invoice.form.addLine')}
              </Button>
            </CardContent>
            <Divider />
            <CardContent>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 7 }}>
                  <TextField
                    fullWidth
                    multiline
                    minRows={3}
                    label={t('invoice.form.notes')}
                    value={draft.notes}
                    onChange={(e) => set('notes', e.target.value)}
                    {...fieldError('notes')}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                  <Stack spacing={1} aria-live="polite" data-testid="invoice-totals">
                    <TotalRow label={t('invoice.form.subtotal')} value={money(totals.subtotalMinor)} />
                    {totals.discountMinor > 0 && (
                      <TotalRow label={t('invoice.form.discount')} value={`-${money(totals.discountMinor)}`} />
                    )}
                    <TotalRow label={t('invoice.form.tax')} value={money(totals.taxMinor)} />
                    <Divider />
                    <TotalRow label={t('invoice.form.total')} value={money(totals.totalMinor)} strong />
                  </Stack>
                </Grid>
              </Grid>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 3 }}>
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <TextField
                  type="date"
                  label={t('invoice.form.issueDate')}
                  value={draft.issueDate}
                  onChange={(e) => set('issueDate', e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...fieldError('issueDate')}
                />
                <TextField
                  type="date"
                  label={t('invoice.form.dueDate')}
                  value={draft.dueDate}
                  onChange={(e) => set('dueDate', e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...fieldError('dueDate')}
                />
                <TextField
                  select
                  label={t('invoice.form.currency')}
                  value={draft.currency}
                  onChange={(e) => set('currency', e.target.value)}
                  {...fieldError('currency')}
                >
                  {[...new Set([draft.currency, ...CURRENCIES])].map((c) => (
                    <MenuItem key={c} value={c}>
                      {c}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label={t('invoice.form.language')}
                  value={draft.language}
                  onChange={(e) => set('language', e.target.value as LangCode)}
                >
                  {LANGUAGES.map((l) => (
                    <MenuItem key={l.code} value={l.code}>
                      {l.name}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label={t('invoice.form.taxRate')}
                  value={draft.taxRate}
                  onChange={(e) => set('taxRate', e.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  {...fieldError('taxRateBp')}
                />
                <TextField
                  label={t('invoice.form.discount')}
                  value={draft.discount}
                  onChange={(e) => set('discount', e.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  {...fieldError('discountMinor')}
                />
                {hasErrors && <Alert severity="error">{t('invoice.form.fixErrors')}</Alert>}
                {save.isError && !(save.error instanceof ApiError && Object.keys(save.error.fields).length > 0) && (
                  <Alert severity="error">{errorText(save.error)}</Alert>
                )}
                <Button type="submit" variant="contained" size="large" loading={save.isPending}>
                  {t('invoice.form.save')}
                </Button>
                <Button
                  variant="outlined"
                  color="secondary"
                  onClick={() => void navigate(invoice ? invoicePaths.preview(invoice.number) : invoicePaths.list)}
                >
                  {t('invoice.form.cancel')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography color={strong ? 'textPrimary' : 'textSecondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500 }}>{value}</Typography>
    </Stack>
  );
}
