import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { IconUserPlus } from '@tabler/icons-react';
import { useConversations } from '@web/lib/conversations';
import { useErrorText } from '@web/lib/error-text';
import { initials } from '@web/lib/initials';
import { usePerson } from '@web/lib/people';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Candidate {
  id: string;
  name: string;
}

/** The people of one's conversations, each once, in the order of the latest conversation first. */
export function candidatesOf(others: readonly Candidate[], exclude: readonly string[]): Candidate[] {
  const seen = new Set(exclude);
  const list: Candidate[] = [];
  for (const person of others) {
    if (seen.has(person.id)) continue;
    seen.add(person.id);
    list.push({ id: person.id, name: person.name });
  }
  return list;
}

/**
 * In the room: bring one more person into the call, chosen by name from the people one has
 * conversations with (issue #33: nobody knows a user id by heart). The request still names them
 * by id; the server lets them into this room, then they are rung like any callee.
 */
export function InvitePerson({
  onInvite,
  exclude,
}: {
  onInvite: (userId: string) => Promise<void>;
  /** Who is in the call already (and oneself): not offered. */
  exclude: readonly string[];
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const conversations = useConversations();
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const excluded = exclude.join(' ');
  const options = useMemo(
    () => candidatesOf(conversations.data?.map((c) => c.other) ?? [], excluded.split(' ')),
    [conversations.data, excluded],
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      await onInvite(chosen.id);
      setChosen(null);
    } catch (err) {
      console.error('call: inviting failed', err);
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <Autocomplete
        size="small"
        options={options}
        value={chosen}
        onChange={(_, value) => setChosen(value)}
        getOptionLabel={(o) => o.name}
        getOptionKey={(o) => o.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={conversations.isPending}
        loadingText={t('video.invite.loading')}
        noOptionsText={t('video.invite.noOptions')}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <PersonAvatar id={option.id} name={option.name} />
            {option.name}
          </Box>
        )}
        renderInput={(input) => <TextField {...input} label={t('video.invite.person')} />}
        sx={{ flex: 1, minWidth: 240 }}
      />
      <Button type="submit" variant="outlined" startIcon={<IconUserPlus aria-hidden />} disabled={busy || !chosen}>
        {t('video.invite.button')}
      </Button>
      {error && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

/** Their picture (asked for by id: the conversation list names people without one), or initials. */
function PersonAvatar({ id, name }: { id: string; name: string }) {
  const person = usePerson(id);
  return (
    <Avatar src={person?.avatarUrl ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 13 }}>
      {initials(name)}
    </Avatar>
  );
}
