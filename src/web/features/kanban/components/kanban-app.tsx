import { boardNameField, type KanbanCard } from '@common/schemas/kanban';
import Alert from '@mui/material/Alert';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconDotsVertical, IconLayoutKanban, IconPlus, IconUsers } from '@tabler/icons-react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { PageHeader } from '@web/components/page-header';
import { ApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/session-context';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBoard, useBoards, useCreateBoard, useDeleteBoard, useRenameBoard } from '../api/kanban';
import { useLiveBoard } from '../lib/live-board';
import { BoardView } from './board-view';
import { CardDialog } from './card-dialog';
import { MembersDialog } from './members-dialog';
import { NameField } from './name-field';
import { PersonAvatar } from './person-avatar';

/**
 * The Kanban app (/apps/kanban, issue #35): the boards the user is a member of, one open at a time
 * (its id in `?board=`, so a link or a reload opens the same), followed live while open.
 */
export function KanbanApp() {
  const { t } = useTranslation();
  const { session } = useSession();
  const me = session?.userId ?? '';
  const [params, setParams] = useSearchParams();
  const boards = useBoards();
  const chosen = params.get('board');
  const boardId = chosen ?? boards.data?.items[0]?.id ?? null;
  const board = useBoard(boardId);
  const [creating, setCreating] = useState(false);
  const [openCard, setOpenCard] = useState<string | null>(null);
  // Kept the same function, so opening a card does not draw the board's hundreds of cards again.
  const openCardOf = useCallback((c: KanbanCard) => setOpenCard(c.id), []);
  const [membersOpen, setMembersOpen] = useState(false);
  const open = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('board', id);
      else next.delete('board');
      return next;
    });
  const onGone = useCallback(() => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete('board');
      return next;
    });
    void boards.refetch();
  }, [setParams, boards]);
  useLiveBoard(board.data ? board.data.id : null, onGone);

  const header = <PageHeader title={t('kanban.title')} subtitle={t('kanban.subtitle')} />;
  if (boards.isPending)
    return (
      <>
        {header}
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('kanban.loading')} />
        </Box>
      </>
    );
  if (boards.isError)
    return (
      <>
        {header}
        <Alert severity="error" action={<Button onClick={() => void boards.refetch()}>{t('common.retry')}</Button>}>
          {t('kanban.loadError')}
        </Alert>
      </>
    );

  const list = boards.data.items;
  const card: KanbanCard | undefined = board.data?.cards.find((c) => c.id === openCard);
  const hidden = board.error instanceof ApiError && board.error.status === 404;

  return (
    <>
      {header}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        {list.length > 0 && (
          <TextField
            select
            size="small"
            label={t('kanban.board.choose')}
            value={list.some((b) => b.id === boardId) ? boardId : ''}
            onChange={(e) => open(e.target.value)}
            sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            {list.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button variant="outlined" startIcon={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          {t('kanban.board.new')}
        </Button>
        {board.data && (
          <BoardActions
            boardId={board.data.id}
            name={board.data.name}
            owner={board.data.ownerId === me}
            onMembers={() => setMembersOpen(true)}
            members={board.data.members}
            onDeleted={() => onGone()}
          />
        )}
      </Stack>
      {creating && <CreateBoard onDone={(id) => (setCreating(false), id && open(id))} />}
      {list.length === 0 && !creating && (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <IconLayoutKanban size={40} aria-hidden />
            <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
              {t('kanban.empty.title')}
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              {t('kanban.empty.text')}
            </Typography>
            <Button variant="contained" onClick={() => setCreating(true)}>
              {t('kanban.board.new')}
            </Button>
          </CardContent>
        </Card>
      )}
      {boardId && board.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('kanban.loading')} />
        </Box>
      )}
      {boardId && board.isError && (
        <Alert
          severity={hidden ? 'warning' : 'error'}
          action={
            hidden ? (
              <Button onClick={() => open(null)}>{t('kanban.board.back')}</Button>
            ) : (
              <Button onClick={() => void board.refetch()}>{t('common.retry')}</Button>
            )
          }
        >
          {hidden ? t('errors.boardNotFound') : t('kanban.board.loadError')}
        </Alert>
      )}
      {board.data && (
        <>
          {board.data.columns.length === 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('kanban.board.noColumns')}
            </Alert>
          )}
          <BoardView board={board.data} onOpenCard={openCardOf} />
          {card && <CardDialog key={card.id} board={board.data} card={card} onClose={() => setOpenCard(null)} />}
          {membersOpen && (
            <MembersDialog
              board={board.data}
              me={me}
              onClose={() => setMembersOpen(false)}
              onLeft={() => {
                setMembersOpen(false);
                onGone();
              }}
            />
          )}
        </>
      )}
    </>
  );
}

