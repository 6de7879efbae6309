import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The navbar's notifications slot. Nothing sends notifications yet; messages and call invitations
 * fill it later.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  return (
    <>
      <Tooltip title={t('navbar.notifications')}>
        <IconButton aria-label={t('navbar.notifications')} aria-haspopup="dialog" onClick={(e) => setAnchor(e.currentTarget)}>
          <IconBell size={22} stroke={1.75} aria-hidden />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 320, mt: 0.5 } } }}
      >
        <Box sx={{ px: 2.5, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('navbar.notifications')}
          </Typography>
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'center', py: 4, color: 'text.secondary' }}>
          <IconBellOff size={32} stroke={1.5} aria-hidden />
          <Typography variant="body2">{t('notifications.empty')}</Typography>
        </Stack>
      </Popover>
    </>
  );
}
