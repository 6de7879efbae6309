import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Timeline, TimelineItem, type TimelineColor } from './timeline-parts';

const EVENTS: { id: string; color: TimelineColor }[] = [
  { id: 'ordered', color: 'primary' },
  { id: 'paid', color: 'success' },
  { id: 'shipped', color: 'info' },
  { id: 'delivered', color: 'warning' },
];

export default function TimelineBasic() {
  const { t } = useTranslation();
  return (
    <Timeline label={t('components.timeline.orderHistory')}>
      {EVENTS.map(({ id, color }, i) => (
        <TimelineItem
          key={id}
          color={color}
          outlined={i === EVENTS.length - 1}
          last={i === EVENTS.length - 1}
          title={t(`components.timeline.${id}`)}
          time={t(`components.timeline.${id}Time`)}
        >
          <Typography variant="body2" color="textSecondary">
            {t(`components.timeline.${id}Text`)}
          </Typography>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
