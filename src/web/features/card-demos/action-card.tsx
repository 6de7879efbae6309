import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  IconChevronDown,
  IconChevronUp,
  IconDotsVertical,
  IconMaximize,
  IconMinimize,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type CardAction = 'collapse' | 'refresh' | 'expand' | 'remove' | 'menu';

/** How long the made-up reload takes: long enough to see the overlay, short enough not to bore. */
export const REFRESH_MS = 1200;

interface ActionCardProps {
  title: string;
  subheader?: string;
  /** The buttons in the header, in this order; 'menu' puts all four in a menu instead. */
  actions: readonly CardAction[];
  onRemove: () => void;
  /** The body, given how many times it was refreshed, so a refresh brings new figures. */
  children: (version: number) => ReactNode;
}

/**
 * A card whose header buttons act on it: collapse or expand its body, reload it (a veil with a
 * spinner, then new figures), open it full screen (a dialog that gives the focus back when it
 * closes), remove it (the page offers Undo). Every button is named, and collapse says its state.
 */
export function ActionCard({ title, subheader, actions, onRemove, children }: ActionCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const [full, setFull] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const bodyId = useId();
  const titleId = useId();
  const menuId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    if (loading) return;
    setLoading(true);
    setOpen(true);
    timer.current = setTimeout(() => {
      setVersion((v) => v + 1);
      setLoading(false);
    }, REFRESH_MS);
  };

  const buttons = (inDialog: boolean) => {
    if (actions.includes('menu') && !inDialog) {
      return (
        <IconButton
          aria-label={t('cards.actions.more')}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? true : undefined}
          onClick={(e) => setMenuAnchor(e.currentTarget)}
        >
          <IconDotsVertical size={20} aria-hidden />
        </IconButton>
      );
    }
    return (
      <Box sx={{ display: 'flex' }}>
        {actions.includes('collapse') && !inDialog && (
          <IconButton
            aria-label={t(open ? 'cards.actions.collapse' : 'cards.actions.expandBody')}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <IconChevronUp size={20} aria-hidden /> : <IconChevronDown size={20} aria-hidden />}
          </IconButton>
        )}
        {actions.includes('refresh') && (
          <IconButton aria-label={t('cards.actions.refresh')} onClick={refresh} disabled={loading}>
            <IconRefresh size={20} aria-hidden />
          </IconButton>
        )}
        {(actions.includes('expand') || inDialog) && (
          <IconButton
            aria-label={t(inDialog ? 'cards.actions.exitFullScreen' : 'cards.actions.fullScreen')}
            onClick={() => setFull(!inDialog)}
          >
            {inDialog ? <IconMinimize size={20} aria-hidden /> : <IconMaximize size={20} aria-hidden />}
          </IconButton>
        )}
        {actions.includes('remove') && !inDialog && (
          <IconButton aria-label={t('cards.actions.remove')} onClick={onRemove}>
            <IconX size={20} aria-hidden />
          </IconButton>
        )}
      </Box>
    );
  };

  const body = (inDialog: boolean) => (
    <Box sx={{ position: 'relative', flexGrow: 1 }} aria-busy={loading}>
      <CardContent sx={{ pt: 0 }}>{children(version)}</CardContent>
      {loading && (
        <Box
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            bgcolor: theme.alpha(theme.vars.palette.background.paper, 0.75),
          })}
        >
          <CircularProgress
            aria-label={t('cards.actions.loading')}
            {...(inDialog ? {} : { 'data-card-loading': '' })}
          />
        </Box>
      )}
    </Box>
  );

  const header = (inDialog: boolean) => (
    <CardHeader
      title={title}
      subheader={subheader}
      action={buttons(inDialog)}
      slotProps={{
        title: { variant: 'h5', component: 'h2', id: inDialog ? `${titleId}-dialog` : titleId },
        subheader: { variant: 'body2' },
      }}
    />
  );

  const choose = (action: 'collapse' | 'refresh' | 'expand' | 'remove') => {
    setMenuAnchor(null);
    if (action === 'collapse') setOpen((o) => !o);
    else if (action === 'refresh') refresh();
    else if (action === 'expand') setFull(true);
    else onRemove();
  };

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {header(false)}
      <Collapse in={open} id={bodyId}>
        {body(false)}
      </Collapse>
      {actions.includes('menu') && (
        <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          <MenuItem onClick={() => choose('collapse')}>
            <ListItemIcon>
              {open ? <IconChevronUp size={20} aria-hidden /> : <IconChevronDown size={20} aria-hidden />}
            </ListItemIcon>
            <ListItemText>{t(open ? 'cards.actions.collapse' : 'cards.actions.expandBody')}</ListItemText>
          </MenuItem>
          <MenuItem onClick={() => choose('refresh')}>
            <ListItemIcon>
              <IconRefresh size={20} aria-hidden />
            </ListItemIcon>
            <ListItemText>{t('cards.actions.refresh')}</ListItemText>
          </MenuItem>
          <MenuItem onClick={() => choose('expand')}>
            <ListItemIcon>
              <IconMaximize size={20} aria-hidden />
            </ListItemIcon>
            <ListItemText>{t('cards.actions.fullScreen')}</ListItemText>
          </MenuItem>
          <MenuItem onClick={() => choose('remove')}>
            <ListItemIcon>
              <IconX size={20} aria-hidden />
            </ListItemIcon>
            <ListItemText>{t('cards.actions.remove')}</ListItemText>
          </MenuItem>
        </Menu>
      )}
      <Dialog fullScreen open={full} onClose={() => setFull(false)} aria-labelledby={`${titleId}-dialog`}>
        {header(true)}
        {body(true)}
      </Dialog>
    </Card>
  );
}
