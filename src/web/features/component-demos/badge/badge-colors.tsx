import Badge from '@mui/material/Badge';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

export default function BadgeColors() {
  const { t } = useTranslation();
  return (
    <DemoRow>
      {COLORS.map((color, i) => (
        <Badge
          key={color}
          badgeContent={i + 1}
          color={color}
          role="img"
          aria-label={t('components.badge.unread', { count: i + 1 })}
        >
          <IconMail size={26} aria-hidden />
        </Badge>
      ))}
    </DemoRow>
  );
}
