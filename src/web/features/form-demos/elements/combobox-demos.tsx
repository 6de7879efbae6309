import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Demo, DemoGrid } from './layout';

const TAGS = ['react', 'typescript', 'mui', 'fastify', 'drizzle', 'vite', 'zod'];
const LABELS: Record<string, string> = {
  react: 'React',
  typescript: 'TypeScript',
  mui: 'MUI',
  fastify: 'Fastify',
  drizzle: 'Drizzle',
  vite: 'Vite',
  zod: 'Zod',
};
const labelOf = (tag: string) => LABELS[tag] ?? tag;
const filter = createFilterOptions<string>();

/** Comboboxes: pick from a list or type a new value; chips, ticks, a new entry offered as "Add". */
export function ComboboxDemos() {
  const { t } = useTranslation();
  const [tags, setTags] = useState<string[]>(['react', 'zod']);
  const [own, setOwn] = useState<string[]>(['mui']);
  const [known, setKnown] = useState(TAGS);
  return (
    <DemoGrid>
      <Demo title={t('forms.el.cbx.free')} description={t('forms.el.cbx.freeDesc')}>
        <Autocomplete
          freeSolo
          options={TAGS.map(labelOf)}
          renderInput={(p) => <TextField {...p} label={t('forms.el.cbx.technology')} />}
        />
      </Demo>
      <Demo title={t('forms.el.cbx.chips')} description={t('forms.el.cbx.chipsDesc')}>
        <Autocomplete
          multiple
          freeSolo
          options={TAGS}
          value={tags}
          onChange={(_, v) => setTags(v)}
          getOptionLabel={labelOf}
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return (
                <Chip
                  key={key}
                  color="primary"
                  variant="outlined"
                  size="small"
                  label={labelOf(option)}
                  {...itemProps}
                />
              );
            })
          }
          renderInput={(p) => (
            <TextField {...p} label={t('forms.el.cbx.tags')} helperText={t('forms.el.cbx.enterHint')} />
          )}
        />
      </Demo>
      <Demo title={t('forms.el.cbx.ticks')} description={t('forms.el.cbx.ticksDesc')}>
        <Autocomplete
          multiple
          disableCloseOnSelect
          options={TAGS}
          getOptionLabel={labelOf}
          renderOption={({ key, ...props }, option, { selected }) => (
            <li key={key} {...props}>
              <Checkbox checked={selected} size="small" tabIndex={-1} sx={{ me: 1 }} />
              {labelOf(option)}
            </li>
          )}
          renderInput={(p) => <TextField {...p} label={t('forms.el.cbx.stack')} />}
        />
      </Demo>
      <Demo title={t('forms.el.cbx.create')} description={t('forms.el.cbx.createDesc')}>
        <Autocomplete
          multiple
          options={known}
          value={own}
          getOptionLabel={labelOf}
          filterOptions={(options, params) => {
            const found = filter(options, params);
            const typed = params.inputValue.trim().toLowerCase();
            if (typed && !options.includes(typed)) found.push(typed);
            return found;
          }}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              {known.includes(option) ? labelOf(option) : t('forms.el.cbx.add', { value: option })}
            </li>
          )}
          onChange={(_, v) => {
            setKnown((k) => [...k, ...v.filter((x) => !k.includes(x))]);
            setOwn(v);
          }}
          renderInput={(p) => <TextField {...p} label={t('forms.el.cbx.tags')} />}
        />
      </Demo>
      <Demo title={t('forms.el.states')} description={t('forms.el.cbx.statesDesc')} wide>
        <Autocomplete
          multiple
          disabled
          options={TAGS}
          defaultValue={['vite']}
          getOptionLabel={labelOf}
          renderInput={(p) => <TextField {...p} label={t('forms.el.disabled')} />}
        />
      </Demo>
    </DemoGrid>
  );
}
