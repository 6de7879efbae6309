import { zodResolver } from '@hookform/resolvers/zod';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DemoDialog } from './demo-dialog';
import { errorText } from './field-error';
import { inviteSchema, type InviteInput } from './schemas';

const PERMISSIONS = ['owner', 'canEdit', 'canView'] as const;
type Permission = (typeof PERMISSIONS)[number];
interface Member {
  name: string;
  email: string;
  permission: Permission;
}

const START_MEMBERS: Member[] = [
  { name: 'Lester Palmer', email: 'lester.palmer@example.com', permission: 'owner' },
  { name: 'Mattie Blair', email: 'mattie.blair@example.com', permission: 'canEdit' },
  { name: 'Marvin Wheeler', email: 'marvin.wheeler@example.com', permission: 'canView' },
  { name: 'Nannie Ford', email: 'nannie.ford@example.com', permission: 'canView' },
];

const initialsOf = (name: string) =>
  name
    .split(/[\s.@]+/)
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');

/** Invite by e-mail (checked), then each member's permission chosen in the list. Stored nowhere. */
export function ShareProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [members, setMembers] = useState(START_MEMBERS);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteInput>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '' } });

  const invite = handleSubmit(({ email }) => {
    setMembers((list) => [...list, { name: email, email, permission: 'canView' }]);
    reset({ email: '' });
    notify({ message: t('pages.share.invited', { email }), severity: 'success' });
  });

  const close = () => {
    reset({ email: '' });
    onClose();
  };

  return (
    <DemoDialog open={open} onClose={close} title={t('pages.share.title')} subtitle={t('pages.share.subtitle')}>
      <Box
        component="form"
        noValidate
        onSubmit={invite}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <TextField
          {...register('email')}
          label={t('pages.share.email')}
          type="email"
          autoComplete="off"
          fullWidth
          error={Boolean(errors.email)}
          helperText={errorText(t, errors.email)}
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0, minHeight: 56 }}>
          {t('pages.share.send')}
        </Button>
      </Box>
      <Typography variant="h6" component="h3" sx={{ mt: 4, mb: 1 }}>
        {t('pages.share.members', { count: members.length })}
      </Typography>
      <List disablePadding aria-label={t('pages.share.membersLabel')}>
        {members.map((member, i) => (
          <ListItem
            key={member.email}
            disableGutters
            secondaryAction={
              <TextField
                select
                size="small"
                value={member.permission}
                onChange={(e) =>
                  setMembers((list) =>
                    list.map((m, j) => (j === i ? { ...m, permission: e.target.value as Permission } : m)),
                  )
                }
                slotProps={{ htmlInput: { 'aria-label': t('pages.share.permissionOf', { name: member.name }) } }}
                sx={{ minWidth: 120 }}
              >
                {PERMISSIONS.map((p) => (
                  <MenuItem key={p} value={p}>
                    {t(`pages.share.perm.${p}`)}
                  </MenuItem>
                ))}
              </TextField>
            }
            sx={{ pr: 17 }}
          >
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initialsOf(member.name)}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={member.name}
              secondary={member.email}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
          </ListItem>
        ))}
      </List>
    </DemoDialog>
  );
}
