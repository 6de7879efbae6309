import { languageOf, type LangCode } from '@common/i18n/languages';
import type { CalendarEvent } from '@common/schemas/calendar';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { initials } from '@web/lib/initials';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../lib/event-form';
import { LABEL_COLOURS } from '../lib/labels';

/**
 * An event the user is a guest of: read-only (only its owner changes it), with who invited them
 * and who else comes. The description is shown as text, never as HTML.
 */
export function EventDetails({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const lang = languageOf(i18n.language as LangCode).htmlLang;
  const when = event.allDay
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'full' }).formatRange(
        new Date(`${event.start}T00:00`),
        new Date(`${addDays(event.end, -1)}T00:00`),
      )
    : new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short' }).formatRange(
        new Date(event.start),
        new Date(event.end),
      );
  const row = (label: string, value: React.ReactNode) => (
    <Stack spacing={0.25}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="div">{value}</Typography>
    </Stack>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{event.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" color={LABEL_COLOURS[event.label]} label={t(`calendar.label.${event.label}`)} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('calendar.readOnly', { name: event.owner.name })}
            </Typography>
          </Stack>
          {row(t('calendar.field.when'), when)}
          {event.location && row(t('calendar.field.location'), event.location)}
          {event.listing && row(t('calendar.field.listing'), event.listing.name)}
          {event.url &&
            row(
              t('calendar.field.url'),
              <Link href={event.url} target="_blank" rel="noopener noreferrer">
                {event.url}
              </Link>,
            )}
          {event.description &&
            row(t('calendar.field.description'), <span style={{ whiteSpace: 'pre-wrap' }}>{event.description}</span>)}
          {row(
            t('calendar.field.guests'),
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pt: 0.5 }}>
              {[event.owner, ...event.guests].map((p) => (
                <Chip
                  key={p.id}
                  size="small"
                  avatar={<Avatar src={p.avatarUrl ?? undefined}>{initials(p.name)}</Avatar>}
                  label={p.name}
                />
              ))}
            </Stack>,
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('calendar.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
