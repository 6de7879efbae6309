import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { IconUserPlus } from '@tabler/icons-react';
import { useErrorText } from '@web/lib/error-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * In the room: bring one more person into the call by their user id (the id calls are made
 * with, as in `?to=`). The server lets them into this room, then they are rung like any callee.
 */
export function InvitePerson({ onInvite }: { onInvite: (userId: string) => Promise<void> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [userId, setUserId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onInvite(userId.trim());
      setUserId('');
    } catch (err) {
      console.error('call: inviting failed', err);
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        label={t('video.invite.userId')}
        value={userId}
        onChange={(e) => setUserId(e.target.value)}
        sx={{ flex: 1, minWidth: 240 }}
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<IconUserPlus aria-hidden />}
        disabled={busy || !userId.trim()}
      >
        {t('video.invite.button')}
      </Button>
      {error && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
