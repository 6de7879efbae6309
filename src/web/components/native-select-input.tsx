import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { forwardRef, useId, type ReactNode } from 'react';

export interface NativeSelectInputProps extends Omit<NativeSelectProps, 'input' | 'error'> {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  children: ReactNode;
}

/**
 * An outlined drop-down on the browser's own <select> (options as <option> children): light
 * enough for sign-up pages, and the platform's picker on phones.
 */
export const NativeSelectInput = forwardRef<HTMLSelectElement, NativeSelectInputProps>(function NativeSelectInput(
  { label, helperText, error, id: idProp, sx, fullWidth, disabled, children, ...select },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} disabled={disabled} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        {...select}
        inputRef={ref}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, 'aria-describedby': helperId }}
      >
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
