import {
  DURATION_UNITS,
  PRICE_BASES,
  kindsOfSite,
  listingInputSchema,
  SITE_LISTING_KIND,
  type ListingInput,
  type ListingKind,
  type ListingView,
} from '@common/schemas/listings';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FormError } from '@web/components/form-error';
import { RichTextPlaceholder } from '@web/components/rich-text/rich-text-frame';
import { notify } from '@web/components/snackbar/snackbar-service';
import { errorText } from '@web/lib/error-text';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useSite } from '@web/lib/site-context';
import { lazy, Suspense, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rememberListing } from '../api/listing-status';
import { imagesFromListing, type ImagesState } from '../lib/image-drafts';
import { CURRENCIES, toCoordinate, toMajorText, toMinor } from '../lib/price';
import { retryImage, saveListing, type ImagesStore } from '../lib/save-listing';
import { ImageArea } from './image-area';

// ProseMirror is the largest part of this form: it loads with the editor, not with every page that
// imports this feature (My items does, for its table).
const DescriptionEditor = lazy(() => import('./description-editor'));

interface ListingFormProps {
  /** The listing being edited; null for a new one. */
  listing: ListingView | null;
  /** After a save: the page shows the saved listing's address (edit from now on). */
  onSaved: (listing: ListingView) => void;
}

// A new listing's price starts in the site's own money (a seller on bookatable4 charges in pounds,
// whatever language they read it in).
const formValues = (
  listing: ListingView | null,
  siteCurrency: string,
  kinds: readonly ListingKind[] | null,
): ListingInput => ({
  // Only the generic site lets the author choose; every other site lists its one kind.
  ...(kinds ? { kind: listing?.kind ?? kinds[0]! } : {}),
  name: listing?.name ?? '',
  description: listing?.description ?? '',
  priceMinor: listing?.priceMinor ?? 0,
  currency: listing ? listing.currency : siteCurrency,
  priceBasis: listing?.priceBasis ?? 'whole',
  duration: listing?.duration ?? null,
  locationText: listing?.locationText ?? '',
  latitude: listing?.latitude ?? null,
  longitude: listing?.longitude ?? null,
});

