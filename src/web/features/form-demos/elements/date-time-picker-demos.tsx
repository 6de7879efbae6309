import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { addDays, format, isWeekend, startOfDay, type Locale } from 'date-fns';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Demo, DemoGrid } from './layout';
import { loadPickerLocale } from './picker-locale';

/** The error key of a date field's validation, or null when the date is fine. */
export function dateErrorKey(error: DateTimeValidationError | null): string | null {
  if (!error) return null;
  if (error === 'shouldDisableDate') return 'weekend';
  if (error === 'minDate' || error === 'disablePast') return 'past';
  if (error === 'maxDate') return 'tooFar';
  return 'invalidDate';
}

function Pickers({ dateLocale }: { dateLocale: Locale }) {
  const { t } = useTranslation();
  const today = startOfDay(new Date());
  const [meeting, setMeeting] = useState<Date | null>(null);
  const [error, setError] = useState<DateTimeValidationError | null>(null);
  const [picked, setPicked] = useState<Date | null>(today);
  const errorKey = dateErrorKey(error);
  return (
    <DemoGrid>
      <Demo title={t('forms.el.dt.date')} description={t('forms.el.dt.dateDesc')}>
        <Stack sx={{ gap: 3 }}>
          <DatePicker label={t('forms.f.birthDate')} disableFuture openTo="year" views={['year', 'month', 'day']} />
          <DatePicker label={t('forms.el.dt.monthYear')} views={['month', 'year']} />
          <DatePicker label={t('forms.el.disabled')} disabled defaultValue={today} />
        </Stack>
      </Demo>
      <Demo title={t('forms.el.dt.time')} description={t('forms.el.dt.timeDesc')}>
        <Stack sx={{ gap: 3 }}>
          <TimePicker label={t('forms.el.dt.alarm')} />
          <TimePicker label={t('forms.el.dt.withSeconds')} views={['hours', 'minutes', 'seconds']} />
          <TimePicker label={t('forms.el.dt.steps')} timeSteps={{ minutes: 15 }} />
        </Stack>
      </Demo>
      <Demo title={t('forms.el.dt.dateTime')} description={t('forms.el.dt.dateTimeDesc')}>
        <DateTimePicker
          label={t('forms.el.dt.meeting')}
          value={meeting}
          onChange={setMeeting}
          onError={setError}
          disablePast
          maxDate={addDays(today, 60)}
          shouldDisableDate={isWeekend}
          slotProps={{
            textField: {
              fullWidth: true,
              helperText: errorKey ? t(`forms.el.dt.err.${errorKey}`) : t('forms.el.dt.meetingHint'),
            },
          }}
        />
      </Demo>
      <Demo title={t('forms.el.dt.inline')} description={t('forms.el.dt.inlineDesc')}>
        <DateCalendar value={picked} onChange={setPicked} />
        <Typography variant="body2" color="textSecondary" aria-live="polite">
          {picked ? t('forms.el.dt.chosen', { date: format(picked, 'PPP', { locale: dateLocale }) }) : '—'}
        </Typography>
      </Demo>
      <Demo title={t('forms.el.dt.clock')} description={t('forms.el.dt.clockDesc')} wide>
        <StaticTimePicker defaultValue={today} />
      </Demo>
    </DemoGrid>
  );
}

/** MUI X pickers on date-fns, in the reader's language (its calendar loaded with the page). */
export function DateTimeDemos() {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<Awaited<ReturnType<typeof loadPickerLocale>> | null>(null);
  useEffect(() => {
    let live = true;
    void loadPickerLocale(i18n.language).then((l) => live && setLocale(l));
    return () => {
      live = false;
    };
  }, [i18n.language]);
  if (!locale) return <Skeleton variant="rounded" height={320} />;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={locale.dateFns}
      {...(locale.texts ? { localeText: locale.texts } : {})}
    >
      <Pickers dateLocale={locale.dateFns} />
    </LocalizationProvider>
  );
}
