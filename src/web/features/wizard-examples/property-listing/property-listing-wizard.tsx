import * as api from '@common/api/listings';
import { kindsOfSite, type ListingView } from '@common/schemas/listings';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconBuildingEstate, IconChecklist, IconCurrencyDollar, IconHomeStar, IconUser } from '@tabler/icons-react';
import { ApiError } from '@web/lib/api-error';
import { callApi } from '@web/lib/api-client';
import { useErrorText } from '@web/lib/error-text';
import { editListingPath, PATHS } from '@web/lib/paths';
import { queryClient } from '@web/lib/query-client';
import { useSite } from '@web/lib/site-context';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { fieldErrorText, textFieldProps } from '../shared/field-text';
import { stepOfField } from '../shared/step-errors';
import { SummaryList } from '../shared/summary-list';
import { useStepForm } from '../shared/use-step-form';
import { WizardShell, type ShellStep } from '../shared/wizard-shell';
import {
  OFFER_TYPES,
  PROPERTY_DEFAULTS,
  PROPERTY_FEATURES,
  PROPERTY_STEPS,
  PROPERTY_TYPES,
  SELLER_ROLES,
  SERVER_FIELD,
  toListingInput,
  type PropertyValues,
} from './property-steps';

const SHELL_STEPS: ShellStep[] = [
  { key: 'personal', icon: IconUser },
  { key: 'property', icon: IconBuildingEstate },
  { key: 'features', icon: IconHomeStar },
  { key: 'price', icon: IconCurrencyDollar },
  { key: 'review', icon: IconChecklist },
];
const NS = 'wizards.property';
const REVIEW = PROPERTY_STEPS.length - 1;

/**
 * A property listing in five steps that ends in a real draft: the answers go to POST
 * /api/listings, the request the add-new page sends, so the draft belongs to the signed-in user
 * on the site this page was opened on (sites are chosen by host name) and waits in My items,
 * unpublished. Field errors the server returns are shown on the step holding the field.
 */
