import type { KanbanBoard } from '@common/schemas/kanban';
import type { PersonCard } from '@common/schemas/people';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { errorText } from '@web/lib/error-text';
import { useDebounced } from '@web/lib/use-debounced';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeopleSearch } from '@web/lib/people';
import { useAddMember, useRemoveMember } from '../api/kanban';
import { PersonAvatar } from './person-avatar';

interface MembersDialogProps {
  board: KanbanBoard;
  me: string;
  onClose: () => void;
  /** After leaving a board: it is no longer the caller's. */
  onLeft: () => void;
}

/**
 * Who is on the board. The owner adds users of the product (found by name, with their pictures)
 * and removes members; a member may leave.
 */
export function MembersDialog({ board, me, onClose, onLeft }: MembersDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const owner = board.ownerId === me;
  const add = useAddMember(board.id);
  const remove = useRemoveMember(board.id);
  const [lookup, setLookup] = useState('');
  const found = usePeopleSearch(useDebounced(lookup));
  const [failure, setFailure] = useState<unknown>(null);
  const options = (found.data?.items ?? []).filter((p) => !board.members.some((m) => m.id === p.id));

  const addPerson = (person: PersonCard | null) => {
    if (!person) return;
    setFailure(null);
    add.mutate(person.id, { onSuccess: () => setLookup(''), onError: setFailure });
  };
  const removePerson = (id: string) => {
    setFailure(null);
    remove.mutate(id, { onSuccess: () => (id === me ? onLeft() : undefined), onError: setFailure });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('kanban.members.title')}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorText(t, failure)}
          </Alert>
        ) : null}
        {owner && (
          <Autocomplete
            options={options}
            value={null}
            onChange={(_, v) => addPerson(v)}
            inputValue={lookup}
            onInputChange={(_, v, reason) => reason !== 'reset' && setLookup(v)}
            filterOptions={(x) => x}
            getOptionLabel={(p) => p.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={found.isFetching}
            loadingText={t('kanban.members.searching')}
            noOptionsText={lookup.trim().length < 2 ? t('kanban.members.typeMore') : t('kanban.members.noneFound')}
            renderOption={({ key, ...props }, option) => (
              <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <PersonAvatar person={option} />
                {option.name}
              </Box>
            )}
            renderInput={(params) => <TextField {...params} label={t('kanban.members.add')} sx={{ mt: 1 }} />}
          />
        )}
        <List>
          {board.members.map((m) => (
            <ListItem
              key={m.id}
              secondaryAction={
                m.id !== board.ownerId && (owner || m.id === me) ? (
                  <Button size="small" color="error" onClick={() => removePerson(m.id)} disabled={remove.isPending}>
                    {m.id === me ? t('kanban.members.leave') : t('kanban.members.remove')}
                  </Button>
                ) : null
              }
            >
              <ListItemAvatar>
                <PersonAvatar person={m} size={36} />
              </ListItemAvatar>
              <ListItemText
                primary={m.name}
                secondary={m.id === board.ownerId ? t('kanban.members.owner') : t('kanban.members.member')}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
