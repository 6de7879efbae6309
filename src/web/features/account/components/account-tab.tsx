import { LANGUAGES } from '@common/i18n/languages';
import { updateAccountSchema, type PublicUser } from '@common/schemas/account';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormError } from '@web/components/form-error';
import { PasswordField } from '@web/components/password-field';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { errorText } from '@web/lib/error-text';
import { useTranslation } from 'react-i18next';
import { useUpdateAccount } from '../api/update-account';
import { AvatarUpload } from './avatar-upload';

/** Name, e-mail and language of the signed-in user, plus the picture. */
export function AccountTab({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const {
    control,
    reset,
    submit,
    fieldProps,
    formError,
    watch,
    setValue,
    formState: { isDirty },
  } = useSchemaForm(updateAccountSchema, {
    name: user.name,
    email: user.email,
    language: user.language,
    currentPassword: undefined,
  });
  // A new address needs the current password (the server insists); the field shows only then.
  const emailChanged = (watch('email') ?? '').trim().toLowerCase() !== user.email.toLowerCase();
  useEffect(() => {
    if (!emailChanged) setValue('currentPassword', undefined);
  }, [emailChanged, setValue]);

  const onSubmit = submit(async ({ currentPassword, ...values }) => {
    const saved = await update.mutateAsync(emailChanged ? { ...values, currentPassword } : values);
    reset({ name: saved.name, email: saved.email, language: saved.language, currentPassword: undefined });
    notify({ message: t('account.saved'), severity: 'success' });
  });

  return (
    <Stack spacing={3}>
      <AvatarUpload user={user} />
      <Card>
        <CardHeader title={t('account.profile.title')} />
        <CardContent>
          <Stack component="form" spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate sx={{ maxWidth: 560 }}>
            <FormError error={formError} />
            <TextField label={t('auth.field.name')} autoComplete="name" {...fieldProps('name')} />
            <TextField
              label={t('auth.field.email')}
              type="email"
              autoComplete="email"
              {...fieldProps('email', user.emailVerified ? undefined : t('account.emailNotVerified'))}
            />
            {emailChanged && (
              <PasswordField
                label={t('account.password.current')}
                autoComplete="current-password"
                {...fieldProps('currentPassword', t('account.emailPasswordHelp'))}
              />
            )}
            <Controller
              control={control}
              name="language"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('account.language')}
                  // No language chosen is a real choice ("the site's language"), so it is shown.
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ? errorText(t, fieldState.error.message) : t('account.languageHelp')
                  }
                >
                  <MenuItem value="">{t('account.languageSite')}</MenuItem>
                  {LANGUAGES.map((l) => (
                    <MenuItem key={l.code} value={l.code} lang={l.htmlLang}>
                      {l.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {!user.emailVerified && <Alert severity="info">{t('account.emailNotVerifiedLong')}</Alert>}
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" loading={update.isPending} disabled={!isDirty}>
                {t('account.save')}
              </Button>
              <Button type="button" variant="outlined" color="secondary" disabled={!isDirty} onClick={() => reset()}>
                {t('account.reset')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