export function PropertyListingWizard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { site } = useSite();
  const allowsProperty = kindsOfSite(site.id).includes('property');
  const { form, step, show, next, back, goTo, headingRef } = useStepForm<PropertyValues>(
    PROPERTY_STEPS,
    PROPERTY_DEFAULTS,
  );
  const { control, formState, getValues, setError } = form;
  const [created, setCreated] = useState<ListingView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [role, features] = useWatch({ control, name: ['role', 'features'] });
  // The end screen replaces the review step in place: its heading takes the focus.
  useEffect(() => {
    if (created) headingRef.current?.focus();
  }, [created, headingRef]);

  const text = (name: keyof PropertyValues) => textFieldProps(form, t, name);
  const label = (key: string) => t(`${NS}.${key}`);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = toListingInput(values, { currency: site.currency, allowsProperty }, label);
      const listing = await callApi(api.createListing, { body });
      // My items and the other listing views fetch again: they hold the 'listings' keys.
      void queryClient.invalidateQueries({ queryKey: ['listings'] });
      setCreated(listing);
      show(REVIEW);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        // The first refused field decides the step to go back to; each field keeps its own error.
        let first: number | null = null;
        for (const [field, code] of Object.entries(error.fieldCodes)) {
          const ours = SERVER_FIELD[field];
          if (!ours) continue;
          const at = stepOfField(PROPERTY_STEPS, ours);
          if (at >= 0 && (first === null || at < first)) first = at;
          setError(ours, { type: 'server', message: `server:${code}` });
        }
        if (first !== null) {
          show(first);
          return;
        }
      }
      setFailure(errorText(error));
    }
  });

  const values = getValues();
  const summary: [string, string][] = [
    [label(`role.${values.role}`), [values.fullName, values.agency].filter(Boolean).join(', ')],
    [label('f.email'), values.email],
    [label('f.title'), values.title],
    [label('f.propertyType'), values.propertyType ? label(`type.${values.propertyType}`) : '—'],
    [label('f.rooms'), `${values.bedrooms} / ${values.bathrooms}`],
    [label('f.location'), [values.street, values.city].filter(Boolean).join(', ')],
    [label('f.features'), values.features.map((f) => label(`feature.${f}`)).join(', ') || '—'],
    [label('f.offer'), label(`offer.${values.offer}`)],
    [label('f.price'), `${values.price} ${site.currency}${values.offer === 'rent' ? ` ${label('perMonth')}` : ''}`],
    [label('f.area'), `${values.area} m²`],
  ];

  const doneContent = created && (
    <Stack sx={{ gap: 2, alignItems: 'flex-start' }} data-testid="property-created">
      <Alert severity="success" role="status">
        {t(`${NS}.created`, { site: site.configuration.AppName })}
      </Alert>
      <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {created.name}
      </Typography>
      <Chip label={t(`${NS}.draft`)} color="warning" variant="outlined" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <Button variant="contained" component={RouterLink} to={editListingPath(created.id)}>
          {t(`${NS}.openDraft`)}
        </Button>
        <Button variant="outlined" component={RouterLink} to={PATHS.myItems}>
          {t(`${NS}.myItems`)}
        </Button>
        <Button
          variant="text"
          onClick={() => {
            form.reset(PROPERTY_DEFAULTS);
            setCreated(null);
            show(0);
          }}
        >
          {t(`${NS}.again`)}
        </Button>
      </Stack>
    </Stack>
  );

  return (
    <Stack sx={{ gap: 3 }}>
      <Alert severity="info" data-testid="property-site-note">
        {t(allowsProperty ? `${NS}.siteNote` : `${NS}.otherSiteNote`, { site: site.configuration.AppName })}
      </Alert>
      <WizardShell
        ns={NS}
        steps={SHELL_STEPS}
        step={step}
        done={created !== null}
        doneContent={doneContent}
        headingRef={headingRef}
        onStepClick={(i) => void goTo(i)}
        onBack={back}
        onSubmit={() => (step === REVIEW ? void submit() : void next())}
        submitLabel={t(`${NS}.submit`)}
        busy={formState.isSubmitting}
      >
        {step === 0 && (
          <Grid container spacing={3}>
            <Grid size={12}>
              <Controller
                name="role"
                control={control}
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id="property-role-label">{label('f.role')}</FormLabel>
                    <RadioGroup row aria-labelledby="property-role-label" {...field}>
                      {SELLER_ROLES.map((r) => (
                        <FormControlLabel key={r} value={r} control={<Radio />} label={label(`role.${r}`)} />
                      ))}
                    </RadioGroup>
                  </FormControl>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={label('f.fullName')} required autoComplete="name" {...text('fullName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={label('f.email')} type="email" required autoComplete="email" {...text('email')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={label('f.phone')} type="tel" autoComplete="tel" {...text('phone')} />
            </Grid>
            {role === 'agent' && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label={label('f.agency')} required autoComplete="organization" {...text('agency')} />
              </Grid>
            )}
          </Grid>
        )}
        {step === 1 && (
          <Grid container spacing={3}>
            <Grid size={12}>
              <TextField label={label('f.title')} required {...text('title')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                name="propertyType"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    required
                    label={label('f.propertyType')}
                    {...field}
                    error={Boolean(fieldState.error)}
                    helperText={fieldErrorText(t, fieldState.error?.message)}
                  >
                    {PROPERTY_TYPES.map((p) => (
                      <MenuItem key={p} value={p}>
                        {label(`type.${p}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <TextField label={label('f.bedrooms')} required inputMode="numeric" {...text('bedrooms')} />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <TextField label={label('f.bathrooms')} required inputMode="numeric" {...text('bathrooms')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={label('f.city')} required autoComplete="address-level2" {...text('city')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={label('f.street')} autoComplete="street-address" {...text('street')} />
            </Grid>
          </Grid>
        )}
        {step === 2 && (
          <Stack sx={{ gap: 3 }}>
            <FormControl component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend">{label('f.features')}</FormLabel>
              <FormGroup row>
                {PROPERTY_FEATURES.map((f) => (
                  <FormControlLabel
                    key={f}
                    label={label(`feature.${f}`)}
                    control={
                      <Checkbox
                        checked={features.includes(f)}
                        onChange={(e) =>
                          form.setValue(
                            'features',
                            e.target.checked ? [...features, f] : features.filter((x) => x !== f),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
            <TextField label={label('f.description')} multiline minRows={4} {...text('description')} />
          </Stack>
        )}
        {step === 3 && (
          <Grid container spacing={3}>
            <Grid size={12}>
              <Controller
                name="offer"
                control={control}
                render={({ field, fieldState }) => (
                  <FormControl error={Boolean(fieldState.error)}>
                    <FormLabel id="property-offer-label">{label('f.offer')}</FormLabel>
                    <RadioGroup row aria-labelledby="property-offer-label" {...field}>
                      {OFFER_TYPES.map((o) => (
                        <FormControlLabel key={o} value={o} control={<Radio />} label={label(`offer.${o}`)} />
                      ))}
                    </RadioGroup>
                  </FormControl>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={`${label('f.price')} (${site.currency})`}
                required
                inputMode="decimal"
                {...text('price')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={`${label('f.area')} (m²)`} required inputMode="decimal" {...text('area')} />
            </Grid>
          </Grid>
        )}
        {step === 4 && (
          <Stack sx={{ gap: 2 }}>
            <SummaryList rows={summary} />
            <Typography variant="body2" color="textSecondary">
              {t(`${NS}.reviewNote`, { site: site.configuration.AppName })}
            </Typography>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
          </Stack>
        )}
      </WizardShell>
    </Stack>
  );
}
