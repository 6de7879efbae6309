import * as api from '@common/api/contact';
import type { ContactMessageView } from '@common/schemas/contact';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconInbox, IconMailForward, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { PageHeader } from '@web/components/page-header';
import { notify } from '@web/components/snackbar/snackbar-service';
import { callApi } from '@web/lib/api-client';
import { useErrorText } from '@web/lib/error-text';
import { queryKeys } from '@web/lib/query-keys';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

function useInbox(page: number) {
  return useQuery({
    queryKey: queryKeys.admin.contactMessages(page),
    queryFn: ({ signal }) => callApi(api.listContactMessages, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One message: who, when, what; opening it (the first time) marks it read. */
function MessageCard({ message, onDelete }: { message: ContactMessageView; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const markRead = useMutation({
    mutationFn: () => callApi(api.readContactMessage, { params: { id: message.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'contact-messages'] }),
  });
  const fresh = message.readAt === null;
  const when = new Date(message.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="contact-message"
      sx={{ p: 2.5, borderInlineStart: fresh ? 4 : 1, borderInlineStartColor: fresh ? 'primary.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {message.name}
        </Typography>
        <Link href={`mailto:${message.email}`} variant="body2">
          {message.email}
        </Link>
        {fresh && <Chip size="small" color="primary" label={t('admin.contact.new')} />}
        <Typography variant="caption" color="textSecondary" sx={{ marginInlineStart: 'auto' }}>
          <time dateTime={message.createdAt}>{when}</time>
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<IconMailForward size={18} aria-hidden />}
          href={`mailto:${message.email}?subject=${encodeURIComponent(t('admin.contact.replySubject'))}`}
          onClick={() => fresh && markRead.mutate()}
        >
          {t('admin.contact.reply')}
        </Button>
        {fresh && (
          <Button size="small" loading={markRead.isPending} onClick={() => markRead.mutate()}>
            {t('admin.contact.markRead')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          startIcon={<IconTrash size={18} aria-hidden />}
          onClick={onDelete}
          aria-label={t('admin.contact.deleteFrom', { name: message.name })}
        >
          {t('admin.contact.delete')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * What visitors sent with this site's contact form, the newest first, 20 a page (?page= in the
 * address). New ones are marked until read; each can be answered by mail or deleted.
 */
export function ContactInbox() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const inbox = useInbox(page);
  const [doomed, setDoomed] = useState<ContactMessageView | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => callApi(api.deleteContactMessage, { params: { id } }),
    onSuccess: async () => {
      setDoomed(null);
      notify({ message: t('admin.contact.deleted'), severity: 'success' });
      await client.invalidateQueries({ queryKey: ['admin', 'contact-messages'] });
    },
  });

  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const subtitle = data
    ? t('admin.contact.summary', { total: data.total, unread: data.unread })
    : t('admin.contact.subtitle');
  return (
    <>
      <PageHeader title={t('admin.contact.title')} subtitle={subtitle} />
      {inbox.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void inbox.refetch()}>{t('admin.contact.retry')}</Button>}
        >
          {errorText(inbox.error)}
        </Alert>
      ) : inbox.isPending ? (
        <Stack spacing={2} aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : data && data.items.length === 0 ? (
        <Card sx={{ p: 6, textAlign: 'center' }}>
          <Box sx={{ color: 'text.disabled', mb: 1 }}>
            <IconInbox size={48} stroke={1.25} aria-hidden />
          </Box>
          <Typography variant="h6" component="p">
            {t('admin.contact.empty')}
          </Typography>
          <Typography color="textSecondary">{t('admin.contact.emptyHint')}</Typography>
        </Card>
      ) : (
        <Stack spacing={2}>
          {data?.items.map((m) => (
            <MessageCard key={m.id} message={m} onDelete={() => setDoomed(m)} />
          ))}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_, next) => setParams(next === 1 ? {} : { page: String(next) })}
              sx={{ alignSelf: 'center' }}
              getItemAriaLabel={(type, n) =>
                type === 'page'
                  ? t('admin.contact.page', { page: n })
                  : t(`admin.contact.${type === 'next' ? 'next' : 'previous'}`)
              }
            />
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title={t('admin.contact.deleteTitle')}
        text={t('admin.contact.deleteText', { name: doomed?.name ?? '' })}
        confirmLabel={t('admin.contact.delete')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => doomed && remove.mutate(doomed.id)}
        onClose={() => {
          setDoomed(null);
          remove.reset();
        }}
      />
    </>
  );
}
