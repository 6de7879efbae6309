import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Demo, DemoGrid } from './layout';

const MAX = 200;

/** Multi-line fields: growing, fixed, counted, in each variant and state. */
export function TextareaDemos() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <DemoGrid>
      <Demo title={t('forms.el.ta.autoGrow')} description={t('forms.el.ta.autoGrowDesc')}>
        <TextField fullWidth multiline minRows={2} maxRows={6} label={t('forms.f.message')} />
      </Demo>
      <Demo title={t('forms.el.ta.fixed')} description={t('forms.el.ta.fixedDesc')}>
        <TextField fullWidth multiline rows={4} label={t('forms.f.bio')} defaultValue={t('forms.el.ta.sample')} />
      </Demo>
      <Demo title={t('forms.el.variants')} description={t('forms.el.ta.variantsDesc')}>
        <Stack sx={{ gap: 3 }}>
          {(['outlined', 'filled', 'standard'] as const).map((v) => (
            <TextField key={v} variant={v} fullWidth multiline minRows={2} label={t(`forms.el.variant.${v}`)} />
          ))}
        </Stack>
      </Demo>
      <Demo title={t('forms.el.states')} description={t('forms.el.statesDesc')}>
        <Stack sx={{ gap: 3 }}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            disabled
            label={t('forms.el.disabled')}
            defaultValue={t('forms.el.sample')}
          />
          <TextField
            fullWidth
            multiline
            minRows={2}
            error
            label={t('forms.el.error')}
            helperText={t('forms.err.required')}
          />
        </Stack>
      </Demo>
      <Demo title={t('forms.el.counter')} description={t('forms.el.counterDesc')} wide>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={t('forms.f.bio')}
          value={text}
          onChange={(e) => setText(e.target.value.slice(0, MAX))}
          helperText={t('forms.el.count', { n: text.length, max: MAX })}
          slotProps={{ htmlInput: { maxLength: MAX }, formHelperText: { sx: { textAlign: 'end' } } }}
        />
      </Demo>
    </DemoGrid>
  );
}
