import { cardTitleField } from '@common/schemas/kanban';
import Button from '@mui/material/Button';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCard } from '../api/kanban';
import { NameField } from './name-field';

/** "Add a card" at a column's foot: a title, then the card goes to the end of the column. */
export function AddCard({ boardId, columnId }: { boardId: string; columnId: string }) {
  const { t } = useTranslation();
  const create = useCreateCard(boardId);
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button size="small" startIcon={<IconPlus size={16} aria-hidden />} onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        {t('kanban.card.add')}
      </Button>
    );
  return (
    <NameField
      label={t('kanban.card.title')}
      schema={cardTitleField}
      multiline
      pending={create.isPending}
      saveLabel={t('kanban.card.addShort')}
      onCancel={() => setOpen(false)}
      // The field stays open for the next card, as people add several in a row.
      onSave={async (title) => {
        await create.mutateAsync({ columnId, title });
        setOpen(false);
        setOpen(true);
      }}
    />
  );
}
