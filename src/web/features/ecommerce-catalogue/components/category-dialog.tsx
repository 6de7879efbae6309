import { categoryInputSchema, type Category, type ProductImage } from '@common/schemas/ecommerce-catalogue';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormError } from '@web/components/form-error';
import { ApiError } from '@web/lib/api-error';
import { useErrorText } from '@web/lib/error-text';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useSaveCategory } from '../api/catalogue';
import { errorsOf, type DraftErrors } from '../lib/product-draft';
import { ProductImages } from './product-images';

interface CategoryDialogProps {
  /** The category to change, or null to add one. */
  category: Category | null;
  categories: readonly Category[];
  onClose: () => void;
}

/** Adds or changes a category: name, description, parent and picture. */
export function CategoryDialog({ category, categories, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const save = useSaveCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [parentId, setParentId] = useState(category?.parentId ?? '');
  const [images, setImages] = useState<ProductImage[]>(category?.image ? [category.image] : []);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<unknown>(null);
  // A category cannot sit under itself; the server refuses deeper loops too.
  const parents = categories.filter((c) => c.id !== category?.id);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = { name, description, parentId: parentId || null, image: images[0]?.mediaId ?? null };
    const parsed = z.safeParse(categoryInputSchema, input);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    try {
      await save.mutateAsync({ id: category?.id ?? null, input });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldCodes);
      setFormError(err);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>
          {t(category ? 'ecommerceCatalogue.categories.editTitle' : 'ecommerceCatalogue.categories.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError error={formError} />
            <TextField
              label={t('ecommerceCatalogue.categories.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ? errorText(errors.name) : undefined}
              required
              autoFocus
            />
            <TextField
              label={t('ecommerceCatalogue.categories.description')}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              error={Boolean(errors.description)}
              helperText={errors.description ? errorText(errors.description) : undefined}
              multiline
              minRows={2}
            />
            <TextField
              select
              label={t('ecommerceCatalogue.categories.parent')}
              value={parentId}
              onChange={(e) => setParentId(e.target.value)}
              error={Boolean(errors.parentId)}
              helperText={errors.parentId ? errorText(errors.parentId) : undefined}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('ecommerceCatalogue.categories.noParent')}</MenuItem>
              {parents.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="subtitle2">{t('ecommerceCatalogue.categories.image')}</Typography>
            <ProductImages images={images} onChange={setImages} single error={errors.image} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('ecommerceCatalogue.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
