import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconVolume, IconVolume3 } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLORS, Demo, DemoGrid } from './layout';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** A slider with its visible label tied to it. */
function Labelled({ label, children }: { label: string; children: (labelId: string) => React.ReactNode }) {
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="body2" gutterBottom>
        {label}
      </Typography>
      {children(id)}
    </Box>
  );
}

/** Single-value sliders: continuous, stepped with marks, with a field, vertical, coloured, disabled. */
export function SliderDemos() {
  const { t } = useTranslation();
  const [volume, setVolume] = useState(30);
  const [withInput, setWithInput] = useState(40);
  const temperature = [0, 20, 37, 100].map((value) => ({ value, label: `${value}°C` }));
  return (
    <DemoGrid>
      <Demo title={t('forms.el.sl.continuous')} description={t('forms.el.sl.continuousDesc')}>
        <Labelled label={t('forms.el.sl.volume')}>
          {(id) => (
            <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
              <IconVolume3 size={20} aria-hidden />
              <Slider aria-labelledby={id} value={volume} onChange={(_, v) => setVolume(v)} />
              <IconVolume size={20} aria-hidden />
            </Stack>
          )}
        </Labelled>
      </Demo>
      <Demo title={t('forms.el.sl.discrete')} description={t('forms.el.sl.discreteDesc')}>
        <Labelled label={t('forms.el.sl.steps')}>
          {(id) => (
            <Slider aria-labelledby={id} defaultValue={30} step={10} marks min={0} max={100} valueLabelDisplay="auto" />
          )}
        </Labelled>
      </Demo>
      <Demo title={t('forms.el.sl.marks')} description={t('forms.el.sl.marksDesc')}>
        <Labelled label={t('forms.el.sl.temperature')}>
          {(id) => (
            <Slider
              aria-labelledby={id}
              defaultValue={37}
              marks={temperature}
              step={null}
              valueLabelDisplay="auto"
              getAriaValueText={(v) => `${v}°C`}
            />
          )}
        </Labelled>
      </Demo>
      <Demo title={t('forms.el.sl.input')} description={t('forms.el.sl.inputDesc')}>
        <Labelled label={t('forms.el.sl.brightness')}>
          {(id) => (
            <Stack direction="row" sx={{ gap: 3, alignItems: 'center' }}>
              <Slider aria-labelledby={id} value={withInput} onChange={(_, v) => setWithInput(v)} />
              <TextField
                size="small"
                type="number"
                value={withInput}
                onChange={(e) => setWithInput(clamp(Number(e.target.value), 0, 100))}
                slotProps={{ htmlInput: { min: 0, max: 100, 'aria-labelledby': id } }}
                sx={{ width: 96, flexShrink: 0 }}
              />
            </Stack>
          )}
        </Labelled>
      </Demo>
      <Demo title={t('forms.el.colors')} description={t('forms.el.colorsDesc')}>
        <Stack sx={{ gap: 1 }}>
          {COLORS.map((c, i) => (
            <Slider key={c} color={c} defaultValue={20 + i * 12} aria-label={t(`color.${c}`)} />
          ))}
        </Stack>
      </Demo>
      <Demo title={t('forms.el.sl.vertical')} description={t('forms.el.sl.verticalDesc')}>
        <Stack direction="row" sx={{ gap: 6, height: 200, justifyContent: 'center' }}>
          <Slider orientation="vertical" defaultValue={30} aria-label={t('forms.el.sl.volume')} />
          <Slider orientation="vertical" defaultValue={60} size="small" aria-label={t('forms.el.small')} />
          <Slider orientation="vertical" defaultValue={50} disabled aria-label={t('forms.el.disabled')} />
        </Stack>
      </Demo>
    </DemoGrid>
  );
}
