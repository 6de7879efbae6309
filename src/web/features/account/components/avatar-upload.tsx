import { AVATAR_MAX_BYTES, AVATAR_TYPES, type PublicUser } from '@common/schemas/account';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconUpload } from '@tabler/icons-react';
import { FormError } from '@web/components/form-error';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadAvatar } from '../api/upload-avatar';

/** Checks in the browser first so a wrong file is refused at once, not after a long upload. */
function checkFile(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'avatarType';
  if (file.size > AVATAR_MAX_BYTES) return 'avatarTooLarge';
  return null;
}

export function AvatarUpload({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null); // an error code or a failed request, for <FormError>

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = checkFile(file);
    if (problem) return setError(problem);
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync(file);
      setPreview(null);
    } catch (err) {
      setPreview(null);
      setError(err);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const src = preview ?? user.avatarUrl ?? undefined;
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar
            src={src}
            alt={t('account.avatar.alt', { name: user.name })}
            variant="rounded"
            sx={{ width: 100, height: 100, fontSize: 40 }}
          >
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
            <div>
              <Button
                variant="contained"
                startIcon={<IconUpload size={18} />}
                onClick={() => input.current?.click()}
                loading={upload.isPending}
              >
                {t('account.avatar.upload')}
              </Button>
              <input
                ref={input}
                type="file"
                hidden
                accept={AVATAR_TYPES.join(',')}
                aria-label={t('account.avatar.upload')}
                data-testid="avatar-input"
                onChange={(e) => void onPick(e.target.files?.[0])}
              />
            </div>
            <Typography variant="body2" color="textSecondary">
              {t('account.avatar.help')}
            </Typography>
            {upload.isPending && (
              <LinearProgress
                variant="determinate"
                value={upload.progress}
                aria-label={t('account.avatar.uploading')}
              />
            )}
            <FormError error={error} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
