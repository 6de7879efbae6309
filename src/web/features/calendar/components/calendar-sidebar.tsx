import { CALENDAR_LABELS, type CalendarLabel } from '@common/schemas/calendar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LABEL_COLOURS } from '../lib/labels';
import { MiniMonth } from './mini-month';

interface CalendarSidebarProps {
  shown: ReadonlySet<CalendarLabel>;
  onShown: (shown: Set<CalendarLabel>) => void;
  current: Date;
  onPick: (date: Date) => void;
  onAdd: () => void;
  firstDay: number;
  locale: string;
}

/** Add, the small month that moves the calendar, and which labels to show ("view all" or some). */
export function CalendarSidebar({ shown, onShown, current, onPick, onAdd, firstDay, locale }: CalendarSidebarProps) {
  const { t } = useTranslation();
  const all = shown.size === CALENDAR_LABELS.length;
  const toggle = (label: CalendarLabel, on: boolean) => {
    const next = new Set(shown);
    if (on) next.add(label);
    else next.delete(label);
    onShown(next);
  };
  return (
    <Box sx={{ width: 260, p: 2.5, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Button variant="contained" startIcon={<IconPlus size={18} />} onClick={onAdd} fullWidth>
        {t('calendar.addEvent')}
      </Button>
      <Divider />
      <MiniMonth value={current} onPick={onPick} firstDay={firstDay} locale={locale} />
      <Divider />
      <Box>
        <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
          {t('calendar.filters')}
        </Typography>
        <FormGroup>
          <FormControlLabel
            control={
              <Checkbox
                checked={all}
                indeterminate={!all && shown.size > 0}
                onChange={(_, on) => onShown(new Set(on ? CALENDAR_LABELS : []))}
              />
            }
            label={t('calendar.viewAll')}
          />
          {CALENDAR_LABELS.map((label) => (
            <FormControlLabel
              key={label}
              control={
                <Checkbox
                  color={LABEL_COLOURS[label]}
                  checked={shown.has(label)}
                  onChange={(_, on) => toggle(label, on)}
                  sx={{ color: `${LABEL_COLOURS[label]}.main` }}
                />
              }
              label={t(`calendar.label.${label}`)}
            />
          ))}
        </FormGroup>
      </Box>
    </Box>
  );
}
