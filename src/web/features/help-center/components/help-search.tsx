import { HELP_SEARCH_MAX } from '@common/schemas/help-center';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebounced } from '@web/lib/use-debounced';
import { useFormUntilHydrated } from '@web/lib/use-hydrated';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { helpArticlePath } from '../article-path';
import { helpSearchOptions, useHelpHref, useHelpLang } from '../queries';

/**
 * The hero's search box (an island): results appear as the reader types (once typing pauses) and
 * at once on Enter, below the box; no match says so. The server searches the articles' full text
 * in the page's language, as listings are searched.
 */
export function HelpSearch() {
  const { t } = useTranslation();
  const lang = useHelpLang();
  const href = useHelpHref();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const typed = useDebounced(text.trim());
  // Enter searches what is in the box now, without waiting for the pause.
  const q = (submitted === text.trim() ? submitted : typed).slice(0, HELP_SEARCH_MAX);
  const results = useQuery({ ...helpSearchOptions(lang, q), placeholderData: keepPreviousData });
  const formLock = useFormUntilHydrated();
  const resultsId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(text.trim());
  };
  const items = q ? (results.data?.items ?? []) : [];
  return (
    <Box sx={{ width: '100%', maxWidth: 640, mx: 'auto' }}>
      <Box
        component="form"
        role="search"
        onSubmit={submit}
        {...formLock}
        sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}
      >
        <TextField
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          label={t('helpCenter.search.label')}
          placeholder={t('helpCenter.search.placeholder')}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
          slotProps={{
            htmlInput: { maxLength: HELP_SEARCH_MAX, 'aria-controls': resultsId, enterKeyHint: 'search' },
            input: {
              type: 'search',
              startAdornment: (
                <InputAdornment position="start">
                  <IconSearch size={20} aria-hidden />
                </InputAdornment>
              ),
              endAdornment: results.isFetching ? (
                <InputAdornment position="end">
                  <CircularProgress size={18} aria-hidden />
                </InputAdornment>
              ) : null,
            },
          }}
        />
        <Button type="submit" variant="contained" sx={{ px: 3 }}>
          {t('helpCenter.search.submit')}
        </Button>
      </Box>
      <Box id={resultsId} aria-live="polite" data-testid="help-search-results" sx={{ textAlign: 'start' }}>
        {q && results.isError ? (
          <Typography color="error" sx={{ mt: 2 }}>
            {t('helpCenter.search.error')}
          </Typography>
        ) : q && results.data && items.length === 0 ? (
          <Paper variant="outlined" sx={{ mt: 2, p: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('helpCenter.search.emptyTitle', { q })}</Typography>
            <Typography variant="body2" color="textSecondary">
              {t('helpCenter.search.emptyBody')}
            </Typography>
          </Paper>
        ) : items.length > 0 ? (
          <Paper variant="outlined" component="ul" sx={{ mt: 2, p: 0, listStyle: 'none', overflow: 'hidden' }}>
            {items.map((item, i) => (
              <Box
                component="li"
                key={item.id}
                sx={{ px: 2, py: 1.5, borderTop: i === 0 ? 0 : 1, borderColor: 'divider' }}
              >
                <Link component={RouterLink} to={href(helpArticlePath(item.slug))} sx={{ fontWeight: 600 }}>
                  {item.title}
                </Link>
                <Typography variant="body2" color="textSecondary">
                  {item.summary}
                </Typography>
              </Box>
            ))}
          </Paper>
        ) : null}
      </Box>
    </Box>
  );
}
