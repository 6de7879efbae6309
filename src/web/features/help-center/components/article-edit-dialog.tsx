import { updateHelpArticle } from '@common/api/help-center';
import {
  HELP_BODY_MAX,
  HELP_CATEGORIES,
  HELP_SUMMARY_MAX,
  HELP_TITLE_MAX,
  updateHelpArticleSchema,
  type HelpArticle,
  type HelpCategory,
} from '@common/schemas/help-center';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@web/components/snackbar/snackbar-service';
import { callApi } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { issueErrors, serverFieldErrors } from '@web/lib/field-errors';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { helpKeys } from '../queries';

/**
 * The admin's editor of one article in its language: title, summary, body (paragraphs separated
 * by an empty line) and category, checked with the API's own schema first; the server's field
 * errors land on their fields too. Saving refreshes every help-centre view (the server also drops
 * its kept pages, plugins/web.ts).
 */
export default function ArticleEditDialog({ article, onClose }: { article: HelpArticle; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    title: article.title,
    summary: article.summary,
    body: article.body,
    category: article.category as HelpCategory,
    popular: article.popular,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const save = useMutation({
    mutationFn: (body: z.infer<typeof updateHelpArticleSchema>) =>
      callApi(updateHelpArticle, { params: { id: article.id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKeys.all }),
  });
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: key === 'popular' ? e.target.checked : e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = z.safeParse(updateHelpArticleSchema, values);
    if (!parsed.success) {
      setErrors(issueErrors(t, parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await save.mutateAsync(parsed.data);
      notify({ message: t('helpCenter.edit.saved'), severity: 'success' });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(t, error);
      if (fields) setErrors(fields);
      else setFailure(error);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{t('helpCenter.edit.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure ? (
              <Alert severity="error" role="alert">
                {errorText(t, failure)}
              </Alert>
            ) : null}
            <TextField
              autoFocus
              label={t('helpCenter.edit.field.title')}
              value={values.title}
              onChange={set('title')}
              error={Boolean(errors.title)}
              helperText={errors.title}
              slotProps={{ htmlInput: { maxLength: HELP_TITLE_MAX } }}
            />
            <TextField
              label={t('helpCenter.edit.field.summary')}
              value={values.summary}
              onChange={set('summary')}
              error={Boolean(errors.summary)}
              helperText={errors.summary}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: HELP_SUMMARY_MAX } }}
            />
            <TextField
              label={t('helpCenter.edit.field.body')}
              value={values.body}
              onChange={set('body')}
              error={Boolean(errors.body)}
              helperText={errors.body ?? t('helpCenter.edit.bodyHelp')}
              multiline
              minRows={8}
              slotProps={{ htmlInput: { maxLength: HELP_BODY_MAX } }}
            />
            <TextField
              select
              label={t('helpCenter.edit.field.category')}
              value={values.category}
              onChange={set('category')}
              error={Boolean(errors.category)}
              helperText={errors.category}
            >
              {HELP_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`helpCenter.category.${c}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Switch checked={values.popular} onChange={set('popular')} />}
              label={t('helpCenter.edit.field.popular')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('helpCenter.edit.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('helpCenter.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
