import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface OptionCardProps {
  kind: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  title: string;
  description?: string;
  /** An icon above the title, or a picture filling the top of the card. */
  icon?: ReactNode;
  picture?: ReactNode;
  /** Shown at the end of the title row (a price). */
  aside?: string;
}

/**
 * A radio or checkbox drawn as a card: the whole card is its label, so a click anywhere or the
 * keyboard on the control chooses it, and the card's words are the control's accessible name.
 */
export function OptionCard({
  kind,
  name,
  value,
  checked,
  onChange,
  title,
  description,
  icon,
  picture,
  aside,
}: OptionCardProps) {
  const Control = kind === 'radio' ? Radio : Checkbox;
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: icon ? 'center' : 'stretch',
        textAlign: icon ? 'center' : 'start',
        height: '100%',
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        boxShadow: (theme) => (checked ? `0 0 0 1px ${theme.palette.primary.main}` : 'none'),
        borderRadius: 1,
        cursor: 'pointer',
        overflow: 'hidden',
        transition: 'border-color .15s',
        '&:hover': { borderColor: checked ? 'primary.main' : 'text.secondary' },
        '&:has(:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {picture && <Box sx={{ lineHeight: 0, '& svg': { width: '100%', height: 'auto' } }}>{picture}</Box>}
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'inherit', gap: 0.5, flexGrow: 1 }}>
        {icon && <Box sx={{ color: checked ? 'primary.main' : 'text.secondary', lineHeight: 0, mb: 1 }}>{icon}</Box>}
        <Box
          sx={{
            display: 'flex',
            width: '100%',
            alignItems: 'center',
            justifyContent: icon ? 'center' : 'space-between',
            gap: 1,
          }}
        >
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {title}
          </Typography>
          {aside && (
            <Typography component="span" variant="body2" color="textSecondary">
              {aside}
            </Typography>
          )}
        </Box>
        {description && (
          <Typography component="span" variant="body2" color="textSecondary">
            {description}
          </Typography>
        )}
        <Control
          name={name}
          value={value}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          size="small"
          sx={{ mt: 0.5, alignSelf: icon ? 'center' : 'flex-start', ms: icon ? 0 : -1 }}
        />
      </Box>
    </Box>
  );
}
