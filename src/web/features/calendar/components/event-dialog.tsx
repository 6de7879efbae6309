import { CALENDAR_LABELS, type CalendarEvent } from '@common/schemas/calendar';
import type { PersonCard } from '@common/schemas/people';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormError } from '@web/components/form-error';
import { notify } from '@web/components/snackbar/snackbar-service';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { initials } from '@web/lib/initials';
import { useDebounced } from '@web/lib/use-debounced';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeopleSearch } from '@web/lib/people';
import { useCreateEvent, useDeleteEvent, useListingSearch, useUpdateEvent } from '../api/calendar';
import {
  checkEvent,
  formFieldOf,
  toggleAllDay,
  type EventFormField,
  type EventFormValues,
  type FieldErrors,
} from '../lib/event-form';
import { LABEL_COLOURS } from '../lib/labels';
import { EventDetails } from './event-details';

interface EventDialogProps {
  /** The event being edited or read, or null for a new one. */
  event: CalendarEvent | null;
  initial: EventFormValues;
  onClose: () => void;
}

function PersonAvatar({ person, size = 24 }: { person: PersonCard; size?: number }) {
  return (
    <Avatar src={person.avatarUrl ?? undefined} alt="" sx={{ width: size, height: size, fontSize: size * 0.45 }}>
      {initials(person.name)}
    </Avatar>
  );
}

/**
 * Add or edit an event (its owner), or read it (a guest: the details, no form). Checked with the
 * API's schema before sending; what the server refuses lands under its field, the rest above the
 * form. On a phone the dialog fills the screen.
 */
