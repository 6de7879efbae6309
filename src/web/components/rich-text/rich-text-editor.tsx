import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { EditorContent, Extension, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { isAllowedLink, richTextExtensions } from './extensions';
import { EDITOR_MIN_HEIGHT, RichTextFrame } from './rich-text-frame';
import { RichTextToolbar, type RichTextLabels } from './toolbar';

export type { RichTextLabels } from './toolbar';

export interface RichTextEditorProps {
  label: string;
  labels: RichTextLabels;
  /** The HTML to start from; later changes come from the member's typing. */
  initialHtml: string;
  /** The editor's HTML, or '' when it holds no text (an empty paragraph is not a description). */
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/** The text area's accessible name and state, the same a TextField gives its input. */
function textboxAttributes(labelId: string, helperId: string, error: string | undefined): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-invalid': String(Boolean(error)),
    ...(error ? { 'aria-describedby': helperId } : {}),
  };
}

/**
 * A rich-text field on TipTap (ProseMirror, ADR 0027): the document is a schema cut to what the
 * server's sanitizer keeps, so what the member sees is what gets saved.
 */
export function RichTextEditor({ label, labels, initialHtml, onChange, onBlur, error }: RichTextEditorProps) {
  const labelId = useId();
  const helperId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  // The editor is made once; its handlers reach the latest props through these.
  const latest = useRef({ onChange, onBlur });
  useEffect(() => {
    latest.current = { onChange, onBlur };
  }, [onChange, onBlur]);

  // Uses only state setters, so the keyboard shortcut made with the first render stays right.
  const openLink = () => {
    setLinkUrl('https://');
    setLinkOpen(true);
  };

  const editor = useEditor({
    extensions: [
      ...richTextExtensions,
      Extension.create({
        name: 'linkShortcut',
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            openLink();
            return true;
          },
        }),
      }),
    ],
    content: initialHtml,
    // Rendered on the client only: the server has no DOM for ProseMirror.
    immediatelyRender: false,
    // A re-render for each transaction would repaint the whole form; the toolbar reads its state itself.
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: textboxAttributes(labelId, helperId, error) },
    onUpdate: ({ editor: e }) => latest.current.onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => latest.current.onBlur(),
  });

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: textboxAttributes(labelId, helperId, error) } });
  }, [editor, labelId, helperId, error]);

  const insertLink = (e: Editor | null) => {
    setLinkOpen(false);
    const href = linkUrl.trim();
    if (!e || !/^\S+$/.test(href) || !isAllowedLink(href)) return;
    const chain = e.chain().focus();
    if (e.state.selection.empty && !e.isActive('link')) {
      // With nothing selected the address itself becomes the link's text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
  };

  return (
    <RichTextFrame
      label={label}
      labelId={labelId}
      error={error}
      helperId={helperId}
      toolbar={editor && <RichTextToolbar editor={editor} labels={labels} onLink={openLink} />}
    >
      <Box
        sx={{
          '& .ProseMirror': {
            minHeight: EDITOR_MIN_HEIGHT,
            p: 1.5,
            outline: 'none',
            typography: 'body1',
            '& > :first-of-type': { mt: 0 },
            '& ul, & ol': { paddingInlineStart: 3, my: 1 },
            '& li > p': { my: 0 },
            '& p': { my: 0.5 },
            '& h2': { typography: 'h5', my: 1 },
            '& h3': { typography: 'h6', my: 1 },
            '& h4': { typography: 'subtitle1', fontWeight: 600, my: 1 },
            '& blockquote': {
              // Not the `border` shorthand of MUI's system: it has no logical (RTL-aware) sides.
              borderInlineStart: (th) => `3px solid ${th.vars.palette.divider}`,
              mx: 0,
              my: 1,
              paddingInlineStart: 1.5,
              color: 'text.secondary',
            },
            '& a': { color: 'primary.main' },
          },
        }}
      >
        {/* Until the editor exists (the first client render) the frame keeps its height. */}
        {editor ? <EditorContent editor={editor} /> : <Box sx={{ minHeight: EDITOR_MIN_HEIGHT, p: 1.5 }} />}
      </Box>
      <Dialog open={linkOpen} onClose={() => setLinkOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{labels.link}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="url"
            label={labels.linkUrl}
            value={linkUrl}
            onChange={(ev) => setLinkUrl(ev.target.value)}
            onKeyDown={(ev) => {
              if (ev.key === 'Enter') {
                ev.preventDefault();
                insertLink(editor);
              }
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLinkOpen(false)}>{labels.cancel}</Button>
          <Button variant="contained" onClick={() => insertLink(editor)}>
            {labels.insertLink}
          </Button>
        </DialogActions>
      </Dialog>
    </RichTextFrame>
  );
}
