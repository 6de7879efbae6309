import { RichTextEditor } from '@web/components/rich-text/rich-text-editor';
import { useTranslation } from 'react-i18next';

interface DescriptionEditorProps {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/**
 * A card's description: the shared TipTap editor (ADR 0027) with the Kanban area's texts; loaded
 * on its own when a card opens, so ProseMirror is not in the board's first load.
 */
export default function DescriptionEditor(props: DescriptionEditorProps) {
  const { t } = useTranslation();
  const labels = {
    toolbar: t('kanban.editor.toolbar'),
    bold: t('kanban.editor.bold'),
    italic: t('kanban.editor.italic'),
    bulletList: t('kanban.editor.bulletList'),
    numberedList: t('kanban.editor.numberedList'),
    link: t('kanban.editor.link'),
    linkUrl: t('kanban.editor.linkUrl'),
    insertLink: t('kanban.editor.insertLink'),
    cancel: t('common.cancel'),
  };
  return <RichTextEditor {...props} labels={labels} />;
}
