import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IconEye, IconEyeOff, IconMail, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Demo, DemoGrid, Row } from './layout';

const VARIANTS = ['outlined', 'filled', 'standard'] as const;
const MAX = 30;

/** Text fields in every variant, size, state and with adornments. */
export function TextfieldDemos() {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const [counted, setCounted] = useState('');
  return (
    <DemoGrid>
      <Demo title={t('forms.el.variants')} description={t('forms.el.tf.variantsDesc')}>
        <Row>
          {VARIANTS.map((v) => (
            <TextField key={v} variant={v} label={t(`forms.el.variant.${v}`)} />
          ))}
        </Row>
      </Demo>
      <Demo title={t('forms.el.sizes')} description={t('forms.el.sizesDesc')}>
        <Row>
          <TextField size="small" label={t('forms.el.small')} />
          <TextField label={t('forms.el.medium')} />
        </Row>
      </Demo>
      <Demo title={t('forms.el.states')} description={t('forms.el.statesDesc')}>
        <Row>
          <TextField label={t('forms.el.required')} required />
          <TextField label={t('forms.el.disabled')} disabled defaultValue={t('forms.el.sample')} />
          <TextField
            label={t('forms.el.readOnly')}
            defaultValue={t('forms.el.sample')}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField label={t('forms.el.error')} error defaultValue="jane@" helperText={t('forms.err.email')} />
          <TextField label={t('forms.el.withHelper')} helperText={t('forms.el.helper')} />
        </Row>
      </Demo>
      <Demo title={t('forms.el.adornments')} description={t('forms.el.adornmentsDesc')}>
        <Stack sx={{ gap: 3 }}>
          <TextField
            label={t('forms.f.email')}
            type="email"
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <IconMail size={20} aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            label={t('forms.el.weight')}
            type="number"
            slotProps={{ input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> } }}
          />
          <TextField
            label={t('forms.f.password')}
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      onClick={() => setShow((s) => !s)}
                      aria-label={t(show ? 'forms.el.hidePassword' : 'forms.el.showPassword')}
                      aria-pressed={show}
                    >
                      {show ? <IconEyeOff size={20} aria-hidden /> : <IconEye size={20} aria-hidden />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
      </Demo>
      <Demo title={t('forms.el.types')} description={t('forms.el.typesDesc')}>
        <Row>
          <TextField label={t('forms.el.number')} type="number" defaultValue={3} />
          <TextField label={t('forms.f.phone')} type="tel" />
          <TextField
            label={t('forms.el.search')}
            type="search"
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <IconSearch size={20} aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField label={t('forms.f.birthDate')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        </Row>
      </Demo>
      <Demo title={t('forms.el.counter')} description={t('forms.el.counterDesc')}>
        <TextField
          fullWidth
          label={t('forms.f.username')}
          value={counted}
          onChange={(e) => setCounted(e.target.value.slice(0, MAX))}
          helperText={t('forms.el.count', { n: counted.length, max: MAX })}
          slotProps={{ htmlInput: { maxLength: MAX }, formHelperText: { sx: { textAlign: 'end' } } }}
        />
      </Demo>
    </DemoGrid>
  );
}
