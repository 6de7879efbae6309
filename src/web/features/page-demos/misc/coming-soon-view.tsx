import { FRONT_PAGE_PATH } from '@common/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormUntilHydrated } from '@web/lib/use-hydrated';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RocketIllustration } from './illustrations';
import { notifySchema, type NotifyInput } from './notify-schema';

/** "Coming soon" with a notify-me address (checked; the demo keeps it nowhere and says thanks). */
export function ComingSoonView() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<string | null>(null);
  // Server-rendered: inert until the app takes over, or a press would send a native GET form.
  const untilHydrated = useFormUntilHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NotifyInput>({ resolver: zodResolver(notifySchema), defaultValues: { email: '' } });

  const submit = handleSubmit(({ email }) => {
    setSaved(email.trim());
    reset({ email: '' });
  });

  return (
    <Stack
      spacing={2.5}
      sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3 }}
    >
      <Typography variant="h3" component="h1">
        {t('pages.misc.comingSoon.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 480 }}>
        {t('pages.misc.comingSoon.body')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        {...untilHydrated}
        aria-label={t('pages.misc.comingSoon.formLabel')}
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          width: '100%',
          maxWidth: 440,
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
        }}
      >
        <TextField
          {...register('email')}
          type="email"
          autoComplete="email"
          size="small"
          fullWidth
          label={t('pages.misc.comingSoon.email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message ? t(`pages.err.${errors.email.message}`) : undefined}
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ flexShrink: 0, minHeight: 40, width: { xs: '100%', sm: 'auto' } }}
        >
          {t('pages.misc.comingSoon.notify')}
        </Button>
      </Box>
      {saved && (
        <Alert severity="success" role="status" onClose={() => setSaved(null)}>
          {t('pages.misc.comingSoon.saved', { email: saved })}
        </Alert>
      )}
      <RocketIllustration />
      <Button component={RouterLink} to={FRONT_PAGE_PATH} variant="text">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
