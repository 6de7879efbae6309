import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const PEOPLE = [
  { initials: 'AB', color: 'primary' },
  { initials: 'CD', color: 'secondary' },
  { initials: 'EF', color: 'success' },
  { initials: 'GH', color: 'info' },
  { initials: 'IJ', color: 'warning' },
  { initials: 'KL', color: 'error' },
] as const;

export default function AvatarLetters() {
  const { t } = useTranslation();
  return (
    <DemoRow>
      {PEOPLE.map(({ initials, color }) => (
        <Avatar
          key={initials}
          role="img"
          aria-label={t('components.avatar.personOf', { initials })}
          sx={{ bgcolor: `${color}.main`, color: `${color}.contrastText` }}
        >
          {initials}
        </Avatar>
      ))}
    </DemoRow>
  );
}
