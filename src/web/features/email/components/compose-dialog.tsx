import { EMAIL_ATTACHMENT_MAX_BYTES, EMAIL_SUBJECT_MAX, type EmailAttachment } from '@common/schemas/email';
import { emailField } from '@common/schemas/fields';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { RichTextPlaceholder } from '@web/components/rich-text/rich-text-frame';
import { notify } from '@web/components/snackbar/snackbar-service';
import { ApiError } from '@web/lib/api-error';
import { useErrorText } from '@web/lib/error-text';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { uploadAttachment, useSaveEmail } from '../api/email';
import { splitAddresses } from '../lib/boxes';

const BodyEditor = lazy(() => import('./body-editor'));

/** What the dialog opens with: empty, a reply, or a draft being continued. */
export interface ComposeStart {
  draftId: string | null;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  html: string;
  attachments: EmailAttachment[];
}

export const EMPTY_COMPOSE: ComposeStart = {
  draftId: null,
  to: '',
  cc: '',
  bcc: '',
  subject: '',
  html: '',
  attachments: [],
};

type Field = 'to' | 'cc' | 'bcc' | 'subject' | 'file';

/** The first address of a field that is none, as an error code; null when all are fine. */
function addressError(text: string): string | null {
  for (const address of splitAddresses(text)) {
    const parsed = z.safeParse(emailField, address);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'emailInvalid';
  }
  return null;
}

/** The server's field names ("to.2") to the dialog's fields. */
function fieldOf(name: string): Field | null {
  const head = name.split('.')[0];
  return head === 'to' || head === 'cc' || head === 'bcc' || head === 'subject'
    ? head
    : head === 'attachmentIds'
      ? 'file'
      : null;
}

/**
 * Compose: recipients (comma separated), subject, the rich-text body, files. Addresses are checked
 * as typed with the server's own schema; the server checks again and its field errors land under
 * the same fields. Closing with something written keeps it as a draft.
 */
