import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { IconFileText, IconMessage, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Timeline, TimelineItem } from './timeline-parts';

export default function TimelineIcons() {
  const { t } = useTranslation();
  return (
    <Timeline label={t('components.timeline.projectActivity')}>
      <TimelineItem
        color="primary"
        icon={<IconFileText size={18} />}
        title={t('components.timeline.invoice')}
        time={t('components.timeline.invoiceTime')}
      >
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('components.timeline.invoiceText')}
        </Typography>
        <Chip size="small" variant="outlined" icon={<IconFileText size={16} aria-hidden />} label="invoice-0421.pdf" />
      </TimelineItem>
      <TimelineItem
        color="success"
        icon={<IconUsers size={18} />}
        title={t('components.timeline.meeting')}
        time={t('components.timeline.meetingTime')}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'info.main', color: 'info.contrastText' }}>
            AB
          </Avatar>
          <Box>
            <Typography variant="body2">{t('components.timeline.meetingWith')}</Typography>
            <Typography variant="caption" color="textSecondary">
              {t('components.timeline.meetingRole')}
            </Typography>
          </Box>
        </Box>
      </TimelineItem>
      <TimelineItem
        color="info"
        icon={<IconMessage size={18} />}
        last
        title={t('components.timeline.comment')}
        time={t('components.timeline.commentTime')}
      >
        <Typography variant="body2" color="textSecondary">
          {t('components.timeline.commentText')}
        </Typography>
      </TimelineItem>
    </Timeline>
  );
}
