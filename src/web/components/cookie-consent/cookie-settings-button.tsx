import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { IconCookie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Small and quiet in the banner's corner once a choice is made: one click forgets the choice and
 * brings the banner back. Not printed.
 */
export default function CookieSettingsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('cookies.settings')} placement="top">
      <IconButton
        onClick={onClick}
        aria-label={t('cookies.settings')}
        size="small"
        sx={{
          position: 'fixed',
          left: { xs: 12, sm: 16 },
          bottom: { xs: 12, sm: 16 },
          zIndex: 'speedDial',
          bgcolor: 'background.paper',
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
          boxShadow: 2,
          opacity: 0.75,
          transition: (theme) => theme.transitions.create('opacity'),
          '&:hover, &:focus-visible': { opacity: 1, bgcolor: 'background.paper', color: 'primary.main' },
          '@media print': { display: 'none' },
        }}
      >
        <IconCookie aria-hidden size={20} stroke={1.75} />
      </IconButton>
    </Tooltip>
  );
}
