import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

export default function BadgeDot() {
  const { t } = useTranslation();
  return (
    <DemoRow>
      <Badge variant="dot" color="error" role="img" aria-label={t('components.badge.newActivity')}>
        <IconBell size={26} aria-hidden />
      </Badge>
      <Badge variant="dot" color="success" overlap="circular" role="img" aria-label={t('components.badge.online')}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>AB</Avatar>
      </Badge>
      <Badge variant="dot" color="warning" overlap="rectangular" role="img" aria-label={t('components.badge.away')}>
        <Avatar variant="rounded" sx={{ bgcolor: 'info.main', color: 'info.contrastText' }}>
          CD
        </Avatar>
      </Badge>
    </DemoRow>
  );
}
