import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { IconCalendarEvent, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from './titled-card';
import { TonalChip, InitialsAvatar } from './tonal';
import type { Tone } from './tone';
import { useFormats } from './use-formats';

const ACTIVITY = [
  { key: 'invoices', tone: 'primary', ago: 12 },
  { key: 'meeting', tone: 'success', ago: 45 },
  { key: 'project', tone: 'info', ago: 120 },
] as const satisfies readonly { key: string; tone: Tone; ago: number }[];

/**
 * What happened lately, on a line with a dot per event: an ordered list, so a screen reader
 * says how many events there are and where it is among them.
 */
export function ActivityTimelineCard() {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <TitledCard title={t('cards.advance.activity')} subheader={t('cards.advance.activitySub')}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {ACTIVITY.map(({ key, tone, ago }, i) => (
          <Box
            component="li"
            key={key}
            sx={{
              position: 'relative',
              pl: 4,
              pb: i < ACTIVITY.length - 1 ? 3 : 0,
              // The line joining the dots, along the start edge (mirrored in right to left).
              '&::before':
                i < ACTIVITY.length - 1
                  ? {
                      content: '""',
                      position: 'absolute',
                      left: 6,
                      top: 18,
                      bottom: 0,
                      borderLeft: 1,
                      borderColor: 'divider',
                    }
                  : undefined,
            }}
          >
            <Box
              aria-hidden
              sx={(theme) => ({
                position: 'absolute',
                left: 0,
                top: 4,
                width: 14,
                height: 14,
                borderRadius: '50%',
                bgcolor: `${tone}.main`,
                boxShadow: `0 0 0 4px ${theme.alpha(theme.vars.palette[tone].main, 0.16)}`,
              })}
            />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
                {t(`cards.advance.act.${key}`)}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {f.minutesAgo(ago)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ mb: key === 'invoices' ? 1 : 0 }}>
              {t(`cards.advance.act.${key}Text`)}
            </Typography>
            {key === 'invoices' && (
              <TonalChip tone="error" icon={<IconFileTypePdf size={16} aria-hidden />} label="invoices.pdf" />
            )}
          </Box>
        ))}
      </Box>
    </TitledCard>
  );
}

const MEETINGS = [
  { name: 'Noah Fischer', initials: 'NF', key: 'callClient', tone: 'primary', day: 21, time: '08:20' },
  { name: 'Aisha Rahman', initials: 'AR', key: 'review', tone: 'success', day: 24, time: '11:30' },
  { name: 'Mateo Silva', initials: 'MS', key: 'dinner', tone: 'warning', day: 28, time: '19:00' },
  { name: 'Emma Novak', initials: 'EN', key: 'workshop', tone: 'info', day: 30, time: '14:15' },
] as const satisfies readonly { key: string; tone: Tone; name: string; initials: string; day: number; time: string }[];

/** The week's meetings: who, what, when, and the kind of meeting as a tinted chip. */
export function MeetingScheduleCard() {
  const { t } = useTranslation();
  const { tag } = useFormats();
  return (
    <TitledCard title={t('cards.advance.meetings')} bare>
      <List sx={{ pt: 0 }}>
        {MEETINGS.map((m) => {
          const when = new Date(2026, 6, m.day).toLocaleDateString(tag, { day: 'numeric', month: 'short' });
          return (
            <ListItem key={m.key} sx={{ px: 3, gap: 1 }}>
              <ListItemAvatar>
                <InitialsAvatar initials={m.initials} />
              </ListItemAvatar>
              <ListItemText
                primary={t(`cards.advance.meet.${m.key}`)}
                secondary={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    <IconCalendarEvent size={16} aria-hidden />
                    <span>
                      {when}, <bdi>{m.time}</bdi> · {m.name}
                    </span>
                  </Box>
                }
              />
              <TonalChip tone={m.tone} label={t(`cards.advance.meet.${m.key}Kind`)} />
            </ListItem>
          );
        })}
      </List>
    </TitledCard>
  );
}
