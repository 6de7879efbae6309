import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconBold, IconItalic, IconLink, IconList, IconListNumbers } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DescriptionEditorProps {
  label: string;
  /** The HTML to start from; later changes come from the member's typing. */
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

function ToolButton({ name, icon, onClick }: { name: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={name}>
      {/* mousedown would move the focus out of the text and lose the selection. */}
      <IconButton size="small" aria-label={name} onMouseDown={(e) => e.preventDefault()} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * A small rich-text editor on the browser's own contentEditable: bold, italic, lists and links are
 * all the server's allow-list keeps (it sanitizes whatever arrives), so a full editor package would
 * bring nothing more. execCommand is old but every browser still runs these few commands.
 */
export function DescriptionEditor({ label, initialHtml, onChange, onBlur, error }: DescriptionEditorProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const helperId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  const selection = useRef<Range | null>(null);

  // Set once: writing innerHTML on every keystroke would move the caret to the start.
  useEffect(() => {
    if (ref.current) ref.current.innerHTML = initialHtml;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const report = () => onChange(ref.current?.innerHTML ?? '');
  const run = (command: string, value?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, value);
    report();
  };

  const openLink = () => {
    const sel = window.getSelection();
    selection.current = sel && sel.rangeCount > 0 ? sel.getRangeAt(0).cloneRange() : null;
    setLinkUrl('https://');
    setLinkOpen(true);
  };
  const insertLink = () => {
    setLinkOpen(false);
    const url = linkUrl.trim();
    if (!/^(https?:\/\/|mailto:)\S+$/i.test(url)) return;
    ref.current?.focus();
    const sel = window.getSelection();
    if (selection.current && sel) {
      sel.removeAllRanges();
      sel.addRange(selection.current);
    }
    // With nothing selected the address itself becomes the link's text.
    if (!sel || sel.isCollapsed) document.execCommand('insertText', false, url);
    if (sel && !sel.isCollapsed) run('createLink', url);
    else report();
  };

  return (
    <Box>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'textSecondary'} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (th) => `0 0 0 1px ${th.vars.palette.primary.main}`,
          },
        }}
      >
        <Box
          role="toolbar"
          aria-label={t('listingEditor.editor.toolbar')}
          sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <ToolButton name={t('listingEditor.editor.bold')} icon={<IconBold size={18} />} onClick={() => run('bold')} />
          <ToolButton
            name={t('listingEditor.editor.italic')}
            icon={<IconItalic size={18} />}
            onClick={() => run('italic')}
          />
          <ToolButton
            name={t('listingEditor.editor.bulletList')}
            icon={<IconList size={18} />}
            onClick={() => run('insertUnorderedList')}
          />
          <ToolButton
            name={t('listingEditor.editor.numberedList')}
            icon={<IconListNumbers size={18} />}
            onClick={() => run('insertOrderedList')}
          />
          <ToolButton name={t('listingEditor.editor.link')} icon={<IconLink size={18} />} onClick={openLink} />
        </Box>
        <Box
          ref={ref}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={error ? helperId : undefined}
          aria-invalid={Boolean(error)}
          onInput={report}
          onBlur={onBlur}
          sx={{
            minHeight: 160,
            p: 1.5,
            outline: 'none',
            typography: 'body1',
            '& ul, & ol': { paddingInlineStart: 3, my: 1 },
            '& p': { my: 0.5 },
            '& a': { color: 'primary.main' },
          }}
        />
      </Box>
      {error && (
        <FormHelperText id={helperId} error>
          {error}
        </FormHelperText>
      )}
      <Dialog open={linkOpen} onClose={() => setLinkOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('listingEditor.editor.link')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="url"
            label={t('listingEditor.editor.linkUrl')}
            value={linkUrl}
            onChange={(e) => setLinkUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                insertLink();
              }
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLinkOpen(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={insertLink}>
            {t('listingEditor.editor.insertLink')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
