import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import { IconCheck, IconMapPin, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

export default function ChipIcons() {
  const { t } = useTranslation();
  return (
    <DemoRow>
      <Chip color="success" icon={<IconCheck size={18} aria-hidden />} label={t('components.chip.verified')} />
      <Chip
        variant="outlined"
        color="info"
        icon={<IconMapPin size={18} aria-hidden />}
        label={t('components.chip.nearby')}
      />
      <Chip color="warning" icon={<IconStar size={18} aria-hidden />} label={t('components.chip.featured')} />
      {/* The chip styles its avatar; a rule on the avatar's own class wins over it. */}
      <Chip
        avatar={
          <Avatar sx={{ '&.MuiChip-avatar': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}>AB</Avatar>
        }
        label={t('components.chip.person')}
      />
      <Chip
        variant="outlined"
        avatar={<Avatar sx={{ '&.MuiChip-avatar': { bgcolor: 'info.main', color: 'info.contrastText' } }}>CD</Avatar>}
        label={t('components.chip.person2')}
      />
    </DemoRow>
  );
}