export function ComposeDialog({ start, onClose }: { start: ComposeStart; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveEmail();
  const [draftId, setDraftId] = useState(start.draftId);
  const [to, setTo] = useState(start.to);
  const [cc, setCc] = useState(start.cc);
  const [bcc, setBcc] = useState(start.bcc);
  const [showCopies, setShowCopies] = useState(start.cc !== '' || start.bcc !== '');
  const [subject, setSubject] = useState(start.subject);
  const [html, setHtml] = useState(start.html);
  const [files, setFiles] = useState<EmailAttachment[]>(start.attachments);
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fileInput = useRef<HTMLInputElement>(null);

  const written = to !== '' || cc !== '' || bcc !== '' || subject !== '' || html !== '' || files.length > 0;
  const input = (send: boolean) => ({
    to: splitAddresses(to),
    cc: splitAddresses(cc),
    bcc: splitAddresses(bcc),
    subject,
    html,
    attachmentIds: files.map((f) => f.id),
    send,
  });

  const check = (send: boolean): boolean => {
    const found: Partial<Record<Field, string>> = {};
    for (const [field, value] of [
      ['to', to],
      ['cc', cc],
      ['bcc', bcc],
    ] as const) {
      const code = addressError(value);
      if (code) found[field] = code;
    }
    if (send && !found.to && splitAddresses(`${to} ${cc} ${bcc}`).length === 0) found.to = 'emailRecipientsRequired';
    if (subject.trim().length > EMAIL_SUBJECT_MAX) found.subject = 'emailSubjectTooLong';
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = (send: boolean, then?: () => void) => {
    if (!check(send)) return;
    save.mutate(
      { draftId, input: input(send) },
      {
        onSuccess: (result) => {
          setDraftId(result.message.id);
          notify({ message: t(send ? 'email.sent' : 'email.draftSaved'), severity: 'success' });
          if (send) onClose();
          else then?.();
        },
        onError: (err) => {
          if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
            const found: Partial<Record<Field, string>> = {};
            for (const [name, value] of Object.entries(err.fields)) {
              const field = fieldOf(name);
              if (field) found[field] ??= value.code;
            }
            setErrors(found);
          } else notify({ message: errorText(err), severity: 'error' });
        },
      },
    );
  };

  const attach = async (list: FileList | null) => {
    if (!list) return;
    for (const file of Array.from(list)) {
      if (file.size > EMAIL_ATTACHMENT_MAX_BYTES) {
        setErrors((e) => ({ ...e, file: 'emailAttachmentTooLarge' }));
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const uploaded = await uploadAttachment(file);
        setFiles((f) => [...f, uploaded]);
        setErrors((e) => ({ ...e, file: undefined }));
      } catch (err) {
        setErrors((e) => ({
          ...e,
          file: err instanceof ApiError ? (Object.values(err.fields)[0]?.code ?? err.code) : 'unknown',
        }));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  // Closing keeps what was written as a draft; an untouched dialog just closes.
  const close = () => (written && !save.isPending ? submit(false, onClose) : onClose());
  const err = (field: Field) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);
  const busy = save.isPending || uploading > 0;

  return (
    <Dialog open onClose={close} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="email-compose-title">
      <DialogTitle id="email-compose-title" sx={{ display: 'flex', alignItems: 'center' }}>
        {t(draftId ? 'email.editDraft' : 'email.newMessage')}
        <IconButton aria-label={t('email.close')} onClick={close} sx={{ marginInlineStart: 'auto' }}>
          <IconX size={20} />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={t('email.field.to')}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              error={Boolean(errors.to)}
              helperText={err('to') ?? t('email.addressHint')}
              fullWidth
              autoFocus={start.to === ''}
              slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'email-compose-to', inputMode: 'email' } }}
            />
            {!showCopies && (
              <Button onClick={() => setShowCopies(true)} sx={{ mt: 1, whiteSpace: 'nowrap' }}>
                {t('email.addCopies')}
              </Button>
            )}
          </Box>
          {showCopies && (
            <>
              <TextField
                label={t('email.field.cc')}
                value={cc}
                onChange={(e) => setCc(e.target.value)}
                error={Boolean(errors.cc)}
                helperText={err('cc')}
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email' } }}
              />
              <TextField
                label={t('email.field.bcc')}
                value={bcc}
                onChange={(e) => setBcc(e.target.value)}
                error={Boolean(errors.bcc)}
                helperText={err('bcc')}
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email' } }}
              />
            </>
          )}
          <TextField
            label={t('email.field.subject')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            error={Boolean(errors.subject)}
            helperText={err('subject')}
            slotProps={{ htmlInput: { 'data-testid': 'email-compose-subject', maxLength: EMAIL_SUBJECT_MAX + 20 } }}
          />
          <Suspense fallback={<RichTextPlaceholder label={t('email.field.message')} />}>
            <BodyEditor initialHtml={start.html} onChange={setHtml} />
          </Suspense>
          <Box>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              onChange={(e) => {
                void attach(e.target.files);
                e.target.value = '';
              }}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Button
                startIcon={<IconPaperclip size={18} />}
                onClick={() => fileInput.current?.click()}
                disabled={uploading > 0}
              >
                {t(uploading > 0 ? 'email.uploading' : 'email.attach')}
              </Button>
              {files.map((f) => (
                <Chip
                  key={f.id}
                  label={f.name}
                  onDelete={() => setFiles((list) => list.filter((x) => x.id !== f.id))}
                />
              ))}
            </Box>
            {errors.file && (
              <Box role="alert" sx={{ color: 'error.main', typography: 'caption', mt: 0.5 }}>
                {err('file')}
              </Box>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => submit(false)} disabled={busy}>
          {t('email.saveDraft')}
        </Button>
        <Button
          variant="contained"
          endIcon={<IconSend size={18} className="email-send-icon" />}
          onClick={() => submit(true)}
          disabled={busy}
          data-testid="email-send"
        >
          {t('email.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
