import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from './text-input';

/** A password input with a show/hide toggle that screen readers can name. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type' | 'endAdornment'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <TextInput
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? t('auth.password.hide') : t('auth.password.show')}
            >
              {visible ? <IconEyeOff size={20} /> : <IconEye size={20} />}
            </IconButton>
          </InputAdornment>
        }
      />
    );
  },
);
