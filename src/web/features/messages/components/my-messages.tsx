import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconMessages } from '@tabler/icons-react';
import CircularProgress from '@mui/material/CircularProgress';
import { uuidField } from '@common/schemas/fields';
import { PageHeader } from '@web/components/page-header';
import { useConversations } from '@web/lib/conversations';
import { PATHS } from '@web/lib/paths';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams, type SetURLSearchParams } from 'react-router';
import { useStartConversation } from '../api/start-conversation';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';

/** "No messages" (SPEC.md section 2, empty states), and where conversations come from. */
function NoMessages() {
  const { t } = useTranslation();
  return (
    <Card sx={{ p: { xs: 4, sm: 8 }, textAlign: 'center' }}>
      <Box sx={{ color: 'text.disabled', mb: 2 }}>
        <IconMessages size={56} stroke={1.25} aria-hidden />
      </Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('messages.empty')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('messages.emptyHint')}
      </Typography>
      <Link component={RouterLink} to={PATHS.search} sx={{ fontWeight: 600 }}>
        {t('messages.browseOffers')}
      </Link>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <Stack spacing={1} sx={{ p: 2 }} aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <Stack key={i} direction="row" spacing={1.5}>
          <Skeleton variant="rounded" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="90%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * ?listing=<id>: the conversation about that listing, started (or found again) on arrival and
 * opened in place of the address, which is where "Send a message" leads through sign-in. An id
 * that is not one is dropped from the address; a refusal is said in a toast. True while starting.
 */
function useConversationFromAddress(params: URLSearchParams, setParams: SetURLSearchParams): boolean {
  const listing = params.get('listing');
  const start = useStartConversation({ replace: true });
  const asked = useRef<string | null>(null);
  const { mutate } = start;
  useEffect(() => {
    if (listing === null || asked.current === listing) return;
    asked.current = listing;
    const id = uuidField.safeParse(listing);
    const drop = () => setParams({}, { replace: true });
    if (!id.success) drop();
    else mutate(id.data, { onError: drop });
  }, [listing, mutate, setParams]);
  return listing !== null && !start.isError;
}

/**
 * My messages: the conversations on the left, the open one on the right (one at a time on a
 * phone). The open conversation is in the address (?c=), so a mail's link and the back button
 * land on it.
 */
export function MyMessages() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const conversations = useConversations();
  const selectedId = params.get('c');
  const items = conversations.data ?? [];
  const selected = items.find((c) => c.id === selectedId) ?? null;
  const select = (id: string | null) => setParams(id ? { c: id } : {}, { replace: false });
  const starting = useConversationFromAddress(params, setParams);

  const header = <PageHeader title={t('messages.title')} />;
  if (conversations.isError) {
    return (
      <>
        {header}
        <Alert
          severity="error"
          action={<Button onClick={() => void conversations.refetch()}>{t('messages.retry')}</Button>}
        >
          {t('messages.loadError')}
        </Alert>
      </>
    );
  }
  if (conversations.isSuccess && items.length === 0 && !starting) {
    return (
      <>
        {header}
        <NoMessages />
      </>
    );
  }
  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      {header}
      <Card
        sx={{
          flex: 1,
          minHeight: { xs: 480, md: 0 },
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)' },
        }}
      >
        <Box
          sx={{
            borderInlineEnd: { md: 1 },
            borderColor: { md: 'divider' },
            minHeight: 0,
            display: { xs: selected ? 'none' : 'block', md: 'block' },
          }}
        >
          {conversations.isPending ? (
            <ListSkeleton />
          ) : (
            <ConversationList conversations={items} selectedId={selectedId} onSelect={select} />
          )}
        </Box>
        <Box sx={{ minHeight: 0, display: { xs: selected ? 'block' : 'none', md: 'block' } }}>
          {selected ? (
            <ConversationPane key={selected.id} conversation={selected} onBack={() => select(null)} />
          ) : (
            <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 4, color: 'text.secondary' }}>
              {starting ? (
                <CircularProgress aria-label={t('common.loading')} />
              ) : (
                <Typography>{conversations.isPending ? '' : t('messages.pick')}</Typography>
              )}
            </Box>
          )}
        </Box>
      </Card>
    </Stack>
  );
}
