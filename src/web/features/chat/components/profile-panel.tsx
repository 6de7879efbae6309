import type { ChatView } from '@common/schemas/chat';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { offerPath } from '@web/lib/paths';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PresenceAvatar, StatusDot } from './presence-avatar';

/** The other person of the open chat: picture, name, status, since when a member, what the chat is about. */
export function ProfilePanel({ chat, onClose }: { chat: ChatView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { person, listing } = chat;
  return (
    <Stack
      component="aside"
      aria-labelledby="chat-profile-title"
      sx={{ height: '100%', overflowY: 'auto' }}
      data-testid="chat-profile"
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id="chat-profile-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('chat.profile')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('chat.closeProfile')}>
          <IconX size={18} aria-hidden />
        </IconButton>
      </Box>
      <Stack spacing={1.5} sx={{ alignItems: 'center', px: 3, pb: 3, textAlign: 'center' }}>
        <PresenceAvatar name={person.name} avatarUrl={person.avatarUrl} presence={person.presence} size={88} />
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {person.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="chat-profile-status">
          <StatusDot status={person.presence} />
          <Typography variant="body2">{t(`chat.status.${person.presence}`)}</Typography>
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {t('chat.memberSince', {
            date: new Date(person.memberSince).toLocaleDateString(i18n.language, { dateStyle: 'long' }),
          })}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {listing ? (
            listing.id ? (
              <>
                {t('chat.aboutListing')}{' '}
                <Link component={RouterLink} to={offerPath(i18n.language, listing.id)}>
                  {listing.name}
                </Link>
              </>
            ) : (
              t('chat.listingRemoved', { name: listing.name })
            )
          ) : (
            t('chat.direct')
          )}
        </Typography>
      </Stack>
    </Stack>
  );
}
