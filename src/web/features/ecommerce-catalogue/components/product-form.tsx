import { PRODUCT_STATUSES, type Product, type ProductStatus } from '@common/schemas/ecommerce-catalogue';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FormError } from '@web/components/form-error';
import { PageHeader } from '@web/components/page-header';
import { RichTextPlaceholder } from '@web/components/rich-text/rich-text-frame';
import { notify } from '@web/components/snackbar/snackbar-service';
import { ApiError } from '@web/lib/api-error';
import { useErrorText } from '@web/lib/error-text';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCategories, useSaveProduct } from '../api/catalogue';
import { CATALOGUE_PATHS } from '../lib/paths';
import { draftOf, inputOf, type DraftErrors, type ProductDraft } from '../lib/product-draft';
import { ProductImages } from './product-images';

const DescriptionField = lazy(() => import('./description-field'));

/** The add and edit page's form (/apps/ecommerce/product/add, /edit/:id). */
export function ProductForm({ product }: { product?: Product }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const categories = useCategories();
  const save = useSaveProduct();
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<unknown>(null);
  const currency = product?.currency;

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A changed field's old error goes; the others stay until the next save.
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([name]) => name !== key)));
  };
  /** A text field's binding; `unit` is shown at its end, `inputMode` picks the phone keyboard. */
  const field = (
    key: keyof ProductDraft & string,
    label: string,
    { unit, inputMode }: { unit?: string | undefined; inputMode?: 'decimal' | 'numeric' } = {},
  ) => ({
    label,
    value: draft[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    error: Boolean(errors[key]),
    helperText: errors[key] ? errorText(errors[key]) : undefined,
    fullWidth: true,
    slotProps: {
      htmlInput: inputMode ? { inputMode } : {},
      input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
    },
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const result = inputOf(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: product?.id ?? null, input: result.input });
      notify({ message: t('ecommerceCatalogue.form.saved', { name: saved.name }), severity: 'success' });
      void navigate(CATALOGUE_PATHS.products);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        const fields = err.fieldCodes;
        setErrors({
          ...fields,
          ...(fields.priceMinor ? { price: fields.priceMinor } : {}),
          ...(fields.salePriceMinor ? { salePrice: fields.salePriceMinor } : {}),
        });
      }
      setFormError(err);
    }
  };

  const setVariant = (index: number, change: Partial<ProductDraft['variants'][number]>) =>
    set(
      'variants',
      draft.variants.map((v, i) => (i === index ? { ...v, ...change } : v)),
    );

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => void submit(e)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <PageHeader
          title={t(product ? 'ecommerceCatalogue.form.editTitle' : 'ecommerceCatalogue.form.addTitle')}
          gutter={false}
        />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" onClick={() => void navigate(CATALOGUE_PATHS.products)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('ecommerceCatalogue.form.save')}
          </Button>
        </Stack>
      </Stack>
      <FormError error={formError} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Card>
              <CardHeader title={t('ecommerceCatalogue.form.information')} />
              <CardContent>
                <Grid container spacing={2.5}>
                  <Grid size={12}>
                    <TextField {...field('name', t('ecommerceCatalogue.form.name'))} required />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField {...field('sku', t('ecommerceCatalogue.form.sku'))} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField {...field('barcode', t('ecommerceCatalogue.form.barcode'))} />
                  </Grid>
                  <Grid size={12}>
                    <Suspense fallback={<RichTextPlaceholder label={t('ecommerceCatalogue.form.description')} />}>
                      <DescriptionField
                        label={t('ecommerceCatalogue.form.description')}
                        initialHtml={product?.description ?? ''}
                        onChange={(html) => set('description', html)}
                        error={errors.description ? errorText(errors.description) : undefined}
                      />
                    </Suspense>
                  </Grid>
                </Grid>
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('ecommerceCatalogue.form.images')} />
              <CardContent>
                <ProductImages
                  images={draft.images}
                  onChange={(images) => set('images', images)}
                  error={errors.images}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('ecommerceCatalogue.form.variants')} />
              <CardContent>
                <Stack spacing={2}>
                  {draft.variants.map((variant, index) => (
                    <Stack
                      key={index}
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={2}
                      sx={{ alignItems: 'flex-start' }}
                    >
                      <TextField
                        label={t('ecommerceCatalogue.form.variantName')}
                        value={variant.name}
                        onChange={(e) => setVariant(index, { name: e.target.value })}
                        error={Boolean(errors[`variants.${index}`])}
                        sx={{ minWidth: 180 }}
                      />
                      <TextField
                        label={t('ecommerceCatalogue.form.variantOptions')}
                        value={variant.options}
                        onChange={(e) => setVariant(index, { options: e.target.value })}
                        error={Boolean(errors[`variants.${index}`])}
                        helperText={
                          errors[`variants.${index}`]
                            ? errorText(errors[`variants.${index}`])
                            : t('ecommerceCatalogue.form.commaSeparated')
                        }
                        fullWidth
                      />
                      <IconButton
                        onClick={() =>
                          set(
                            'variants',
                            draft.variants.filter((_, i) => i !== index),
                          )
                        }
                        aria-label={t('ecommerceCatalogue.form.removeVariant', { n: index + 1 })}
                      >
                        <IconTrash size={20} />
                      </IconButton>
                    </Stack>
                  ))}
                  <div>
                    <Button
                      startIcon={<IconPlus size={18} />}
                      onClick={() => set('variants', [...draft.variants, { name: '', options: '' }])}
                    >
                      {t('ecommerceCatalogue.form.addVariant')}
                    </Button>
                  </div>
                </Stack>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <Card>
              <CardHeader title={t('ecommerceCatalogue.form.pricing')} />
              <CardContent>
                <Stack spacing={2.5}>
                  <TextField
                    {...field('price', t('ecommerceCatalogue.form.price'), { inputMode: 'decimal', unit: currency })}
                    required
                  />
                  <TextField
                    {...field('salePrice', t('ecommerceCatalogue.form.salePrice'), {
                      inputMode: 'decimal',
                      unit: currency,
                    })}
                    helperText={
                      errors.salePrice ? errorText(errors.salePrice) : t('ecommerceCatalogue.form.salePriceHint')
                    }
                  />
                  <TextField
                    {...field('taxRate', t('ecommerceCatalogue.form.taxRate'), { inputMode: 'decimal', unit: '%' })}
                  />
                </Stack>
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('ecommerceCatalogue.form.inventory')} />
              <CardContent>
                <Stack spacing={2.5}>
                  <TextField {...field('stock', t('ecommerceCatalogue.form.stock'), { inputMode: 'numeric' })} />
                  <FormControlLabel
                    control={<Switch checked={draft.shippable} onChange={(e) => set('shippable', e.target.checked)} />}
                    label={t('ecommerceCatalogue.form.shippable')}
                  />
                  {draft.shippable && (
                    <TextField
                      {...field('weight', t('ecommerceCatalogue.form.weight'), { inputMode: 'numeric', unit: 'g' })}
                    />
                  )}
                </Stack>
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('ecommerceCatalogue.form.organize')} />
              <CardContent>
                <Stack spacing={2.5}>
                  <TextField
                    select
                    {...field('categoryId', t('ecommerceCatalogue.form.category'))}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  >
                    <MenuItem value="">{t('ecommerceCatalogue.form.noCategory')}</MenuItem>
                    {(categories.data ?? []).map((c) => (
                      <MenuItem key={c.id} value={c.id}>
                        {c.parentName ? `${c.parentName} › ${c.name}` : c.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    {...field('status', t('ecommerceCatalogue.form.status'))}
                    onChange={(e) => set('status', e.target.value as ProductStatus)}
                  >
                    {PRODUCT_STATUSES.map((s) => (
                      <MenuItem key={s} value={s}>
                        {t(`ecommerceCatalogue.status.${s}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    {...field('tags', t('ecommerceCatalogue.form.tags'))}
                    helperText={errors.tags ? errorText(errors.tags) : t('ecommerceCatalogue.form.commaSeparated')}
                  />
                </Stack>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
