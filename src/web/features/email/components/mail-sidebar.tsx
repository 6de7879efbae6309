import { EMAIL_LABELS, type EmailBox, type EmailCounts } from '@common/schemas/email';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BOX_ICONS, boxPath, LABEL_COLORS } from '../lib/boxes';

interface MailSidebarProps {
  box: EmailBox;
  counts: EmailCounts | undefined;
  onCompose: () => void;
  /** Called after a box was picked (the phone's drawer closes). */
  onNavigate?: () => void;
}

const FOLDER_ORDER = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;

/** Compose, the folders with their unread counts (drafts: how many), the labels with theirs. */
export function MailSidebar({ box, counts, onCompose, onNavigate }: MailSidebarProps) {
  const { t } = useTranslation();
  const countOf = (b: (typeof FOLDER_ORDER)[number]) =>
    b === 'starred' ? (counts?.starred ?? 0) : (counts?.folders[b] ?? 0);
  return (
    <Box component="nav" aria-label={t('email.folders')} sx={{ height: '100%', overflowY: 'auto', py: 2 }}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button fullWidth variant="contained" startIcon={<IconPencil size={18} />} onClick={onCompose}>
          {t('email.compose')}
        </Button>
      </Box>
      <List dense disablePadding>
        {FOLDER_ORDER.map((b) => {
          const Icon = BOX_ICONS[b];
          const n = countOf(b);
          return (
            <ListItemButton
              key={b}
              component={RouterLink}
              to={boxPath(b)}
              selected={box === b}
              aria-current={box === b ? 'page' : undefined}
              onClick={onNavigate}
              data-testid={`email-box-${b}`}
              sx={{ borderInlineStart: 3, borderColor: box === b ? 'primary.main' : 'transparent' }}
            >
              <ListItemIcon sx={{ minWidth: 34 }}>
                <Icon size={20} aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t(`email.box.${b}`)} />
              {n > 0 && (
                <Chip
                  size="small"
                  label={n}
                  color={b === 'draft' ? 'default' : 'primary'}
                  aria-label={t(b === 'draft' ? 'email.draftCount' : 'email.unreadCount', { count: n })}
                />
              )}
            </ListItemButton>
          );
        })}
      </List>
      <List
        dense
        subheader={
          <ListSubheader component="div" disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5, mt: 1 }}>
            {t('email.labels')}
          </ListSubheader>
        }
      >
        {EMAIL_LABELS.map((label) => {
          const n = counts?.labels[label] ?? 0;
          return (
            <ListItemButton
              key={label}
              component={RouterLink}
              to={boxPath(label)}
              selected={box === label}
              aria-current={box === label ? 'page' : undefined}
              onClick={onNavigate}
              data-testid={`email-box-${label}`}
            >
              <ListItemIcon sx={{ minWidth: 34 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: `${LABEL_COLORS[label]}.main`, mx: 0.5 }}
                />
              </ListItemIcon>
              <ListItemText primary={t(`email.label.${label}`)} />
              {n > 0 && (
                <Chip size="small" variant="outlined" label={n} aria-label={t('email.unreadCount', { count: n })} />
              )}
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}
