import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { IconSearch } from '@tabler/icons-react';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

/** The search box above an admin list: labelled, with the magnifier, as every list page draws it. */
export function SearchField({ label, value, onChange, sx }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx ?? { minWidth: { md: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconSearch size={18} aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
