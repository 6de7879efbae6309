import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../validation/schema';
import { Demo, DemoGrid } from './layout';

const FLAGS: Record<(typeof COUNTRIES)[number], string> = {
  fr: '🇫🇷',
  de: '🇩🇪',
  es: '🇪🇸',
  it: '🇮🇹',
  pl: '🇵🇱',
  br: '🇧🇷',
  cn: '🇨🇳',
};
const EUROPE = new Set(['fr', 'de', 'es', 'it', 'pl']);

/** The translated country list, sorted the reader's way. */
function useCountries() {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      COUNTRIES.map((code) => ({ code, label: t(`forms.country.${code}`) })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.language),
      ),
    [t, i18n.language],
  );
}

/** Autocompletes: basic, with flags, grouped, several values, disabled options, loading on open. */
export function AutocompleteDemos() {
  const { t } = useTranslation();
  const countries = useCountries();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<typeof countries>([]);
  const loading = open && loaded.length === 0;
  useEffect(() => {
    if (!loading) return;
    // Stands for a search request: the options arrive a moment after the list opens.
    const timer = setTimeout(() => setLoaded(countries), 700);
    return () => clearTimeout(timer);
  }, [loading, countries]);
  return (
    <DemoGrid>
      <Demo title={t('forms.el.basic')} description={t('forms.el.ac.basicDesc')}>
        <Autocomplete options={countries} renderInput={(p) => <TextField {...p} label={t('forms.f.country')} />} />
      </Demo>
      <Demo title={t('forms.el.ac.flags')} description={t('forms.el.ac.flagsDesc')}>
        <Autocomplete
          options={countries}
          autoHighlight
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
              <span aria-hidden>{FLAGS[option.code]}</span>
              {option.label}
            </Box>
          )}
          renderInput={(p) => <TextField {...p} label={t('forms.el.ac.chooseCountry')} />}
        />
      </Demo>
      <Demo title={t('forms.el.se.grouped')} description={t('forms.el.ac.groupedDesc')}>
        <Autocomplete
          options={[...countries].sort((a, b) => Number(EUROPE.has(b.code)) - Number(EUROPE.has(a.code)))}
          groupBy={(o) => t(EUROPE.has(o.code) ? 'forms.el.se.europe' : 'forms.el.se.elsewhere')}
          renderInput={(p) => <TextField {...p} label={t('forms.f.country')} />}
        />
      </Demo>
      <Demo title={t('forms.el.ac.multiple')} description={t('forms.el.ac.multipleDesc')}>
        <Autocomplete
          multiple
          limitTags={2}
          options={countries}
          defaultValue={countries.slice(0, 3)}
          renderInput={(p) => <TextField {...p} label={t('forms.el.ac.countries')} />}
        />
      </Demo>
      <Demo title={t('forms.el.ac.disabledOptions')} description={t('forms.el.ac.disabledOptionsDesc')}>
        <Autocomplete
          options={countries}
          getOptionDisabled={(o) => !EUROPE.has(o.code)}
          renderInput={(p) => <TextField {...p} label={t('forms.el.ac.shipTo')} />}
        />
      </Demo>
      <Demo title={t('forms.el.ac.async')} description={t('forms.el.ac.asyncDesc')}>
        <Autocomplete
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          options={loaded}
          loading={loading}
          loadingText={t('forms.el.ac.loading')}
          renderInput={(p) => (
            <TextField
              {...p}
              label={t('forms.f.country')}
              slotProps={{
                ...p.slotProps,
                input: {
                  ...p.slotProps.input,
                  endAdornment: (
                    <>
                      {loading && <CircularProgress color="inherit" size={20} aria-hidden />}
                      {p.slotProps.input.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />
      </Demo>
    </DemoGrid>
  );
}
