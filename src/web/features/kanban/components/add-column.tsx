import { columnNameField } from '@common/schemas/kanban';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateColumn } from '../api/kanban';
import { NameField } from './name-field';

/** The last place on the board: a new column at the end. */
export function AddColumn({ boardId }: { boardId: string }) {
  const { t } = useTranslation();
  const create = useCreateColumn(boardId);
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ flex: '0 0 auto', width: { xs: 'min(300px, calc(100vw - 64px))', sm: 290 }, scrollSnapAlign: 'start' }}>
      {open ? (
        <NameField
          label={t('kanban.column.name')}
          schema={columnNameField}
          pending={create.isPending}
          saveLabel={t('kanban.column.addShort')}
          onCancel={() => setOpen(false)}
          onSave={async (name) => {
            await create.mutateAsync(name);
            setOpen(false);
          }}
        />
      ) : (
        <Button
          variant="outlined"
          fullWidth
          startIcon={<IconPlus size={16} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {t('kanban.column.add')}
        </Button>
      )}
    </Box>
  );
}
