import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IconPlus, IconSearch } from '@tabler/icons-react';

interface ListToolbarProps {
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  addLabel: string;
  onAdd: () => void;
  /** A line above the toolbar (the user list's filters) draws a border between them. */
  divided?: boolean;
}

/** The row above an admin list: a search box on one side, "Add ..." on the other. */
export function ListToolbar({ searchLabel, search, onSearch, addLabel, onAdd, divided = false }: ListToolbarProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ p: 2, justifyContent: 'space-between', ...(divided ? { borderTop: 1, borderColor: 'divider' } : {}) }}
    >
      <TextField
        type="search"
        size="small"
        label={searchLabel}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ minWidth: { sm: 300 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <IconSearch size={18} />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button variant="contained" startIcon={<IconPlus size={18} />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Stack>
  );
}