/** The add-listing form (SPEC.md section 2): product information, pricing, location, pictures. */
export function ListingForm({ listing: initial, onSaved }: ListingFormProps) {
  const { t } = useTranslation();
  const { site } = useSite();
  // A site of several kinds (the generic site: all) asks which one; a site of one kind needs no field.
  const kinds = SITE_LISTING_KIND[site.id] === null ? kindsOfSite(site.id) : null;
  const [listing, setListing] = useState(initial);
  const [images, setImages] = useState<ImagesState>(() => imagesFromListing(initial?.images ?? []));
  // The save runs across many requests; it reads the newest pictures through this, not a stale render's.
  const imagesRef = useRef(images);
  const store: ImagesStore = {
    get: () => imagesRef.current,
    apply: (change) => {
      imagesRef.current = change(imagesRef.current);
      setImages(imagesRef.current);
    },
  };
  const [busy, setBusy] = useState<'draft' | 'publish' | 'retry' | null>(null);
  const [failedImages, setFailedImages] = useState(0);
  const form = useSchemaForm(listingInputSchema, formValues(initial, site.currency, kinds));
  const { control, submit, fieldProps, formError, watch, setValue, reset } = form;
  const currency = watch('currency') ?? null;
  const free = (watch('priceMinor') ?? 0) === 0 && currency === null;
  // The typed texts of number fields, kept as typed ("12,5" stays "12,5" while the value is 1250).
  const [priceText, setPriceText] = useState(toMajorText(initial?.priceMinor ?? 0, initial?.currency ?? null));
  const [latText, setLatText] = useState(initial?.latitude?.toString() ?? '');
  const [lngText, setLngText] = useState(initial?.longitude?.toString() ?? '');

  const save = (publish: boolean) =>
    submit(async (values) => {
      setBusy(publish ? 'publish' : 'draft');
      try {
        const result = await saveListing(listing?.id ?? null, values, publish, store);
        setListing(result.listing);
        setFailedImages(result.failed);
        rememberListing(result.listing);
        reset(formValues(result.listing, site.currency, kinds), { keepDefaultValues: false });
        onSaved(result.listing);
        notify({
          message: t(
            result.listing.status === 'published' ? 'listingEditor.savedPublished' : 'listingEditor.savedDraft',
          ),
          severity: result.failed > 0 ? 'warning' : 'success',
        });
      } finally {
        setBusy(null);
      }
    });

  const retry = async (key: string) => {
    if (!listing) return;
    setBusy('retry');
    try {
      const updated = await retryImage(listing, store, key);
      setListing(updated);
      rememberListing(updated);
      setFailedImages(imagesRef.current.items.filter((i) => i.kind !== 'saved' && i.state === 'failed').length);
    } finally {
      setBusy(null);
    }
  };

  const setFree = (on: boolean) => {
    if (on) {
      setValue('priceMinor', 0, { shouldDirty: true });
      setValue('currency', null, { shouldDirty: true });
      setPriceText('');
    } else setValue('currency', site.currency, { shouldDirty: true });
  };
  const duration = watch('duration') ?? null;

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => void save(false)(e)}>
      <FormError error={formError} />
      {failedImages > 0 && <Alert severity="warning">{t('listingEditor.imagesFailed', { n: failedImages })}</Alert>}
      <Card>
        <CardHeader title={t('listingEditor.section.product')} />
        <CardContent>
          <Stack spacing={2.5}>
            {kinds && (
              <Controller
                control={control}
                name="kind"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label={t('listingEditor.field.kind')}
                    value={field.value ?? kinds[0]}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ? errorText(t, fieldState.error.message) : undefined}
                  >
                    {kinds.map((kind) => (
                      <MenuItem key={kind} value={kind}>
                        {t(`listings.kind.${kind}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            <TextField label={t('listingEditor.field.name')} required {...fieldProps('name')} />
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState }) => {
                const label = t('listingEditor.field.description');
                const error = fieldState.error?.message ? errorText(t, fieldState.error.message) : undefined;
                return (
                  <Suspense fallback={<RichTextPlaceholder label={label} error={error} />}>
                    <DescriptionEditor
                      label={label}
                      initialHtml={initial?.description ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={error}
                    />
                  </Suspense>
                );
              }}
            />
          </Stack>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={t('listingEditor.section.images')} />
        <CardContent>
          <ImageArea
            state={images}
            onChange={store.apply}
            disabled={busy !== null}
            onRetry={listing ? (key) => void retry(key) : undefined}
            privatePictures={listing?.status !== 'published'}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={t('listingEditor.section.pricing')} />
        <CardContent>
          <Grid container spacing={2.5}>
            <Grid size={12}>
              <FormControlLabel
                control={<Switch checked={free} onChange={(e) => setFree(e.target.checked)} />}
                label={t('listingEditor.field.free')}
              />
            </Grid>
            {!free && (
              <>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <Controller
                    control={control}
                    name="priceMinor"
                    render={({ field, fieldState }) => (
                      <TextField
                        fullWidth
                        label={t('listingEditor.field.price')}
                        inputMode="decimal"
                        value={priceText}
                        onChange={(e) => {
                          setPriceText(e.target.value);
                          field.onChange(toMinor(e.target.value, currency));
                        }}
                        onBlur={field.onBlur}
                        error={Boolean(fieldState.error)}
                        helperText={
                          fieldState.error?.message
                            ? errorText(t, fieldState.error.message)
                            : t('listingEditor.field.priceHint')
                        }
                      />
                    )}
                  />
                </Grid>
                <Grid size={{ xs: 5, sm: 3 }}>
                  <Controller
                    control={control}
                    name="currency"
                    render={({ field, fieldState }) => (
                      <TextField
                        select
                        fullWidth
                        label={t('listingEditor.field.currency')}
                        value={field.value ?? ''}
                        onChange={(e) => {
                          field.onChange(e.target.value || null);
                          // The same typed amount in a currency with other minor digits.
                          setValue('priceMinor', toMinor(priceText, e.target.value || null), { shouldDirty: true });
                        }}
                        onBlur={field.onBlur}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message ? errorText(t, fieldState.error.message) : undefined}
                      >
                        {CURRENCIES.map((c) => (
                          <MenuItem key={c} value={c}>
                            {c}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                </Grid>
                {/* Next to the price: a table seat or a reading group is priced per person. */}
                <Grid size={{ xs: 7, sm: 4 }}>
                  <Controller
                    control={control}
                    name="priceBasis"
                    render={({ field, fieldState }) => (
                      <TextField
                        select
                        fullWidth
                        label={t('listingEditor.field.priceBasis')}
                        value={field.value ?? 'whole'}
                        onChange={(e) => field.onChange(e.target.value)}
                        onBlur={field.onBlur}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message ? errorText(t, fieldState.error.message) : undefined}
                        slotProps={{ htmlInput: { 'data-testid': 'price-basis' } }}
                      >
                        {PRICE_BASES.map((b) => (
                          <MenuItem key={b} value={b}>
                            {t(`listingEditor.priceBasis.${b}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                </Grid>
              </>
            )}
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                fullWidth
                label={t('listingEditor.field.durationUnit')}
                value={duration?.unit ?? ''}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                onChange={(e) => {
                  const unit = e.target.value as (typeof DURATION_UNITS)[number] | '';
                  setValue('duration', unit === '' ? null : { amount: duration?.amount ?? 1, unit }, {
                    shouldDirty: true,
                  });
                }}
              >
                <MenuItem value="">{t('listingEditor.duration.none')}</MenuItem>
                {DURATION_UNITS.map((u) => (
                  <MenuItem key={u} value={u}>
                    {t(`listingEditor.duration.${u}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            {duration && (
              <Grid size={{ xs: 12, sm: 4 }}>
                <Controller
                  control={control}
                  name="duration"
                  render={({ fieldState }) => (
                    <TextField
                      fullWidth
                      type="number"
                      label={t('listingEditor.field.durationAmount')}
                      value={Number.isFinite(duration.amount) ? duration.amount : ''}
                      slotProps={{ htmlInput: { min: 1, step: 1 } }}
                      onChange={(e) =>
                        setValue(
                          'duration',
                          { ...duration, amount: e.target.value === '' ? Number.NaN : Number(e.target.value) },
                          { shouldDirty: true },
                        )
                      }
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error ? errorText(t, 'listingDurationInvalid') : undefined}
                    />
                  )}
                />
              </Grid>
            )}
          </Grid>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={t('listingEditor.section.location')} />
        <CardContent>
          <Grid container spacing={2.5}>
            <Grid size={12}>
              <TextField
                fullWidth
                label={t('listingEditor.field.location')}
                {...fieldProps('locationText', t('listingEditor.field.locationHint'))}
              />
            </Grid>
            {(
              [
                ['latitude', latText, setLatText],
                ['longitude', lngText, setLngText],
              ] as const
            ).map(([name, text, setText]) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <TextField
                      fullWidth
                      inputMode="decimal"
                      label={t(`listingEditor.field.${name}`)}
                      value={text}
                      onChange={(e) => {
                        setText(e.target.value);
                        field.onChange(toCoordinate(e.target.value));
                      }}
                      onBlur={field.onBlur}
                      error={Boolean(fieldState.error)}
                      helperText={
                        fieldState.error?.message
                          ? errorText(t, fieldState.error.message)
                          : t('listingEditor.field.optional')
                      }
                    />
                  )}
                />
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="outlined"
          loading={busy === 'draft'}
          disabled={busy !== null && busy !== 'draft'}
        >
          {listing?.status === 'published' ? t('listingEditor.saveUnpublish') : t('listingEditor.saveDraft')}
        </Button>
        <Button
          type="button"
          variant="contained"
          loading={busy === 'publish'}
          disabled={busy !== null && busy !== 'publish'}
          onClick={(e) => void save(true)(e)}
        >
          {listing?.status === 'published' ? t('listingEditor.saveChanges') : t('listingEditor.saveAndPublish')}
        </Button>
      </Stack>
    </Stack>
  );
}
