import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The body's height; the loading placeholder has the same, so the page does not jump. */
export const EDITOR_MIN_HEIGHT = 160;
/** A small icon button's height (18px icon + padding): the toolbar's row, loaded or not. */
export const TOOLBAR_ROW_HEIGHT = 28;

interface RichTextFrameProps {
  label: string;
  labelId?: string;
  error?: string | undefined;
  helperId?: string;
  toolbar: ReactNode;
  children: ReactNode;
}

/**
 * The editor's label, border, toolbar row and error, without the editor itself: shared by the
 * editor and the placeholder shown while its chunk loads (no ProseMirror here).
 */
export function RichTextFrame({ label, labelId, error, helperId, toolbar, children }: RichTextFrameProps) {
  return (
    <Box>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'textSecondary'} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (th) => `0 0 0 1px ${th.vars.palette.primary.main}`,
          },
        }}
      >
        <Box
          sx={{
            minHeight: TOOLBAR_ROW_HEIGHT,
            p: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            boxSizing: 'content-box',
          }}
        >
          {toolbar}
        </Box>
        {children}
      </Box>
      {error && (
        <FormHelperText id={helperId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/** Shown while the editor's chunk loads: the same frame and height, the label already readable. */
export function RichTextPlaceholder({ label, error }: { label: string; error?: string | undefined }) {
  return (
    <RichTextFrame label={label} error={error} toolbar={null}>
      <Box sx={{ minHeight: EDITOR_MIN_HEIGHT, p: 1.5 }} />
    </RichTextFrame>
  );
}
