import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconCopy, IconGift, IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DemoDialog } from './demo-dialog';
import { errorText } from './field-error';
import { inviteSchema, type InviteInput } from './schemas';

const REFERRAL_LINK = 'https://example.com/r/oliwia-2f7k';
const STEPS = [
  { key: 'invite', Icon: IconMailForward },
  { key: 'signup', Icon: IconUserPlus },
  { key: 'earn', Icon: IconGift },
] as const;

/** The referral offer in three steps, an invitation by e-mail and the link to copy. */
export function ReferEarnDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteInput>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '' } });

  const invite = handleSubmit(({ email }) => {
    reset({ email: '' });
    notify({ message: t('pages.refer.sent', { email }), severity: 'success' });
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(REFERRAL_LINK);
      notify({ message: t('pages.refer.copied'), severity: 'success' });
    } catch {
      notify({ message: t('pages.refer.copyFailed'), severity: 'error' });
    }
  };

  return (
    <DemoDialog
      open={open}
      onClose={onClose}
      title={t('pages.refer.title')}
      subtitle={t('pages.refer.subtitle')}
      maxWidth="md"
    >
      <Grid
        container
        spacing={3}
        sx={{ mb: 4 }}
        component="ol"
        aria-label={t('pages.refer.howLabel')}
        style={{ listStyle: 'none', padding: 0 }}
      >
        {STEPS.map(({ key, Icon }) => (
          <Grid key={key} size={{ xs: 12, sm: 4 }} component="li" sx={{ textAlign: 'center' }}>
            <Box
              sx={{
                mx: 'auto',
                mb: 1.5,
                width: 64,
                height: 64,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.hover',
                color: 'primary.main',
                border: 1,
                borderColor: 'primary.main',
              }}
            >
              <Icon size={30} aria-hidden />
            </Box>
            <Typography sx={{ fontWeight: 600 }}>{t(`pages.refer.step.${key}`)}</Typography>
            <Typography variant="body2" color="textSecondary">
              {t(`pages.refer.step.${key}Desc`)}
            </Typography>
          </Grid>
        ))}
      </Grid>
      <Box component="form" noValidate onSubmit={invite} sx={{ mb: 3 }}>
        <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {t('pages.refer.inviteHeading')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            {...register('email')}
            label={t('pages.refer.email')}
            type="email"
            fullWidth
            error={Boolean(errors.email)}
            helperText={errorText(t, errors.email)}
          />
          <Button type="submit" variant="contained" sx={{ flexShrink: 0, minHeight: 56 }}>
            {t('pages.refer.send')}
          </Button>
        </Box>
      </Box>
      <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t('pages.refer.linkHeading')}
      </Typography>
      <TextField
        fullWidth
        value={REFERRAL_LINK}
        label={t('pages.refer.link')}
        slotProps={{
          htmlInput: { readOnly: true, dir: 'ltr' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton onClick={() => void copy()} aria-label={t('pages.refer.copy')} edge="end">
                  <IconCopy size={20} aria-hidden />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </DemoDialog>
  );
}
