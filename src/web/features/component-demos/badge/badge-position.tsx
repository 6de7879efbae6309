import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const CORNERS = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
] as const;

export default function BadgePosition() {
  const { t } = useTranslation();
  return (
    <DemoRow>
      {CORNERS.map((anchorOrigin) => (
        <Badge
          key={`${anchorOrigin.vertical}-${anchorOrigin.horizontal}`}
          badgeContent={4}
          color="secondary"
          anchorOrigin={anchorOrigin}
          role="img"
          aria-label={t(
            `components.badge.${anchorOrigin.vertical}${anchorOrigin.horizontal === 'left' ? 'Start' : 'End'}`,
          )}
        >
          <Box sx={{ width: 48, height: 48, borderRadius: 1, bgcolor: 'action.selected' }} />
        </Badge>
      ))}
    </DemoRow>
  );
}
