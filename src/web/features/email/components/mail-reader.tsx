import type { EmailLabel, EmailMessage } from '@common/schemas/email';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowBackUp, IconChevronLeft, IconPaperclip } from '@tabler/icons-react';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useErrorText } from '@web/lib/error-text';
import { useTranslation } from 'react-i18next';
import { downloadAttachment } from '../api/email';
import { LABEL_COLORS } from '../lib/boxes';
import { MailActions, type MailActionHandlers } from './mail-actions';

interface MailReaderProps extends MailActionHandlers {
  query: { data: EmailMessage | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => void };
  onBack: () => void;
  onReply: (message: EmailMessage) => void;
  busy: boolean;
}

const sizeText = (bytes: number, lang: string) =>
  new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: bytes < 1024 * 1024 ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes < 1024 * 1024 ? Math.max(1, bytes / 1024) : bytes / (1024 * 1024));

/** One open message: who, to whom, when, the body (sanitized by the server), files, actions. */
export function MailReader({ query, onBack, onReply, busy, ...actions }: MailReaderProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const message = query.data;
  const header = (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 48,
      }}
    >
      <IconButton
        aria-label={t('email.back')}
        onClick={onBack}
        size="small"
        sx={{ '[dir="rtl"] & svg': { transform: 'scaleX(-1)' } }}
      >
        <IconChevronLeft size={20} />
      </IconButton>
      {message && (
        <>
          <Box sx={{ flex: 1 }} />
          <MailActions
            {...actions}
            allRead
            allStarred={message.starred}
            labels={new Set<EmailLabel>(message.labels)}
            inTrash={message.folder === 'trash'}
            inSpam={message.folder === 'spam'}
            disabled={busy}
          />
        </>
      )}
    </Box>
  );
  let body;
  if (query.isError)
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={<Button onClick={() => query.refetch()}>{t('email.retry')}</Button>}
      >
        {errorText(query.error)}
      </Alert>
    );
  else if (query.isPending || !message)
    body = (
      <Stack spacing={1.5} sx={{ p: 3 }} aria-busy="true" aria-label={t('email.loading')}>
        <Skeleton width="60%" height={36} />
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  else {
    const when = new Date(message.sentAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    body = (
      <Box sx={{ p: { xs: 2, md: 3 } }} component="article" data-testid="email-reader">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography
            variant="h5"
            component="h2"
            dir="auto"
            sx={{ wordBreak: 'break-word' }}
            data-testid="email-reader-subject"
          >
            {message.subject || t('email.noSubject')}
          </Typography>
          {message.labels.map((label) => (
            <Chip
              key={label}
              size="small"
              color={LABEL_COLORS[label]}
              variant="outlined"
              label={t(`email.label.${label}`)}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 0.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{message.fromName || message.fromAddress}</Typography>
          <Typography variant="body2" color="textSecondary" dir="ltr">
            &lt;{message.fromAddress}&gt;
          </Typography>
          <Typography variant="caption" color="textSecondary" sx={{ marginInlineStart: 'auto' }}>
            <time dateTime={message.sentAt}>{when}</time>
          </Typography>
        </Box>
        {(
          [
            ['email.field.to', message.to],
            ['email.field.cc', message.cc],
            ['email.field.bcc', message.bcc],
          ] as const
        ).map(([key, list]) =>
          list.length > 0 ? (
            <Typography key={key} variant="body2" color="textSecondary">
              {t(key)}: <span dir="ltr">{list.join(', ')}</span>
            </Typography>
          ) : null,
        )}
        <Box
          sx={{ mt: 3, wordBreak: 'break-word', '& p': { my: 1 }, '& a': { color: 'primary.main' } }}
          data-testid="email-reader-body"
          dir="auto"
          // The server keeps only what security/sanitize-html.ts allows: no scripts, handlers or styles.
          dangerouslySetInnerHTML={{ __html: message.html }}
        />
        {message.attachments.length > 0 && (
          <Box
            sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            aria-label={t('email.attachments')}
            role="list"
          >
            {message.attachments.map((file) => (
              <Chip
                key={file.id}
                role="listitem"
                icon={<IconPaperclip size={16} />}
                label={`${file.name} (${sizeText(file.size, i18n.language)})`}
                onClick={() =>
                  void downloadAttachment(file.id, file.name).catch((err: unknown) =>
                    notify({ message: errorText(err), severity: 'error' }),
                  )
                }
                variant="outlined"
              />
            ))}
          </Box>
        )}
        {message.folder !== 'draft' && (
          <Button
            sx={{ mt: 4 }}
            variant="outlined"
            startIcon={<IconArrowBackUp size={18} />}
            onClick={() => onReply(message)}
          >
            {t('email.reply')}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      {header}
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{body}</Box>
    </Box>
  );
}
