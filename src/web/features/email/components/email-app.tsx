import * as api from '@common/api/email';
import type { EmailBox, EmailLabel, EmailMessage, EmailSummary } from '@common/schemas/email';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { IconMenu2, IconSearch } from '@tabler/icons-react';
import { notify } from '@web/components/snackbar/snackbar-service';
import { callApi } from '@web/lib/api-client';
import { useErrorText } from '@web/lib/error-text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  useDeleteEmails,
  useEmailCounts,
  useEmailList,
  useEmailMessage,
  useLiveMailRefresh,
  useUpdateEmails,
} from '../api/email';
import { isFolder } from '../lib/boxes';
import { ComposeDialog, EMPTY_COMPOSE, type ComposeStart } from './compose-dialog';
import { MailList } from './mail-list';
import { MailReader } from './mail-reader';
import { MailSidebar } from './mail-sidebar';
import { visuallyHidden } from '@web/lib/visually-hidden';

const SIDEBAR_WIDTH = 250;
const NOTHING: ReadonlySet<string> = new Set();

/** The reply's subject: "Re: " once, not again for every answer. */
const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

/**
 * The e-mail app (issue #35): folders and labels on the start side (a drawer on a phone), the box's
 * list, or the open message in its place. The page keeps the window's height and the list and the
 * message scroll inside it, like a mail client. What is open, searched and which page are in the
 * address (?id=, ?q=, ?page=), so reloading or going back lands on the same view.
 */
export function EmailApp({ box }: { box: EmailBox }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // Read at once (no server render of this signed-in page to agree with): no first frame in the phone layout.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const [drawer, setDrawer] = useState(false);
  // The selection belongs to one view: a new box, page or search starts with nothing selected.
  const view = `${box}|${page}|${q}`;
  const [selection, setSelection] = useState<{ view: string; ids: ReadonlySet<string> }>({ view, ids: new Set() });
  const selected = selection.view === view ? selection.ids : NOTHING;
  const setSelected = (ids: ReadonlySet<string>) => setSelection({ view, ids });
  const [compose, setCompose] = useState<ComposeStart | null>(null);

  useLiveMailRefresh();
  const counts = useEmailCounts();
  const list = useEmailList(box, q, page);
  const message = useEmailMessage(openId);
  const update = useUpdateEmails();
  const remove = useDeleteEmails();

  const setParam = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes))
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      return next;
    });

  // Searching follows the typing after a short pause, on the server, from the first page.
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => setParam({ q: search.trim(), page: null }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typing starts a search
  }, [search]);

  const fail = (err: unknown) => notify({ message: errorText(err), severity: 'error' });
  const change = (ids: string[], changes: Omit<Parameters<typeof update.mutate>[0], 'ids'>) => {
    if (ids.length === 0) return;
    update.mutate({ ids, ...changes }, { onError: fail, onSuccess: () => setSelected(new Set()) });
  };
  const del = (ids: string[], fromTrash: boolean) =>
    remove.mutate(ids, {
      onError: fail,
      onSuccess: () => {
        setSelected(new Set());
        notify({ message: t(fromTrash ? 'email.deletedForever' : 'email.movedToTrash'), severity: 'success' });
        if (openId && ids.includes(openId)) setParam({ id: null });
      },
    });
  const handlersFor = (ids: () => string[], fromTrash: boolean) => ({
    onRead: (read: boolean) => {
      change(ids(), { read });
      // Kept open, the message would be read again at once: marked unread, it closes (as mail clients do).
      if (!read && openId && ids().includes(openId)) setParam({ id: null });
    },
    onStar: (starred: boolean) => change(ids(), { starred }),
    onMove: (folder: 'inbox' | 'spam') => {
      change(ids(), { folder });
      if (openId && ids().includes(openId)) setParam({ id: null });
    },
    onLabel: (label: EmailLabel, on: boolean) => change(ids(), on ? { addLabels: [label] } : { removeLabels: [label] }),
    onDelete: () => del(ids(), fromTrash),
  });

  const open = (m: EmailSummary) => {
    if (m.folder !== 'draft') return setParam({ id: m.id });
    // A draft opens where it is written, with its recipients, text and files.
    callApi(api.readEmail, { params: { id: m.id } })
      .then((d) =>
        setCompose({
          draftId: d.id,
          to: d.to.join(', '),
          cc: d.cc.join(', '),
          bcc: d.bcc.join(', '),
          subject: d.subject,
          html: d.html,
          attachments: d.attachments,
        }),
      )
      .catch(fail);
  };
  const reply = (m: EmailMessage) =>
    setCompose({
      ...EMPTY_COMPOSE,
      to: m.folder === 'sent' ? m.to.join(', ') : m.fromAddress,
      subject: replySubject(m.subject),
    });

  const title = isFolder(box) || box === 'starred' ? t(`email.box.${box}`) : t(`email.label.${box}`);
  const sidebar = (
    <MailSidebar
      box={box}
      counts={counts.data}
      onCompose={() => {
        setDrawer(false);
        setCompose(EMPTY_COMPOSE);
      }}
      onNavigate={() => {
        setDrawer(false);
        setSearch('');
      }}
    />
  );
  const busy = update.isPending || remove.isPending;

  return (
    <Box sx={{ height: '100%', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Box component="h1" sx={visuallyHidden}>
        {t('email.title')} – {title}
      </Box>
      <Card sx={{ flex: 1, minHeight: { xs: 480, md: 0 }, display: 'flex' }} data-testid="email-app">
        {wide ? (
          <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}>{sidebar}</Box>
        ) : (
          <Drawer
            open={drawer}
            onClose={() => setDrawer(false)}
            slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
            ModalProps={{ keepMounted: false }}
          >
            {sidebar}
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {!wide && (
              <IconButton
                aria-label={t('email.openFolders')}
                onClick={() => setDrawer(true)}
                data-testid="email-drawer-button"
              >
                <IconMenu2 size={20} />
              </IconButton>
            )}
            <TextField
              size="small"
              fullWidth
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('email.search')}
              slotProps={{
                htmlInput: { 'aria-label': t('email.search'), type: 'search', maxLength: 100 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <IconSearch size={18} />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          {openId ? (
            <MailReader
              query={message}
              busy={busy}
              onBack={() => setParam({ id: null })}
              onReply={reply}
              {...handlersFor(() => [openId], message.data?.folder === 'trash')}
            />
          ) : (
            <MailList
              box={box}
              title={title}
              list={{ ...list, refetch: () => void list.refetch() }}
              selected={selected}
              onSelect={(ids, on) => {
                const next = new Set(selected);
                for (const id of ids)
                  if (on) next.add(id);
                  else next.delete(id);
                setSelected(next);
              }}
              onOpen={open}
              onToggleStar={(m) => change([m.id], { starred: !m.starred })}
              page={page}
              onPage={(p) => setParam({ page: p > 1 ? String(p) : null })}
              busy={busy}
              searching={q !== ''}
              {...handlersFor(() => [...selected], box === 'trash')}
            />
          )}
        </Box>
      </Card>
      {compose && <ComposeDialog start={compose} onClose={() => setCompose(null)} />}
    </Box>
  );
}
