import { HELP_SEARCH_MAX } from '@common/schemas/help-center';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
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

/** The results' box: an outlined panel (no Paper: one component less to load). */
const panel = { mt: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 } as const;

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
        {/* InputBase, as the header's search: a TextField brings the Select and Menu code (~25 KB) along. */}
        <Box
          sx={{
            flexGrow: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&:focus-within': {
              borderColor: 'primary.main',
              boxShadow: (theme) => `0 0 0 1px ${theme.vars.palette.primary.main}`,
            },
          }}
        >
          <Box component="span" sx={{ display: 'inline-flex', color: 'text.secondary' }}>
            <IconSearch size={20} aria-hidden />
          </Box>
          <InputBase
            fullWidth
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('helpCenter.search.placeholder')}
            inputProps={{
              'aria-label': t('helpCenter.search.label'),
              'aria-controls': resultsId,
              maxLength: HELP_SEARCH_MAX,
              enterKeyHint: 'search',
            }}
            sx={{ py: 1 }}
          />
        </Box>
        <Button type="submit" variant="contained" sx={{ px: 3 }}>
          {t('helpCenter.search.submit')}
        </Button>
      </Box>
      <Box
        id={resultsId}
        aria-live="polite"
        aria-busy={results.isFetching}
        data-testid="help-search-results"
        sx={{ textAlign: 'start' }}
      >
        {q && results.isError ? (
          <Typography color="error" sx={{ mt: 2 }}>
            {t('helpCenter.search.error')}
          </Typography>
        ) : q && results.data && items.length === 0 ? (
          <Box sx={{ ...panel, p: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('helpCenter.search.emptyTitle', { q })}</Typography>
            <Typography variant="body2" color="textSecondary">
              {t('helpCenter.search.emptyBody')}
            </Typography>
          </Box>
        ) : items.length > 0 ? (
          <Box component="ul" sx={{ ...panel, p: 0, listStyle: 'none', overflow: 'hidden' }}>
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
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
