import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The sidebar's small month: pick a day and the calendar goes there. A few lines of our own
 * rather than @mui/x-date-pickers, which the project does not use and which would bring a date
 * library with it; names of months and weekdays come from Intl in the page's language, and the
 * grid follows the text direction by itself.
 */

interface MiniMonthProps {
  /** The day the calendar shows (its view's first day); the month follows it. */
  value: Date;
  onPick: (date: Date) => void;
  /** The first day of the week (0 Sunday ... 6 Saturday), as the calendar's locale has it. */
  firstDay: number;
  locale: string;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export function MiniMonth({ value, onPick, firstDay, locale }: MiniMonthProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  // Previous points to where the text starts: right in Arabic.
  const flip = theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  // Months browsed away from the calendar's: back to none whenever the calendar moves.
  const key = value.getFullYear() * 12 + value.getMonth();
  const [browsed, setBrowsed] = useState({ key, by: 0 });
  const by = browsed.key === key ? browsed.by : 0;
  const month = useMemo(() => new Date(value.getFullYear(), value.getMonth() + by, 1), [value, by]);

  const days = useMemo(() => {
    const lead = (month.getDay() - firstDay + 7) % 7;
    return Array.from({ length: 42 }, (_, i) => new Date(month.getFullYear(), month.getMonth(), 1 - lead + i));
  }, [month, firstDay]);
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow' });
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, i) => format.format(new Date(2023, 0, 1 + ((firstDay + i) % 7))));
  }, [locale, firstDay]);
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(month);
  const today = new Date();
  const shift = (step: number) => setBrowsed({ key, by: by + step });

  return (
    <Box data-testid="mini-month">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton size="small" onClick={() => shift(-1)} aria-label={t('calendar.mini.previous')}>
          <IconChevronLeft size={18} style={flip} />
        </IconButton>
        <Typography variant="subtitle2" component="p" aria-live="polite">
          {title}
        </Typography>
        <IconButton size="small" onClick={() => shift(1)} aria-label={t('calendar.mini.next')}>
          <IconChevronRight size={18} style={flip} />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', textAlign: 'center', rowGap: 0.25 }}>
        {weekdays.map((name, i) => (
          <Typography key={i} variant="caption" sx={{ color: 'text.secondary' }} aria-hidden>
            {name}
          </Typography>
        ))}
        {days.map((day) => {
          const inMonth = day.getMonth() === month.getMonth();
          const selected = sameDay(day, value);
          return (
            <ButtonBase
              key={day.toISOString()}
              onClick={() => onPick(day)}
              aria-label={day.toLocaleDateString(locale, { dateStyle: 'full' })}
              aria-pressed={selected}
              sx={{
                mx: 'auto',
                width: 30,
                height: 30,
                borderRadius: '50%',
                fontSize: '0.8rem',
                color: selected ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.secondary',
                bgcolor: selected ? 'primary.main' : 'transparent',
                border: sameDay(day, today) && !selected ? 1 : 0,
                borderColor: 'primary.main',
                '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
              }}
            >
              {day.getDate()}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
