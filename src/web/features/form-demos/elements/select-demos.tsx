import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, INTERESTS } from '../validation/schema';
import { Demo, DemoGrid, Row } from './layout';

const EUROPE = ['fr', 'de', 'es', 'it', 'pl'] as const;
const ELSEWHERE = ['br', 'cn'] as const;

/** Selects: variants, sizes, states, several values as chips or ticks, groups and the native one. */
export function SelectDemos() {
  const { t } = useTranslation();
  const chipsId = useId();
  const ticksId = useId();
  const nativeId = useId();
  const [chips, setChips] = useState<string[]>(['design', 'code']);
  const [ticks, setTicks] = useState<string[]>([]);
  const countryItems = COUNTRIES.map((c) => (
    <MenuItem key={c} value={c}>
      {t(`forms.country.${c}`)}
    </MenuItem>
  ));
  return (
    <DemoGrid>
      <Demo title={t('forms.el.variants')} description={t('forms.el.se.variantsDesc')}>
        <Stack sx={{ gap: 3 }}>
          {(['outlined', 'filled', 'standard'] as const).map((v) => (
            <TextField key={v} select variant={v} label={t(`forms.el.variant.${v}`)} defaultValue="fr">
              {countryItems}
            </TextField>
          ))}
        </Stack>
      </Demo>
      <Demo title={t('forms.el.states')} description={t('forms.el.se.statesDesc')}>
        <Stack sx={{ gap: 3 }}>
          <TextField select size="small" label={t('forms.el.small')} defaultValue="de">
            {countryItems}
          </TextField>
          <TextField select disabled label={t('forms.el.disabled')} defaultValue="es">
            {countryItems}
          </TextField>
          <TextField select error label={t('forms.f.country')} defaultValue="" helperText={t('forms.err.choose')}>
            {countryItems}
          </TextField>
        </Stack>
      </Demo>
      <Demo title={t('forms.el.se.chips')} description={t('forms.el.se.chipsDesc')}>
        <FormControl fullWidth>
          <InputLabel id={chipsId}>{t('forms.f.interests')}</InputLabel>
          <Select
            labelId={chipsId}
            multiple
            value={chips}
            onChange={(e) => setChips(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
            input={<OutlinedInput label={t('forms.f.interests')} />}
            renderValue={(selected) => (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {selected.map((v) => (
                  <Chip key={v} size="small" label={t(`forms.interest.${v}`)} />
                ))}
              </Box>
            )}
          >
            {INTERESTS.map((i) => (
              <MenuItem key={i} value={i}>
                {t(`forms.interest.${i}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Demo>
      <Demo title={t('forms.el.se.ticks')} description={t('forms.el.se.ticksDesc')}>
        <FormControl fullWidth>
          <InputLabel id={ticksId}>{t('forms.f.interests')}</InputLabel>
          <Select
            labelId={ticksId}
            multiple
            value={ticks}
            onChange={(e) => setTicks(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
            input={<OutlinedInput label={t('forms.f.interests')} />}
            renderValue={(selected) => selected.map((v) => t(`forms.interest.${v}`)).join(', ')}
          >
            {INTERESTS.map((i) => (
              <MenuItem key={i} value={i}>
                <Checkbox checked={ticks.includes(i)} tabIndex={-1} />
                <ListItemText primary={t(`forms.interest.${i}`)} />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Demo>
      <Demo title={t('forms.el.se.grouped')} description={t('forms.el.se.groupedDesc')}>
        <TextField select fullWidth label={t('forms.f.country')} defaultValue="">
          <ListSubheader>{t('forms.el.se.europe')}</ListSubheader>
          {EUROPE.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`forms.country.${c}`)}
            </MenuItem>
          ))}
          <ListSubheader>{t('forms.el.se.elsewhere')}</ListSubheader>
          {ELSEWHERE.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`forms.country.${c}`)}
            </MenuItem>
          ))}
        </TextField>
      </Demo>
      <Demo title={t('forms.el.se.native')} description={t('forms.el.se.nativeDesc')}>
        <Row>
          <FormControl fullWidth>
            <InputLabel variant="standard" htmlFor={nativeId}>
              {t('forms.f.country')}
            </InputLabel>
            <NativeSelect defaultValue="it" inputProps={{ id: nativeId }}>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {t(`forms.country.${c}`)}
                </option>
              ))}
            </NativeSelect>
            <FormHelperText>{t('forms.el.se.nativeHint')}</FormHelperText>
          </FormControl>
        </Row>
      </Demo>
    </DemoGrid>
  );
}
