import { RichTextEditor } from '@web/components/rich-text/rich-text-editor';
import { useTranslation } from 'react-i18next';

interface BodyEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
}

/**
 * The message body: the project's TipTap editor (ADR 0027) with this area's texts. Its own module,
 * loaded lazily by the compose dialog, so ProseMirror reaches the browser only when writing.
 */
export function BodyEditor({ initialHtml, onChange }: BodyEditorProps) {
  const { t } = useTranslation();
  const labels = {
    toolbar: t('email.editor.toolbar'),
    bold: t('email.editor.bold'),
    italic: t('email.editor.italic'),
    bulletList: t('email.editor.bulletList'),
    numberedList: t('email.editor.numberedList'),
    link: t('email.editor.link'),
    linkUrl: t('email.editor.linkUrl'),
    insertLink: t('email.editor.insertLink'),
    cancel: t('email.cancel'),
  };
  return (
    <RichTextEditor
      label={t('email.field.message')}
      labels={labels}
      initialHtml={initialHtml}
      onChange={onChange}
      onBlur={() => undefined}
    />
  );
}

export default BodyEditor;