export function EventDialog({ event, initial, onClose }: EventDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [guestQuery, setGuestQuery] = useState('');
  const [listingQuery, setListingQuery] = useState('');
  const [listingOpen, setListingOpen] = useState(false);
  const people = usePeopleSearch(useDebounced(guestQuery, 250));
  const listings = useListingSearch(useDebounced(listingQuery, 250), listingOpen);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const pending = create.isPending || update.isPending;

  if (event && !event.mine) return <EventDetails event={event} onClose={onClose} />;

  const set = <K extends EventFormField>(field: K, value: EventFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const fieldError = (field: EventFormField) =>
    errors[field] ? { error: true, helperText: errorText(t, errors[field]) } : {};

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const checked = checkEvent(values);
    if ('errors' in checked) return setErrors(checked.errors);
    try {
      if (event) await update.mutateAsync({ id: event.id, patch: checked.input });
      else await create.mutateAsync(checked.input);
      notify({ message: t(event ? 'calendar.saved' : 'calendar.added'), severity: 'success' });
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) return setFormError('unknown');
      const placed: FieldErrors = {};
      for (const [name, field] of Object.entries(err.fields)) {
        const formField = formFieldOf(name);
        if (formField) placed[formField] = field.code;
      }
      setErrors(placed);
      if (Object.keys(placed).length === 0) setFormError(err.code);
    }
  };

  const doDelete = async () => {
    await remove.mutateAsync(event!.id);
    notify({ message: t('calendar.deleted'), severity: 'success' });
    setConfirmDelete(false);
    onClose();
  };

  const dateType = values.allDay ? 'date' : 'datetime-local';
  // The chosen listing stays among the options while another search's results show.
  const found = listings.data?.items.map((l) => ({ id: l.id, name: l.name })) ?? [];
  const listingOptions =
    values.listing && !found.some((l) => l.id === values.listing!.id) ? [values.listing, ...found] : found;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <form onSubmit={(e) => void save(e)} noValidate>
        <DialogTitle id={titleId}>{t(event ? 'calendar.dialog.edit' : 'calendar.dialog.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError error={formError} />
            <TextField
              label={t('calendar.field.title')}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              autoFocus
              required
              {...fieldError('title')}
            />
            <TextField
              select
              label={t('calendar.field.label')}
              value={values.label}
              onChange={(e) => set('label', e.target.value as EventFormValues['label'])}
              {...fieldError('label')}
            >
              {CALENDAR_LABELS.map((label) => (
                <MenuItem key={label} value={label}>
                  <Box
                    component="span"
                    sx={{
                      display: 'inline-block',
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      bgcolor: `${LABEL_COLOURS[label]}.main`,
                      marginInlineEnd: 1,
                    }}
                  />
                  {t(`calendar.label.${label}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Switch checked={values.allDay} onChange={(_, on) => setValues((v) => toggleAllDay(v, on))} />}
              label={t('calendar.field.allDay')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type={dateType}
                label={t('calendar.field.start')}
                value={values.start}
                onChange={(e) => set('start', e.target.value)}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                {...fieldError('start')}
              />
              <TextField
                type={dateType}
                label={t(values.allDay ? 'calendar.field.endDay' : 'calendar.field.end')}
                value={values.end}
                onChange={(e) => set('end', e.target.value)}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                {...fieldError('end')}
              />
            </Stack>
            <Autocomplete
              multiple
              options={people.data?.items ?? []}
              value={values.guests}
              onChange={(_, guests) => set('guests', guests)}
              inputValue={guestQuery}
              onInputChange={(_, q) => setGuestQuery(q)}
              filterOptions={(options) => options}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              getOptionLabel={(p) => p.name}
              loading={people.isFetching}
              noOptionsText={t(guestQuery.trim().length < 2 ? 'calendar.guests.type' : 'calendar.guests.none')}
              renderOption={({ key, ...props }, person) => (
                <li key={key} {...props}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <PersonAvatar person={person} />
                    <span>{person.name}</span>
                  </Stack>
                </li>
              )}
              renderValue={(guests, getItemProps) =>
                guests.map((person, index) => {
                  const { key, ...chip } = getItemProps({ index });
                  return (
                    <Chip
                      key={key}
                      size="small"
                      avatar={<PersonAvatar person={person} />}
                      label={person.name}
                      {...chip}
                    />
                  );
                })
              }
              renderInput={(params) => (
                <TextField {...params} label={t('calendar.field.guests')} {...fieldError('guests')} />
              )}
            />
            <Autocomplete
              options={listingOptions}
              value={values.listing}
              onChange={(_, listing) => set('listing', listing)}
              onOpen={() => setListingOpen(true)}
              inputValue={listingQuery}
              onInputChange={(_, q) => setListingQuery(q)}
              filterOptions={(options) => options}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              getOptionLabel={(l) => l.name}
              loading={listings.isFetching}
              noOptionsText={t('calendar.listing.none')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('calendar.field.listing')}
                  {...(errors.listing ? fieldError('listing') : { helperText: t('calendar.listing.hint') })}
                />
              )}
            />
            <TextField
              label={t('calendar.field.url')}
              type="url"
              value={values.url}
              onChange={(e) => set('url', e.target.value)}
              placeholder="https://"
              {...fieldError('url')}
            />
            <TextField
              label={t('calendar.field.location')}
              value={values.location}
              onChange={(e) => set('location', e.target.value)}
              {...fieldError('location')}
            />
            <TextField
              label={t('calendar.field.description')}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              multiline
              minRows={3}
              {...fieldError('description')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {event && (
            <Button color="error" onClick={() => setConfirmDelete(true)} sx={{ marginInlineEnd: 'auto' }}>
              {t('calendar.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('calendar.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t(event ? 'calendar.save' : 'calendar.add')}
          </Button>
        </DialogActions>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        title={t('calendar.deleteTitle')}
        text={t('calendar.deleteText', { title: event?.title ?? '' })}
        confirmLabel={t('calendar.delete')}
        cancelLabel={t('calendar.cancel')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => void doDelete().catch(() => undefined)}
        onClose={() => setConfirmDelete(false)}
      />
    </Dialog>
  );
}
