import type { HelpArticle } from '@common/schemas/help-center';
import Button from '@mui/material/Button';
import { IconPencil } from '@tabler/icons-react';
import { useSession } from '@web/lib/session-context';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Only an admin ever opens it: its form code loads on the first click.
const ArticleEditDialog = lazy(() => import('./article-edit-dialog'));

/**
 * "Edit" for whoever may change help articles (CASL update HelpArticle: the admin role). The server
 * renders pages as nobody, so it never draws it; a signed-in reader gets the page rendered in the
 * browser, where the session decides.
 */
export function ArticleEditButton({ article }: { article: HelpArticle }) {
  const { t } = useTranslation();
  const { ability } = useSession();
  const [open, setOpen] = useState(false);
  if (!ability.can('update', 'HelpArticle')) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<IconPencil size={18} aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ flexShrink: 0 }}
      >
        {t('helpCenter.edit.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ArticleEditDialog article={article} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
