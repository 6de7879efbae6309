import Box from '@mui/material/Box';
import ToggleButton, { toggleButtonClasses } from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface Option<T extends string> {
  value: T;
  label: string;
  icon: ReactNode;
  disabled?: boolean;
}

/** One labelled choice of the customizer: a group of buttons, the chosen one pressed. */
export function OptionGroup<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="h4" sx={{ mb: 1, color: 'text.secondary' }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={value}
        aria-labelledby={labelId}
        onChange={(_, next: T | null) => next && onChange(next)}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${Math.min(options.length, 3)}, 1fr)`,
          gap: 1.5,
          // The buttons are separate cards here, not a joined bar: the group's own rules pull every
          // button after the first over its neighbour and make its left border transparent. These
          // selectors are as specific as the group's and come after them, so they win; each state
          // keeps its colour on all four sides.
          [`& .${toggleButtonGroupClasses.grouped}`]: {
            margin: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: '8px',
            [`&.${toggleButtonClasses.selected}`]: { borderColor: 'primary.main' },
            [`&.${toggleButtonClasses.disabled}`]: { borderColor: 'action.disabledBackground' },
          },
        }}
      >
        {options.map((o) => (
          <ToggleButton
            key={o.value}
            value={o.value}
            disabled={o.disabled}
            sx={{ flexDirection: 'column', gap: 0.75, py: 1.5 }}
          >
            {o.icon}
            <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
              {o.label}
            </Typography>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