/** A new board: its name, and the first columns in the reader's language. */
function CreateBoard({ onDone }: { onDone: (id: string | null) => void }) {
  const { t } = useTranslation();
  const create = useCreateBoard();
  return (
    <Card variant="outlined" sx={{ mb: 2, maxWidth: 480 }}>
      <CardContent>
        <NameField
          label={t('kanban.board.name')}
          schema={boardNameField}
          pending={create.isPending}
          saveLabel={t('kanban.board.create')}
          onCancel={() => onDone(null)}
          onSave={async (name) => {
            const made = await create.mutateAsync({
              name,
              columns: [t('kanban.defaults.todo'), t('kanban.defaults.doing'), t('kanban.defaults.done')],
            });
            onDone(made.id);
          }}
        />
      </CardContent>
    </Card>
  );
}

interface BoardActionsProps {
  boardId: string;
  name: string;
  owner: boolean;
  members: { id: string; name: string; avatarUrl: string | null }[];
  onMembers: () => void;
  onDeleted: () => void;
}

/** Members (with their faces) for everyone; rename and delete for the owner. */
function BoardActions({ boardId, name, owner, members, onMembers, onDeleted }: BoardActionsProps) {
  const { t } = useTranslation();
  const rename = useRenameBoard(boardId);
  const remove = useDeleteBoard(boardId);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <Button
        onClick={onMembers}
        startIcon={<IconUsers size={18} aria-hidden />}
        endIcon={
          <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 11 } }}>
            {members.map((m) => (
              <PersonAvatar key={m.id} person={m} size={24} />
            ))}
          </AvatarGroup>
        }
      >
        {t('kanban.members.button', { count: members.length })}
      </Button>
      {owner && (
        <>
          <IconButton aria-label={t('kanban.board.actions')} onClick={(e) => setMenu(e.currentTarget)}>
            <IconDotsVertical size={18} aria-hidden />
          </IconButton>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            <MenuItem onClick={() => (setMenu(null), setRenaming(true))}>{t('kanban.board.rename')}</MenuItem>
            <MenuItem onClick={() => (setMenu(null), setConfirm(true))} sx={{ color: 'error.main' }}>
              {t('kanban.board.delete')}
            </MenuItem>
          </Menu>
        </>
      )}
      {renaming && (
        <Box sx={{ flexBasis: '100%', maxWidth: 480 }}>
          <NameField
            label={t('kanban.board.name')}
            initial={name}
            schema={boardNameField}
            pending={rename.isPending}
            onCancel={() => setRenaming(false)}
            onSave={async (value) => {
              await rename.mutateAsync(value);
              setRenaming(false);
            }}
          />
        </Box>
      )}
      <ConfirmDialog
        open={confirm}
        title={t('kanban.board.deleteTitle', { name })}
        text={t('kanban.board.deleteText')}
        confirmLabel={t('kanban.board.delete')}
        danger
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => (setConfirm(false), onDeleted()) })}
        onClose={() => setConfirm(false)}
      />
    </>
  );
}
