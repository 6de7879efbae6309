import type { ChatStatus, ChatView } from '@common/schemas/chat';
import type { PersonCard } from '@common/schemas/people';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { IconMessages } from '@tabler/icons-react';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useErrorText } from '@web/lib/error-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useChats, useSetStatus, useStartChat } from '../api/chat';
import { useLiveChat } from '../lib/live-chat';
import { ChatConversation } from './chat-conversation';
import { ChatSidebar } from './chat-sidebar';
import { ProfilePanel } from './profile-panel';
import { visuallyHidden } from '@web/lib/visually-hidden';

const SIDEBAR_WIDTH = 320;
const PROFILE_WIDTH = 300;

/**
 * The chat app (issue #35, docs/chat.md): the user's chats on the start side, the open one in the
 * middle, the other person's profile on the end side (a drawer below large screens). On a phone
 * one pane at a time: the list, or the chat with a back button. The open chat is in the address
 * (?c=), so reloading or sharing the link with oneself lands there.
 */
export function ChatApp() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const roomy = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const openId = params.get('c');
  const [search, setSearch] = useState('');
  const [profile, setProfile] = useState(false);
  // A direct chat just started has no message yet, so the list does not have it: kept here until it does.
  const [started, setStarted] = useState<ChatView | null>(null);
  const typing = useLiveChat();
  const list = useChats();
  const start = useStartChat();
  const setStatus = useSetStatus();

  const open = (id: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('c', id);
        else next.delete('c');
        return next;
      },
      { replace: false },
    );
  const chat = list.data?.items.find((c) => c.id === openId) ?? (started?.id === openId ? started : null);
  const status: ChatStatus = setStatus.isPending ? setStatus.variables : (list.data?.status ?? 'online');

  const startWith = (person: PersonCard) =>
    start.mutate(person.id, {
      onSuccess: (view) => {
        setStarted(view);
        setSearch('');
        open(view.id);
      },
      onError: (err) => notify({ message: errorText(err), severity: 'error' }),
    });
  const changeStatus = (next: ChatStatus) =>
    setStatus.mutate(next, { onError: (err) => notify({ message: errorText(err), severity: 'error' }) });

  const sidebar = (
    <ChatSidebar
      list={list}
      openId={openId}
      search={search}
      onSearch={setSearch}
      onOpen={(c) => open(c.id)}
      onStartWith={startWith}
      starting={start.isPending}
      status={status}
      onStatus={changeStatus}
      typing={typing}
    />
  );
  const conversation = chat ? (
    <ChatConversation
      key={chat.id}
      chat={chat}
      typingName={typing.get(chat.id)}
      onBack={() => open(null)}
      onProfile={() => setProfile((shown) => !shown)}
      narrow={!wide}
    />
  ) : (
    <Box
      sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }}
      data-testid="chat-pick"
    >
      <Box>
        <Box sx={{ color: 'text.secondary', mb: 1 }}>
          <IconMessages size={48} aria-hidden />
        </Box>
        <Typography color="textSecondary">{t('chat.pick')}</Typography>
      </Box>
    </Box>
  );
  const profilePanel = chat && <ProfilePanel chat={chat} onClose={() => setProfile(false)} />;

  return (
    <Box sx={{ height: '100%', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      {/* Visually hidden: '1px' spelled out, as a bare 1 in sx means 100%. */}
      <Box component="h1" sx={visuallyHidden}>
        {t('chat.title')}
      </Box>
      <Card sx={{ flex: 1, minHeight: { xs: 480, md: 0 }, display: 'flex' }} data-testid="chat-app">
        {wide ? (
          <>
            <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider', minHeight: 0 }}>
              {sidebar}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>{conversation}</Box>
          </>
        ) : (
          <Box sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>{chat ? conversation : sidebar}</Box>
        )}
        {roomy && profile && profilePanel && (
          <Box sx={{ width: PROFILE_WIDTH, flexShrink: 0, borderInlineStart: 1, borderColor: 'divider' }}>
            {profilePanel}
          </Box>
        )}
      </Card>
      {!roomy && (
        <Drawer
          anchor="right"
          open={profile && !!profilePanel}
          onClose={() => setProfile(false)}
          slotProps={{ paper: { sx: { width: { xs: '85%', sm: PROFILE_WIDTH } } } }}
        >
          {profilePanel}
        </Drawer>
      )}
    </Box>
  );
}
