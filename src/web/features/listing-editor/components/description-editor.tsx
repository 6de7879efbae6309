import { RichTextEditor } from '@web/components/rich-text/rich-text-editor';
import { useTranslation } from 'react-i18next';

interface DescriptionEditorProps {
  label: string;
  /** The HTML to start from; later changes come from the member's typing. */
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/**
 * The listing's description: the shared rich-text editor with this area's texts. Loaded on its own
 * (listing-form.tsx), so ProseMirror reaches only the page that edits a description.
 */
export function DescriptionEditor(props: DescriptionEditorProps) {
  const { t } = useTranslation();
  const labels = {
    toolbar: t('listingEditor.editor.toolbar'),
    bold: t('listingEditor.editor.bold'),
    italic: t('listingEditor.editor.italic'),
    bulletList: t('listingEditor.editor.bulletList'),
    numberedList: t('listingEditor.editor.numberedList'),
    link: t('listingEditor.editor.link'),
    linkUrl: t('listingEditor.editor.linkUrl'),
    insertLink: t('listingEditor.editor.insertLink'),
    cancel: t('common.cancel'),
  };
  return <RichTextEditor {...props} labels={labels} />;
}

export default DescriptionEditor;
