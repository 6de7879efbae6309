import { EMAIL_LABELS, type EmailLabel } from '@common/schemas/email';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  IconAlertOctagon,
  IconInbox,
  IconMail,
  IconMailOpened,
  IconStar,
  IconTag,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_COLORS } from '../lib/boxes';

export interface MailActionHandlers {
  onRead: (read: boolean) => void;
  onStar: (starred: boolean) => void;
  onMove: (folder: 'inbox' | 'spam') => void;
  onLabel: (label: EmailLabel, on: boolean) => void;
  onDelete: () => void;
}

interface MailActionsProps extends MailActionHandlers {
  /** What the selection looks like, to offer the opposite (read -> unread, starred -> unstar…). */
  allRead: boolean;
  allStarred: boolean;
  /** Labels every selected message has (ticked in the menu). */
  labels: ReadonlySet<EmailLabel>;
  inTrash: boolean;
  inSpam: boolean;
  disabled?: boolean;
}

function Action({
  title,
  onClick,
  children,
  disabled,
}: {
  title: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean | undefined;
}) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton aria-label={title} onClick={onClick} disabled={disabled} size="small">
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The actions on one message or a selection: read/unread, star, label, spam or back, delete. */
export function MailActions(props: MailActionsProps) {
  const { t } = useTranslation();
  const [labelMenu, setLabelMenu] = useState<HTMLElement | null>(null);
  const { allRead, allStarred, labels, inTrash, inSpam, disabled } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }} role="group" aria-label={t('email.actions')}>
      <Action
        title={t(allRead ? 'email.markUnread' : 'email.markRead')}
        onClick={() => props.onRead(!allRead)}
        disabled={disabled}
      >
        {allRead ? <IconMail size={20} /> : <IconMailOpened size={20} />}
      </Action>
      <Action
        title={t(allStarred ? 'email.unstar' : 'email.star')}
        onClick={() => props.onStar(!allStarred)}
        disabled={disabled}
      >
        <IconStar size={20} fill={allStarred ? 'currentColor' : 'none'} />
      </Action>
      <Tooltip title={t('email.labelAs')}>
        <span>
          <IconButton
            aria-label={t('email.labelAs')}
            aria-haspopup="menu"
            size="small"
            disabled={disabled}
            onClick={(e) => setLabelMenu(e.currentTarget)}
          >
            <IconTag size={20} />
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={labelMenu} open={labelMenu !== null} onClose={() => setLabelMenu(null)}>
        {EMAIL_LABELS.map((label) => (
          <MenuItem
            key={label}
            onClick={() => {
              setLabelMenu(null);
              props.onLabel(label, !labels.has(label));
            }}
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                size="small"
                checked={labels.has(label)}
                tabIndex={-1}
                color={LABEL_COLORS[label]}
                slotProps={{ input: { 'aria-hidden': true } }}
              />
            </ListItemIcon>
            <ListItemText>{t(`email.label.${label}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {inSpam || inTrash ? (
        <Action title={t('email.moveToInbox')} onClick={() => props.onMove('inbox')} disabled={disabled}>
          <IconInbox size={20} />
        </Action>
      ) : (
        <Action title={t('email.moveToSpam')} onClick={() => props.onMove('spam')} disabled={disabled}>
          <IconAlertOctagon size={20} />
        </Action>
      )}
      <Action title={t(inTrash ? 'email.deleteForever' : 'email.delete')} onClick={props.onDelete} disabled={disabled}>
        {inTrash ? <IconTrashX size={20} /> : <IconTrash size={20} />}
      </Action>
    </Box>
  );
}
