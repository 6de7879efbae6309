import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const TEAM = ['AB', 'CD', 'EF', 'GH', 'IJ', 'KL', 'MN'];
const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

export default function AvatarGroupDemo() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <AvatarGroup
        max={5}
        role="group"
        aria-label={t('components.avatar.team')}
        slotProps={{ surplus: { sx: { bgcolor: 'secondary.main', color: 'secondary.contrastText' } } }}
        sx={{ justifyContent: 'flex-end' }}
      >
        {TEAM.map((initials, i) => (
          <Avatar
            key={initials}
            sx={{ bgcolor: `${COLORS[i % COLORS.length]}.main`, color: `${COLORS[i % COLORS.length]}.contrastText` }}
          >
            {initials}
          </Avatar>
        ))}
      </AvatarGroup>
      <DemoRow>
        <Badge
          overlap="circular"
          variant="dot"
          color="success"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          role="img"
          aria-label={t('components.avatar.online')}
        >
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>AB</Avatar>
        </Badge>
        <Badge
          overlap="circular"
          variant="dot"
          color="warning"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          role="img"
          aria-label={t('components.avatar.away')}
        >
          <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>CD</Avatar>
        </Badge>
      </DemoRow>
    </Stack>
  );
}
