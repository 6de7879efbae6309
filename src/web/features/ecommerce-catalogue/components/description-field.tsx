import { RichTextEditor } from '@web/components/rich-text/rich-text-editor';
import { useTranslation } from 'react-i18next';

interface DescriptionFieldProps {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/**
 * The product description: the shared TipTap editor (ADR 0027) with this area's texts. Its own
 * module, loaded lazily by the product form, so ProseMirror reaches only that page.
 */
export function DescriptionField({ label, initialHtml, onChange, error }: DescriptionFieldProps) {
  const { t } = useTranslation();
  const labels = {
    toolbar: t('ecommerceCatalogue.editor.toolbar'),
    bold: t('ecommerceCatalogue.editor.bold'),
    italic: t('ecommerceCatalogue.editor.italic'),
    bulletList: t('ecommerceCatalogue.editor.bulletList'),
    numberedList: t('ecommerceCatalogue.editor.numberedList'),
    link: t('ecommerceCatalogue.editor.link'),
    linkUrl: t('ecommerceCatalogue.editor.linkUrl'),
    insertLink: t('ecommerceCatalogue.editor.insertLink'),
    cancel: t('common.cancel'),
  };
  return (
    <RichTextEditor
      label={label}
      labels={labels}
      initialHtml={initialHtml}
      onChange={onChange}
      onBlur={() => undefined}
      error={error}
    />
  );
}

export default DescriptionField;
