import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLORS, Demo, DemoGrid } from './layout';

const MIN_GAP = 10;
const PRICE_MAX = 1000;

/** Keeps two thumbs at least `gap` apart, moving the one the reader does not hold. */
export function keepApart(next: readonly number[], active: number, gap: number, max = 100): [number, number] {
  const [a = 0, b = 0] = next;
  if (b - a >= gap) return [a, b];
  return active === 0
    ? [Math.min(a, max - gap), Math.min(a, max - gap) + gap]
    : [Math.max(b, gap) - gap, Math.max(b, gap)];
}

/** Two-thumb sliders: a basic range, a kept minimum gap, a price filter with fields, vertical, colours. */
export function RangeSliderDemos() {
  const { t } = useTranslation();
  const labelId = useId();
  const gapId = useId();
  const [range, setRange] = useState<number[]>([20, 60]);
  const [gapped, setGapped] = useState<number[]>([30, 50]);
  const [price, setPrice] = useState<number[]>([150, 600]);
  const [lo = 0, hi = 0] = price;
  return (
    <DemoGrid>
      <Demo title={t('forms.el.basic')} description={t('forms.el.rs.basicDesc')}>
        <Typography id={labelId} variant="body2" gutterBottom>
          {t('forms.el.rs.range', { from: range[0], to: range[1] })}
        </Typography>
        <Slider
          value={range}
          onChange={(_, v) => setRange(v)}
          valueLabelDisplay="auto"
          getAriaLabel={(i) => t(i === 0 ? 'forms.el.rs.from' : 'forms.el.rs.to')}
        />
      </Demo>
      <Demo title={t('forms.el.rs.gap')} description={t('forms.el.rs.gapDesc', { gap: MIN_GAP })}>
        <Typography id={gapId} variant="body2" gutterBottom>
          {t('forms.el.rs.range', { from: gapped[0], to: gapped[1] })}
        </Typography>
        <Slider
          value={gapped}
          onChange={(_, v, active) => setGapped(keepApart(v, active, MIN_GAP))}
          valueLabelDisplay="auto"
          disableSwap
          getAriaLabel={(i) => t(i === 0 ? 'forms.el.rs.from' : 'forms.el.rs.to')}
        />
      </Demo>
      <Demo title={t('forms.el.rs.price')} description={t('forms.el.rs.priceDesc')} wide>
        <Slider
          value={price}
          max={PRICE_MAX}
          step={10}
          onChange={(_, v) => setPrice(v)}
          valueLabelDisplay="auto"
          getAriaLabel={(i) => t(i === 0 ? 'forms.el.rs.minPrice' : 'forms.el.rs.maxPrice')}
          sx={{ mb: 2 }}
        />
        <Stack direction="row" sx={{ gap: 3 }}>
          {(
            [
              ['minPrice', lo, (n: number) => setPrice([Math.min(n, hi), hi])],
              ['maxPrice', hi, (n: number) => setPrice([lo, Math.max(n, lo)])],
            ] as const
          ).map(([key, value, set]) => (
            <TextField
              key={key}
              label={t(`forms.el.rs.${key}`)}
              type="number"
              size="small"
              value={value}
              onChange={(e) => set(Math.min(PRICE_MAX, Math.max(0, Number(e.target.value))))}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                htmlInput: { min: 0, max: PRICE_MAX, step: 10 },
              }}
            />
          ))}
        </Stack>
      </Demo>
      <Demo title={t('forms.el.colors')} description={t('forms.el.colorsDesc')}>
        <Stack sx={{ gap: 1 }}>
          {COLORS.map((c, i) => (
            <Slider
              key={c}
              color={c}
              defaultValue={[10 + i * 5, 50 + i * 8]}
              getAriaLabel={(thumb) => `${t(`color.${c}`)}: ${t(thumb === 0 ? 'forms.el.rs.from' : 'forms.el.rs.to')}`}
            />
          ))}
        </Stack>
      </Demo>
      <Demo title={t('forms.el.sl.vertical')} description={t('forms.el.rs.verticalDesc')}>
        <Box sx={{ display: 'flex', gap: 6, height: 220, justifyContent: 'center' }}>
          <Slider
            orientation="vertical"
            defaultValue={[20, 70]}
            valueLabelDisplay="auto"
            getAriaLabel={(i) => t(i === 0 ? 'forms.el.rs.from' : 'forms.el.rs.to')}
          />
          <Slider
            orientation="vertical"
            defaultValue={[30, 50]}
            marks
            step={10}
            color="secondary"
            getAriaLabel={(i) => t(i === 0 ? 'forms.el.rs.from' : 'forms.el.rs.to')}
          />
          <Slider
            orientation="vertical"
            defaultValue={[10, 40]}
            disabled
            getAriaLabel={(i) => t(i === 0 ? 'forms.el.rs.from' : 'forms.el.rs.to')}
          />
        </Box>
      </Demo>
    </DemoGrid>
  );
}
