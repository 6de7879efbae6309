import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PasswordField } from '@web/components/password-field';
import { errorText } from '@web/lib/error-text';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoogleFollowUpState } from './google-follow-up-state';
import { OtpInput } from './otp-input';

interface Props {
  state: GoogleFollowUpState;
  onChange: (next: GoogleFollowUpState) => void;
  onSubmit: () => void;
  busy: boolean;
}

/**
 * The second ask of a Google sign-in: the account's password (to link Google to an existing
 * account) and/or its two-step code, the same boxes as the password sign-in's second step. It
 * sits inside the login form, so it is not a form itself: Enter submits it and never the
 * e-mail/password form around it.
 */
export function GoogleFollowUp({ state, onChange, onSubmit, busy }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const helpId = useId();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    onSubmit();
  };

  return (
    <Stack spacing={2} onKeyDown={onKeyDown} role="group" aria-label={t('auth.google.button')}>
      {state.needsPassword && (
        <>
          <Typography variant="body2" color="textSecondary">
            {t('errors.googleLinkNeedsPassword')}
          </Typography>
          <PasswordField
            label={t('auth.field.password')}
            autoComplete="current-password"
            autoFocus
            value={state.password}
            onChange={(e) => onChange({ ...state, password: e.target.value })}
            error={Boolean(state.errors.password && state.errors.password !== 'googleLinkNeedsPassword')}
            helperText={state.errors.password === 'passwordWrong' ? errorText(t, state.errors.password) : undefined}
          />
        </>
      )}
      {state.needsCode && (
        <Stack spacing={1}>
          <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
            {t('auth.twoSteps.codeLabel')}
          </Typography>
          <OtpInput
            digits={state.digits}
            onChange={(digits) => onChange({ ...state, digits })}
            error={state.errors.totpCode === 'totpInvalid'}
            disabled={busy}
            autoFocus={!state.needsPassword}
            labelledBy={labelId}
            describedBy={helpId}
          />
          <FormHelperText id={helpId} error={state.errors.totpCode === 'totpInvalid'}>
            {state.errors.totpCode === 'totpInvalid' ? errorText(t, state.errors.totpCode) : t('auth.login.totpHelp')}
          </FormHelperText>
        </Stack>
      )}
      <Button type="button" variant="contained" size="large" onClick={onSubmit} loading={busy} fullWidth>
        {state.needsCode ? t('auth.twoSteps.submit') : t('auth.google.button')}
      </Button>
    </Stack>
  );
}
