import * as api from '@common/api/contact';
import { CONTACT_MESSAGE_MAX, contactFormSchema } from '@common/schemas/contact';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconSend } from '@tabler/icons-react';
import { TextInput } from '@web/components/text-input';
import { callApi } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { errorText } from '@web/lib/error-text';
import { useFormUntilHydrated } from '@web/lib/use-hydrated';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';

type Field = 'name' | 'email' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'message'];
type Errors = Partial<Record<Field, string>>;

/** Error codes per field from a refused check, the browser's or the server's. */
function codesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field))
      errors[field as Field] ??= issue.message;
  }
  return errors;
}

/**
 * The contact form of every front page (issue #15): name, e-mail and message, checked here by the
 * same schema the server uses. Sent, it gives way to a thank-you. Plain inputs read on submit,
 * without a form library: this sits on the lightest pages there are.
 */
export default function ContactForm() {
  const { t } = useTranslation();
  const formLock = useFormUntilHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
      website: String(data.get('website') ?? ''),
    };
    const checked = z.safeParse(contactFormSchema, input);
    setFailure(null);
    if (!checked.success) {
      const found = codesOf(checked.error.issues);
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await callApi(api.sendContactMessage, { body: checked.data });
      setSentTo(checked.data.email);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        setErrors(codesOf(Object.entries(err.fields).map(([name, f]) => ({ path: [name], message: f.code }))));
      } else setFailure(err);
    } finally {
      setSending(false);
    }
  };

  if (sentTo !== null) {
    return (
      <Alert severity="success" role="status" data-testid="contact-thanks" sx={{ maxWidth: 640 }}>
        <AlertTitle>{t('front.contact.thanksTitle')}</AlertTitle>
        {t('front.contact.thanksBody', { email: sentTo })}
        <Box sx={{ mt: 1.5 }}>
          <Button size="small" color="success" variant="outlined" onClick={() => setSentTo(null)}>
            {t('front.contact.another')}
          </Button>
        </Box>
      </Alert>
    );
  }

  const help = (field: Field, hint?: string) => {
    const code = errors[field];
    return { error: Boolean(code), helperText: code ? errorText(t, code) : hint };
  };
  return (
    <Stack
      component="form"
      ref={form}
      {...formLock}
      noValidate
      spacing={2}
      aria-label={t('front.contact.formLabel')}
      onSubmit={(e) => void onSubmit(e as FormEvent<HTMLFormElement>)}
      sx={{ maxWidth: 640 }}
    >
      {failure !== null && (
        <Alert severity="error" role="alert">
          {errorText(t, failure)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          name="name"
          label={t('front.contact.name')}
          autoComplete="name"
          required
          fullWidth
          {...help('name')}
        />
        <TextInput
          name="email"
          type="email"
          label={t('front.contact.email')}
          autoComplete="email"
          required
          fullWidth
          {...help('email')}
        />
      </Stack>
      <TextInput
        name="message"
        label={t('front.contact.message')}
        required
        fullWidth
        multiline
        minRows={4}
        inputProps={{ maxLength: CONTACT_MESSAGE_MAX }}
        {...help('message', t('front.contact.messageHint'))}
      />
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <Box aria-hidden sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
        <label>
          {t('front.contact.website')}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={sending}
          startIcon={<IconSend size={18} aria-hidden />}
        >
          {t('front.contact.send')}
        </Button>
      </Box>
    </Stack>
  );
}
