import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { forwardRef, useId, type ReactNode } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'error' | 'inputRef'> {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
}

/**
 * An outlined text field that looks like MUI's TextField but is built from its parts. TextField
 * also supports `select`, which pulls Select, Menu, Popover and Modal into every page with a form
 * (about 15 KB gzip); sign-in and sign-up pages use this instead. The ref reaches the <input>.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, helperText, error, id: idProp, sx, fullWidth, disabled, required, className, ...input },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      disabled={disabled}
      required={required}
      fullWidth={fullWidth}
      className={className}
      sx={sx}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        inputRef={ref}
        label={required ? <>{label}&thinsp;*</> : label}
        aria-describedby={helperId}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
