import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTextEditor } from '@web/components/rich-text/rich-text-editor';
import { richTextExtensions } from '@web/components/rich-text/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorTools, FULL_TOOL_GROUPS, MARK_TOOLS } from './editor-toolbar';
import { Demo, DemoGrid } from './layout';

/** The writing area's look, shared by the two editors made here. */
const CONTENT_SX = {
  '& .ProseMirror': {
    minHeight: 180,
    p: 2,
    outline: 'none',
    '& > :first-of-type': { mt: 0 },
    '& blockquote': { borderInlineStart: 3, borderColor: 'divider', ms: 0, ps: 2, color: 'text.secondary' },
  },
} as const;

/** A TipTap editor on the app's schema, named for screen readers by the visible label. */
function useDemoEditor(labelId: string, html: string) {
  return useEditor({
    extensions: richTextExtensions,
    content: html,
    immediatelyRender: false,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId } },
  });
}

function FullToolbarEditor() {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useDemoEditor(labelId, t('forms.el.ed.sampleFull'));
  return (
    <>
      <Typography id={labelId} variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
        {t('forms.el.ed.article')}
      </Typography>
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '&:focus-within': { borderColor: 'primary.main' } }}
      >
        <Box sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider', minHeight: 38 }}>
          {editor && <EditorTools editor={editor} groups={FULL_TOOL_GROUPS} label={t('forms.el.ed.toolbar')} />}
        </Box>
        <Box sx={CONTENT_SX}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
    </>
  );
}

function BubbleToolbarEditor() {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useDemoEditor(labelId, t('forms.el.ed.sampleBubble'));
  return (
    <>
      <Typography id={labelId} variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
        {t('forms.el.ed.note')}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
          ...CONTENT_SX,
        }}
      >
        {editor && (
          <BubbleMenu editor={editor}>
            <Paper elevation={6} sx={{ p: 0.5 }}>
              <EditorTools editor={editor} groups={[MARK_TOOLS]} label={t('forms.el.ed.toolbar')} />
            </Paper>
          </BubbleMenu>
        )}
        <EditorContent editor={editor} />
      </Box>
    </>
  );
}

/** TipTap, the editor of the listing description: the app's own field, a full toolbar and a bubble toolbar. */
export function EditorDemos() {
  const { t } = useTranslation();
  const [html, setHtml] = useState('');
  const labels = {
    toolbar: t('forms.el.ed.toolbar'),
    bold: t('forms.el.ed.tool.bold'),
    italic: t('forms.el.ed.tool.italic'),
    bulletList: t('forms.el.ed.tool.bulletList'),
    numberedList: t('forms.el.ed.tool.orderedList'),
    link: t('forms.el.ed.tool.link'),
    linkUrl: t('forms.el.ed.linkUrl'),
    insertLink: t('forms.el.ed.insertLink'),
    cancel: t('forms.cancel'),
  };
  return (
    <DemoGrid>
      <Demo title={t('forms.el.ed.full')} description={t('forms.el.ed.fullDesc')} wide>
        <FullToolbarEditor />
      </Demo>
      <Demo title={t('forms.el.ed.bubble')} description={t('forms.el.ed.bubbleDesc')}>
        <BubbleToolbarEditor />
      </Demo>
      <Demo title={t('forms.el.ed.app')} description={t('forms.el.ed.appDesc')}>
        <RichTextEditor
          label={t('forms.el.ed.description')}
          labels={labels}
          initialHtml={t('forms.el.ed.sampleApp')}
          onChange={setHtml}
          onBlur={() => undefined}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('forms.el.ed.html')}
        </Typography>
        <Box
          component="pre"
          aria-live="polite"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontSize: 12,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            direction: 'ltr',
          }}
        >
          {html || t('forms.el.ed.htmlEmpty')}
        </Box>
      </Demo>
    </DemoGrid>
  );
}
